import { exitSequences, type SubscriberStatus, type TenantClient, type TenantTransaction } from '@ds/db';
import type { OutboxEntry } from '@ds/jobs';
import { siteLanguageOf } from '@ds/campaign-mail';
import { siteDisplayName, type SiteLanguage } from '@ds/shared';
import type { ConsentEvidence } from './consent.js';
import { optIn } from './opt-in.js';

/**
 * What the unsubscribe links of a storefront's emails (the welcome autoresponder's and every campaign's)
 * do to the subscriber they name, shared by both link kinds (docs/deliverability.md "Links scanners cannot
 * trigger"). Each runs on the tenant's own client: the caller found the tenant from the signed link.
 */

/**
 * The earliest unsubscribe the link may still undo: RESUBSCRIBE_WINDOW_HOURS ago. An unsubscribe link never
 * expires (the law wants leaving always possible), but an old, forwarded or logged one must not put someone
 * back on a list long after they left: past the window, only a fresh double opt-in does.
 */
export function undoSince(windowHours: number, now = new Date()): Date {
  return new Date(now.getTime() - windowHours * 3_600_000);
}

export interface SubscriberLinkState {
  siteName: string;
  /** The site's language: the link's pages are in it. */
  language: SiteLanguage;
  status: SubscriberStatus;
  /** Unsubscribed since `since` (`undoSince`; false without it): the link's page may still offer the one-click undo. */
  undoable: boolean;
}

/** The site the subscriber signed up on, as the link's page names it, and where they stand now. */
export async function subscriberLinkState(
  db: TenantClient | TenantTransaction,
  subscriberId: string,
  since?: Date,
): Promise<SubscriberLinkState | null> {
  const subscriber = await db.subscriber.findUnique({
    where: { id: subscriberId },
    select: {
      status: true,
      unsubscribed_at: true,
      tenant: { select: { site_name: true, first_name: true, last_name: true, site_language: true } },
    },
  });
  if (!subscriber) return null;
  const { tenant } = subscriber;
  const distributor = [tenant.first_name?.trim(), tenant.last_name?.trim()].filter(Boolean).join(' ');
  const { status, unsubscribed_at: unsubscribedAt } = subscriber;
  const undoable = status === 'unsubscribed' && !!since && unsubscribedAt !== null && unsubscribedAt >= since;
  return { siteName: siteDisplayName(tenant.site_name, distributor), language: siteLanguageOf(tenant), status, undoable };
}

/** Out of the list; bounced and complained stay as they are (suppressed for reasons of their own). */
export async function unsubscribeSubscriber(db: TenantTransaction, subscriberId: string, now = new Date()): Promise<void> {
  await db.subscriber.updateMany({
    where: { id: subscriberId, status: { in: ['pending', 'confirmed'] } },
    data: { status: 'unsubscribed', unsubscribed_at: now },
  });
  // And out of every follow-up sequence (the worker re-checks right before each hand-off as well).
  const subscriber = await db.subscriber.findUnique({ where: { id: subscriberId }, select: { contact_id: true } });
  if (subscriber?.contact_id) await exitSequences(db, subscriber.contact_id, 'unsubscribed', now);
}

/** The consent evidence's `source` of a double opt-in started again from an unsubscribe link's page. */
export const RESUBSCRIBE_SOURCE = 'unsubscribe page';

export type ResubscribeOutcome = 'confirmed' | 'unconfirmed' | 'suppressed' | 'confirmation-sent';

/**
 * The resubscribe button of an unsubscribe link's page (same signed link), inside the tenant's transaction:
 * - unsubscribed since `since` (RESUBSCRIBE_WINDOW_HOURS, the "oops, undo" click): someone who had
 *   confirmed (double opt-in, `confirmed_at`) is confirmed again on that consent; someone who never
 *   confirmed stays out (`unconfirmed`: their consent was never proven, they subscribe through the form);
 * - later (or already pending again): the link alone is no proof any more — it may be old, forwarded or
 *   logged — so the double opt-in starts afresh (`optIn`: pending with this request's consent evidence,
 *   a new confirmation email at most once an hour) and only the emailed link puts them back;
 * - bounced and complained addresses stay suppressed.
 * `confirmation` is the email owed, for the caller to relay once the transaction has committed.
 */
export async function resubscribeSubscriber(
  tx: TenantTransaction,
  tenantId: string,
  subscriberId: string,
  since: Date,
  consent: ConsentEvidence,
): Promise<{ outcome: ResubscribeOutcome; confirmation: OutboxEntry | null } | null> {
  await tx.subscriber.updateMany({
    where: { id: subscriberId, status: 'unsubscribed', confirmed_at: { not: null }, unsubscribed_at: { gte: since } },
    data: { status: 'confirmed', unsubscribed_at: null },
  });
  const now = await tx.subscriber.findUnique({ where: { id: subscriberId }, select: { status: true, email: true, unsubscribed_at: true } });
  if (!now) return null;
  const done = (outcome: ResubscribeOutcome) => ({ outcome, confirmation: null });
  if (now.status === 'confirmed') return done('confirmed');
  if (now.status === 'bounced' || now.status === 'complained') return done('suppressed');
  if (now.status === 'unsubscribed' && now.unsubscribed_at && now.unsubscribed_at >= since) return done('unconfirmed');
  const { confirmation } = await optIn(tx, tenantId, now.email, consent);
  return { outcome: 'confirmation-sent', confirmation };
}
