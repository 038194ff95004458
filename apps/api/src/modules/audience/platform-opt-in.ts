import type { Prisma } from '@ds/db';
import { Outbox } from '@ds/jobs';
import type { ConsentEvidence } from './consent.js';
import { CONFIRMATION_RESEND_INTERVAL_MS, type OptInResult } from './opt-in.js';

/** What the platform opt-in touches: its list and the outbox (a transaction of the whole client). */
type PlatformOptInTx = Pick<Prisma.TransactionClient, 'platformSubscriber' | 'outboxMessage'>;

/**
 * The main domain's landing newsletter, double opt-in exactly like a storefront's (`optIn`): the same
 * statuses, the same hourly re-send limit, the same consent evidence — on the platform's own list, which
 * belongs to no tenant. The confirmation link it owes is signed for the platform list only
 * (`confirm-link.ts`) and opened on the main domain.
 */
export async function platformOptIn(tx: PlatformOptInTx, email: string, consent: ConsentEvidence, now = new Date()): Promise<OptInResult> {
  const consentData = {
    consent_at: now,
    consent_host: consent.host,
    consent_page: consent.page,
    consent_ip_hash: consent.ipHash,
    source: consent.source,
  };
  const existing = await tx.platformSubscriber.findUnique({ where: { email }, select: { id: true, status: true } });
  if (!existing) {
    const subscriber = await tx.platformSubscriber.create({
      data: { email, status: 'pending', confirmation_sent_at: now, ...consentData },
      select: { id: true },
    });
    return { created: true, pending: true, confirmation: await oweConfirmation(tx, subscriber.id, now) };
  }
  if (existing.status === 'pending') {
    const { count } = await tx.platformSubscriber.updateMany({
      where: {
        id: existing.id,
        status: 'pending',
        OR: [{ confirmation_sent_at: null }, { confirmation_sent_at: { lte: new Date(now.getTime() - CONFIRMATION_RESEND_INTERVAL_MS) } }],
      },
      data: { confirmation_sent_at: now },
    });
    return { created: false, pending: true, confirmation: count ? await oweConfirmation(tx, existing.id, now) : null };
  }
  if (existing.status === 'unsubscribed') {
    const { count } = await tx.platformSubscriber.updateMany({
      where: { id: existing.id, status: 'unsubscribed' },
      data: { status: 'pending', confirmed_at: null, confirmation_sent_at: now, ...consentData },
    });
    return { created: count > 0, pending: true, confirmation: count ? await oweConfirmation(tx, existing.id, now) : null };
  }
  // Confirmed: nothing changes, nothing is sent. Bounced or complained: suppressed, nothing either.
  return { created: false, pending: false, confirmation: null };
}

function oweConfirmation(tx: PlatformOptInTx, platformSubscriberId: string, now: Date) {
  return Outbox.record(tx, {
    name: 'mail.autoresponder',
    data: { kind: 'platform-subscriber-confirm', platformSubscriberId },
    dedupeKey: `platform-subscriber-confirm:${platformSubscriberId}:${now.getTime()}`,
  });
}
