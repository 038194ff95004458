import type { Schema } from '@/lib/api/typed-client';

type Status = Schema<'CampaignStatus'>;
type Stats = Schema<'CampaignStatsView'>;

/** How often the list and an open campaign are re-read while a send is scheduled or running. */
export const CAMPAIGN_POLL_MS = 3000;

export const STATUS_CHIP: Record<Status, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  sending: { label: 'Sending', color: 'orange' },
  sent: { label: 'Sent', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

/** Worth polling: something will change without the distributor doing anything. */
export const isInFlight = (status: Status): boolean => status === 'scheduled' || status === 'sending';

/** Only drafts (and cancelled sends, which become drafts again) can be edited. */
export const isEditable = (status: Status): boolean => status === 'draft' || status === 'cancelled';

/** The progress bar's parts, in percent of the recipients (0 when there are none yet). */
export function progressOf(stats: Stats): { sent: number; failed: number; bounced: number; done: number } {
  const total = stats.recipients;
  if (!total) return { sent: 0, failed: 0, bounced: 0, done: 0 };
  const pct = (n: number) => Math.round((n / total) * 1000) / 10;
  const done = stats.sent + stats.failed + stats.bounced;
  return { sent: pct(stats.sent), failed: pct(stats.failed), bounced: pct(stats.bounced), done: pct(done) };
}

/** `n of total (p%)`, or '—' before anything was sent. */
export function rateOf(n: number, total: number): string {
  if (!total) return '—';
  return `${n} (${Math.round((n / total) * 100)}%)`;
}

/** The distributor's time zone, as the browser knows it (e.g. "Europe/Berlin"). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A `Date` as the value of an `<input type="datetime-local">` in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the distributor's wall-clock time) → an ISO instant; null when not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value); // no offset: read in the browser's (the distributor's) time zone
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A date and time shown in the distributor's time zone. */
export function showDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
