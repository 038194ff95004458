import { exitSequences, suppressContact, type Database } from '@ds/db';
import type { SentEmail } from './report-trust.js';

/**
 * What a late bounce or a complaint about a sequence email changes (docs/product.md "Sequences",
 * docs/deliverability.md "Bounces"): its delivery row, named by the signed return path or the Message-ID
 * `<s.<row id>@…>`, is marked (`bounced_at`, `complained_at`: the once-only marks the sending guard
 * counts, like a campaign row's), the person leaves every sequence, and they are suppressed as a
 * campaign's hard bounce or complaint suppresses them (`suppressContact`). One tenant transaction of
 * conditional writes, so a report delivered twice changes things once.
 *
 * - `bounced`, `complained`: a report someone vouches for (it counts toward the tenant's guard);
 * - `suppressed`, `unsubscribed`: one nobody vouches for: the person is suppressed (a hard bounce) or
 *   unsubscribed (a complaint), but the row's guard mark is not set (docs/deliverability.md "Who may report").
 */
export type SequenceFeedbackEffect = 'bounced' | 'complained' | 'suppressed' | 'unsubscribed';

const acrossTenants = 'a report names the sequence email (its delivery row), not the tenant: find whose it is';

/** Whose row it is and what we sent to it (address, Message-ID), or null when no such row exists. */
export async function sentSequenceEmail(db: Database, deliveryId: string): Promise<(SentEmail & { tenantId: string }) | null> {
  const row = await db.acrossTenants(acrossTenants).sequenceDelivery.findUnique({
    where: { id: deliveryId },
    select: { tenant_id: true, message_id: true, enrolment: { select: { contact: { select: { email: true } } } } },
  });
  // An erased person's rows stay, anonymous: there is nobody left to suppress.
  return row?.enrolment.contact ? { tenantId: row.tenant_id, email: row.enrolment.contact.email, messageId: row.message_id } : null;
}

/** Null when the row does not exist; `changed` false when all of it had been recorded before. */
export async function recordSequenceFeedback(
  db: Database,
  deliveryId: string,
  effect: SequenceFeedbackEffect,
  now = new Date(),
  tenantId?: string,
): Promise<{ changed: boolean; tenantId: string } | null> {
  const owner = tenantId ?? (await sentSequenceEmail(db, deliveryId))?.tenantId;
  if (!owner) return null;
  return db.forTenant(owner).$transaction(async (tx) => {
    const row = await tx.sequenceDelivery.findUnique({
      where: { id: deliveryId },
      select: { enrolment: { select: { contact: { select: { id: true, email: true } } } } },
    });
    const contact = row?.enrolment.contact;
    if (!contact) return null;
    const mark =
      effect === 'bounced'
        ? await tx.sequenceDelivery.updateMany({ where: { id: deliveryId, bounced_at: null }, data: { bounced_at: now } })
        : effect === 'complained'
          ? await tx.sequenceDelivery.updateMany({ where: { id: deliveryId, complained_at: null }, data: { complained_at: now } })
          : effect === 'unsubscribed'
            ? await tx.sequenceDelivery.updateMany({ where: { id: deliveryId, unsubscribed_at: null }, data: { unsubscribed_at: now } })
            : { count: 0 };
    const reason = effect === 'complained' ? 'complained' : effect === 'unsubscribed' ? 'unsubscribed' : 'bounced';
    const exited = await exitSequences(tx, contact.id, reason, now);
    await suppressContact(tx, owner, contact, reason, now);
    return { changed: mark.count + exited > 0, tenantId: owner };
  });
}

/**
 * A soft bounce of a sequence email, as a campaign email's (docs/deliverability.md "Bounces"): once per
 * email (`soft_bounced_at`), it counts toward the person's subscription's `soft_bounces`; at `softLimit`
 * the subscription is suppressed (`bounced`) and the person leaves every sequence. A lead without a
 * subscription has nothing to count on: the next step simply tries again. Null when the row does not exist.
 */
export async function recordSequenceSoftBounce(
  db: Database,
  deliveryId: string,
  softLimit: number,
  now = new Date(),
  tenantId?: string,
): Promise<{ outcome: 'soft-bounce' | 'suppressed' | 'recorded-before'; tenantId: string } | null> {
  const owner = tenantId ?? (await sentSequenceEmail(db, deliveryId))?.tenantId;
  if (!owner) return null;
  return db.forTenant(owner).$transaction(async (tx) => {
    const row = await tx.sequenceDelivery.findUnique({
      where: { id: deliveryId },
      select: { enrolment: { select: { contact: { select: { id: true, email: true, subscriber: { select: { id: true } } } } } } },
    });
    const contact = row?.enrolment.contact;
    if (!contact) return null;
    const marked = await tx.sequenceDelivery.updateMany({
      where: { id: deliveryId, soft_bounced_at: null, bounced_at: null },
      data: { soft_bounced_at: now },
    });
    if (!marked.count) return { outcome: 'recorded-before' as const, tenantId: owner };
    if (!contact.subscriber) return { outcome: 'soft-bounce' as const, tenantId: owner };
    const subscriberId = contact.subscriber.id;
    await tx.subscriber.updateMany({ where: { id: subscriberId }, data: { soft_bounces: { increment: 1 } } });
    const subscriber = await tx.subscriber.findFirst({ where: { id: subscriberId }, select: { soft_bounces: true, status: true } });
    if (!subscriber || subscriber.soft_bounces < softLimit || !['pending', 'confirmed'].includes(subscriber.status))
      return { outcome: 'soft-bounce' as const, tenantId: owner };
    await exitSequences(tx, contact.id, 'bounced', now);
    await suppressContact(tx, owner, contact, 'bounced', now);
    return { outcome: 'suppressed' as const, tenantId: owner };
  });
}
