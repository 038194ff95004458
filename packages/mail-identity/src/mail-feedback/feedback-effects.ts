import type { Database } from '@ds/db';
import { recipientOfCampaignMessageId, tenantOfCampaignListId } from '../campaign-links.js';
import type { BounceTarget } from '../bounce-address.js';
import type { BounceKind } from './delivery-status.js';
import type { ComplaintReport } from './feedback-message.js';

/**
 * What a bounce or a complaint changes, shared by the API's feedback-loop endpoints and the worker's bounce
 * listener (docs/deliverability.md "Bounces", docs/campaigns-delivery.md "Complaints"). Every change is a
 * conditional update inside one transaction of the recipient's tenant, so a report delivered twice (a
 * retried SMTP transaction, a relay posting again after a timeout) changes things once, and a crash before
 * the commit leaves nothing half-written: the sender tries again and the retry does the whole of it.
 */

export interface ComplaintTarget {
  tenantId: string;
  subscriberId: string;
  recipientId: string | null;
}

const acrossTenants = 'a report names the email (its recipient row), not the tenant: find whose it is';

/**
 * The subscriber of a recipient row whose person was erased (docs/privacy.md): an id no row has, so the
 * subscriber's updates change nothing while the row's own marks (the campaign's counts) are still recorded.
 */
const ERASED_SUBSCRIBER = '00000000-0000-0000-0000-000000000000';

/**
 * The subscriber and campaign email a complaint names, or null when it names nothing of ours. A report
 * that names the List-Id too (`<t-<tenant id>.…>`, every campaign email carries it) is looked up inside that
 * tenant only; one with the Message-ID alone has its row's owner found across tenants.
 */
export async function findComplaintTarget(db: Database, report: ComplaintReport): Promise<ComplaintTarget | null> {
  const tenantId = report.listId ? tenantOfCampaignListId(report.listId) : null;
  const rowId = report.messageId ? recipientOfCampaignMessageId(report.messageId) : null;
  if (rowId) {
    const target = await complaintTargetOfRecipient(db, rowId, tenantId);
    if (target) return target;
  }
  const email = report.email?.trim().toLowerCase();
  if (!tenantId || !email) return null;
  const scoped = db.forTenant(tenantId);
  const subscriber = await scoped.subscriber.findFirst({ where: { email }, select: { id: true } });
  if (!subscriber) return null;
  // Without the Message-ID, the complaint is put on the latest campaign email they were sent.
  const latest = await scoped.campaignRecipient.findFirst({
    where: { subscriber_id: subscriber.id, sent_at: { not: null } },
    orderBy: { sent_at: 'desc' },
    select: { id: true },
  });
  return { tenantId, subscriberId: subscriber.id, recipientId: latest?.id ?? null };
}

/**
 * The complaint target of one campaign recipient row (a complaint sent to that email's return path), inside
 * `tenantId` when the report names it.
 */
export async function complaintTargetOfRecipient(
  db: Database,
  recipientId: string,
  tenantId: string | null = null,
): Promise<ComplaintTarget | null> {
  const select = { id: true, tenant_id: true, subscriber_id: true } as const;
  const row = tenantId
    ? await db.forTenant(tenantId).campaignRecipient.findUnique({ where: { id: recipientId }, select })
    : await db.acrossTenants(acrossTenants).campaignRecipient.findUnique({ where: { id: recipientId }, select });
  return row ? { tenantId: row.tenant_id, subscriberId: row.subscriber_id ?? ERASED_SUBSCRIBER, recipientId: row.id } : null;
}

/**
 * The subscriber becomes `complained` whatever they were (a complaint outranks a confirmation or an
 * unsubscribe); the recipient row's `complained_at` (the campaign's stat); their queued rows `skipped`.
 * False when it had all been recorded before.
 */
export async function recordComplaint(db: Database, target: ComplaintTarget, now = new Date()): Promise<boolean> {
  const { tenantId, subscriberId, recipientId } = target;
  return db.forTenant(tenantId).$transaction(async (tx) => {
    const subscriber = await tx.subscriber.updateMany({
      where: { id: subscriberId, status: { not: 'complained' } },
      data: { status: 'complained', complained_at: now },
    });
    const row = recipientId
      ? await tx.campaignRecipient.updateMany({ where: { id: recipientId, complained_at: null }, data: { complained_at: now } })
      : { count: 0 };
    await tx.campaignRecipient.updateMany({
      where: { subscriber_id: subscriberId, status: 'queued' },
      data: { status: 'skipped', last_error: 'complained' },
    });
    return subscriber.count + row.count > 0;
  });
}

export interface Bounce {
  kind: BounceKind;
  /** The DSN's Status (`5.1.1`). */
  status: string;
  diagnosticCode: string | null;
}

/**
 * - `bounced`: a hard bounce recorded now (campaign: the row and the subscriber; transactional: the row);
 * - `soft-bounce`: a soft bounce counted now (campaign: the subscriber's `soft_bounces`; transactional: nothing is kept);
 * - `suppressed`: a soft bounce that reached BOUNCE_SOFT_LIMIT: the subscriber is now `bounced`;
 * - `recorded-before`: this email's bounce of this kind was recorded already (a repeated notification);
 * - `unknown`: the row does not exist (any more).
 */
export type BounceOutcome = 'bounced' | 'soft-bounce' | 'suppressed' | 'recorded-before' | 'unknown';

export interface BounceRecord {
  outcome: BounceOutcome;
  tenantId: string | null;
}

/** Records a bounce for the email a verified return path named (`bounceTargetOf`). */
export async function recordBounce(
  db: Database,
  target: BounceTarget,
  bounce: Bounce,
  softLimit: number,
  now = new Date(),
): Promise<BounceRecord> {
  const detail = bounce.diagnosticCode ? `: ${bounce.diagnosticCode}` : '';
  const error = `${bounce.kind === 'hard' ? 'bounced' : 'soft bounce'} (delivery-status ${bounce.status})${detail}`.slice(0, 1000);
  if (target.kind === 'outbox') {
    // Transactional mail: kept on its outbox row for the admin views. Nobody is suppressed: the next
    // password reset must still be sendable, and a person who fixed their mailbox asks for it.
    const outbox = db.acrossTenants('an outbox row is named by its id alone');
    const row = await outbox.outboxMessage.findUnique({ where: { id: target.id }, select: { tenant_id: true } });
    if (!row) return { outcome: 'unknown', tenantId: null };
    if (bounce.kind === 'soft') return { outcome: 'soft-bounce', tenantId: row.tenant_id };
    const marked = await outbox.outboxMessage.updateMany({
      where: { id: target.id, bounced_at: null },
      data: { bounced_at: now, last_error: error },
    });
    return { outcome: marked.count ? 'bounced' : 'recorded-before', tenantId: row.tenant_id };
  }
  const row = await db
    .acrossTenants(acrossTenants)
    .campaignRecipient.findUnique({ where: { id: target.id }, select: { tenant_id: true, subscriber_id: true } });
  if (!row) return { outcome: 'unknown', tenantId: null };
  const tenantId = row.tenant_id;
  const subscriberId = row.subscriber_id ?? ERASED_SUBSCRIBER;
  const outcome = await db.forTenant(tenantId).$transaction(async (tx): Promise<BounceOutcome> => {
    const suppress = async () => {
      const changed = await tx.subscriber.updateMany({
        where: { id: subscriberId, status: 'confirmed' },
        data: { status: 'bounced', bounced_at: now },
      });
      await tx.campaignRecipient.updateMany({
        where: { subscriber_id: subscriberId, status: 'queued' },
        data: { status: 'skipped', last_error: 'bounced' },
      });
      return changed.count > 0;
    };
    if (bounce.kind === 'hard') {
      // The row's bounced_at is the once-only mark: a second notification for this email finds it set.
      const marked = await tx.campaignRecipient.updateMany({
        where: { id: target.id, bounced_at: null },
        data: { bounced_at: now, status: 'bounced', last_error: error },
      });
      if (!marked.count) return 'recorded-before';
      await suppress();
      return 'bounced';
    }
    // One soft bounce per email at most (MTAs send several "still trying" notices for one message).
    const marked = await tx.campaignRecipient.updateMany({
      where: { id: target.id, soft_bounced_at: null, bounced_at: null },
      data: { soft_bounced_at: now, last_error: error },
    });
    if (!marked.count) return 'recorded-before';
    await tx.subscriber.updateMany({ where: { id: subscriberId }, data: { soft_bounces: { increment: 1 } } });
    const subscriber = await tx.subscriber.findFirst({ where: { id: subscriberId }, select: { soft_bounces: true } });
    if (subscriber && subscriber.soft_bounces >= softLimit && (await suppress())) return 'suppressed';
    return 'soft-bounce';
  });
  return { outcome, tenantId };
}

/**
 * What a report nobody vouches for may change (docs/deliverability.md "Who may report"): its one
 * recipient, never the campaign row's `complained_at` / `bounced_at` that the tenant's sending guard
 * counts. `unsubscribe` (a complaint): the subscriber leaves the list as with the unsubscribe link —
 * they asked not to get this mail — and the row records the unsubscribe; `suppress` (a hard bounce): the
 * subscriber becomes `bounced`. Either way their queued rows are `skipped`. One tenant transaction of
 * conditional updates, so a repeat changes nothing; null when the row does not exist.
 */
export async function markRecipientOnly(
  db: Database,
  recipientId: string,
  effect: 'unsubscribe' | 'suppress',
  now = new Date(),
): Promise<{ changed: boolean; tenantId: string } | null> {
  const row = await db
    .acrossTenants(acrossTenants)
    .campaignRecipient.findUnique({ where: { id: recipientId }, select: { tenant_id: true, subscriber_id: true } });
  if (!row) return null;
  const tenantId = row.tenant_id;
  const subscriberId = row.subscriber_id ?? ERASED_SUBSCRIBER;
  const changed = await db.forTenant(tenantId).$transaction(async (tx) => {
    const subscriber =
      effect === 'unsubscribe'
        ? await tx.subscriber.updateMany({
            where: { id: subscriberId, status: { in: ['pending', 'confirmed'] } },
            data: { status: 'unsubscribed', unsubscribed_at: now },
          })
        : await tx.subscriber.updateMany({
            where: { id: subscriberId, status: 'confirmed' },
            data: { status: 'bounced', bounced_at: now },
          });
    if (effect === 'unsubscribe')
      await tx.campaignRecipient.updateMany({ where: { id: recipientId, unsubscribed_at: null }, data: { unsubscribed_at: now } });
    await tx.campaignRecipient.updateMany({
      where: { subscriber_id: subscriberId, status: 'queued' },
      data: { status: 'skipped', last_error: effect === 'unsubscribe' ? 'unsubscribed' : 'bounced' },
    });
    return subscriber.count > 0;
  });
  return { changed, tenantId };
}

/** What we sent to a campaign recipient row (its address and Message-ID), to hold a report against. */
export async function sentCampaignEmail(db: Database, recipientId: string): Promise<{ email: string; messageId: string | null } | null> {
  const row = await db
    .acrossTenants(acrossTenants)
    .campaignRecipient.findUnique({ where: { id: recipientId }, select: { email: true, message_id: true } });
  return row ? { email: row.email, messageId: row.message_id } : null;
}
