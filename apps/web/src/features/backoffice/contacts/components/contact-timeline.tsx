import { Text, Timeline } from '@mantine/core';
import { CONTACT_STATUS_LABELS, type TimelineEntry } from '@/features/backoffice/contacts/api/contacts';
import { dateTime } from '@/features/backoffice/lib/format';

/** What each event says, in the distributor's words. */
function describe(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'lead':
      return 'Sent you a message';
    case 'subscribed':
      return entry.text ? `Subscribed to your newsletter (${entry.text})` : 'Subscribed to your newsletter';
    case 'confirmed':
      return 'Confirmed their subscription';
    case 'unsubscribed':
      return 'Unsubscribed';
    case 'bounced':
      return 'Their address refused your email';
    case 'complained':
      return 'Reported your email as spam';
    case 'campaign_sent':
      return `Sent: ${entry.subject ?? 'a campaign'}`;
    case 'campaign_opened':
      return `Opened: ${entry.subject ?? 'a campaign'}`;
    case 'campaign_clicked':
      return `Clicked a link in: ${entry.subject ?? 'a campaign'}`;
    case 'note':
      return 'Note';
    case 'status_change':
      return `Status: ${entry.from_status ? CONTACT_STATUS_LABELS[entry.from_status] : '—'} → ${
        entry.to_status ? CONTACT_STATUS_LABELS[entry.to_status] : '—'
      }`;
  }
}

/** A contact's life, newest first: messages, subscription, campaigns, notes and status changes. */
export function ContactTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">Nothing yet.</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label="Timeline">
      {entries.map((entry, i) => (
        <Timeline.Item key={`${entry.kind}-${entry.at}-${i}`} title={describe(entry)}>
          {entry.text && entry.kind !== 'subscribed' && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.text}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {dateTime(entry.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
