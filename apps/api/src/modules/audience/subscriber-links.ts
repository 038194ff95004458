import type { SubscriberStatus, TenantTransaction } from '@ds/db';
import { siteDisplayName } from '@ds/shared';

/**
 * What the unsubscribe links of a storefront's emails (the welcome autoresponder's and every campaign's)
 * do to the subscriber they name, shared by both link kinds (docs/deliverability.md "Links scanners cannot
 * trigger"). Each runs on the tenant's own client: the caller found the tenant from the signed link.
 */

/** The site the subscriber signed up on, as the link's page names it, and where they stand now. */
export async function subscriberLinkState(
  db: TenantTransaction,
  subscriberId: string,
): Promise<{ siteName: string; status: SubscriberStatus } | null> {
  const subscriber = await db.subscriber.findUnique({
    where: { id: subscriberId },
    select: { status: true, tenant: { select: { site_name: true, first_name: true, last_name: true } } },
  });
  if (!subscriber) return null;
  const { tenant } = subscriber;
  const distributor = [tenant.first_name?.trim(), tenant.last_name?.trim()].filter(Boolean).join(' ');
  return { siteName: siteDisplayName(tenant.site_name, distributor), status: subscriber.status };
}

/** Out of the list; bounced and complained stay as they are (suppressed for reasons of their own). */
export async function unsubscribeSubscriber(db: TenantTransaction, subscriberId: string, now = new Date()): Promise<void> {
  await db.subscriber.updateMany({
    where: { id: subscriberId, status: { in: ['pending', 'confirmed'] } },
    data: { status: 'unsubscribed', unsubscribed_at: now },
  });
}

export type ResubscribeOutcome = 'confirmed' | 'unconfirmed' | 'suppressed';

/**
 * Undoes an unsubscribe made by mistake, from the page the unsubscribe answered (same signed link, so
 * only the holder of the email can). Someone who had confirmed (double opt-in, `confirmed_at`) is
 * confirmed again on that consent; someone who never confirmed stays out — their consent was never
 * proven, so they subscribe again through the form. Bounced and complained addresses stay suppressed.
 */
export async function resubscribeSubscriber(db: TenantTransaction, subscriberId: string): Promise<ResubscribeOutcome | null> {
  await db.subscriber.updateMany({
    where: { id: subscriberId, status: 'unsubscribed', confirmed_at: { not: null } },
    data: { status: 'confirmed', unsubscribed_at: null },
  });
  const now = await db.subscriber.findUnique({ where: { id: subscriberId }, select: { status: true } });
  if (!now) return null;
  if (now.status === 'confirmed') return 'confirmed';
  return now.status === 'bounced' || now.status === 'complained' ? 'suppressed' : 'unconfirmed';
}
