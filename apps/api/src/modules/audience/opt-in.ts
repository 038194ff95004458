import type { TenantTransaction } from '@ds/db';
import { Outbox, type OutboxEntry } from '@ds/jobs';
import type { ConsentEvidence } from './consent.js';
import { recordContact } from './contact-record.js';

/** A pending subscriber asking again gets the confirmation link again, at most this often. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 60 * 60 * 1000;

export interface OptInResult {
  /** A new subscription (or a returning unsubscriber): answered 201. */
  created: boolean;
  /** The subscriber still has to click the link (a new, returning or pending subscription). */
  pending: boolean;
  /** The confirmation email owed, to relay once the transaction has committed; null when none is owed. */
  confirmation: OutboxEntry | null;
}

/**
 * Double opt-in, inside the caller's tenant transaction (the newsletter form and the lead form's "send me
 * updates" both come here). The subscriber is `pending` until they click the emailed link:
 * - new address → pending, with the consent evidence, and the confirmation email owed;
 * - pending → the link again, only when the last one went out over an hour ago (one conditional update,
 *   so two racing requests owe one email);
 * - unsubscribed → pending again with fresh consent, and a new link;
 * - confirmed → nothing changes, nothing is sent; bounced or complained → nothing either (the address is
 *   suppressed: it refused our mail or reported it as spam).
 * Either way the person is a contact of the tenant, and the subscriber row is linked to it (docs/product.md "Contacts").
 */
export async function optIn(
  tx: TenantTransaction,
  tenantId: string,
  email: string,
  consent: ConsentEvidence,
  now = new Date(),
): Promise<OptInResult> {
  const consentData = {
    consent_at: now,
    consent_host: consent.host,
    consent_page: consent.page,
    consent_ip_hash: consent.ipHash,
    source: consent.source,
  };
  const contactId = await recordContact(tx, tenantId, { email, source: consent.source, at: now });
  const existing = await tx.subscriber.findFirst({ where: { email }, select: { id: true, status: true, contact_id: true } });
  if (existing && existing.contact_id === null) {
    await tx.subscriber.updateMany({ where: { id: existing.id, contact_id: null }, data: { contact_id: contactId } });
  }
  if (!existing) {
    const subscriber = await tx.subscriber.create({
      data: { tenant_id: tenantId, email, status: 'pending', confirmation_sent_at: now, contact_id: contactId, ...consentData },
      select: { id: true },
    });
    return { created: true, pending: true, confirmation: await oweConfirmation(tx, tenantId, subscriber.id, now) };
  }
  if (existing.status === 'pending') {
    const { count } = await tx.subscriber.updateMany({
      where: {
        id: existing.id,
        status: 'pending',
        OR: [{ confirmation_sent_at: null }, { confirmation_sent_at: { lte: new Date(now.getTime() - CONFIRMATION_RESEND_INTERVAL_MS) } }],
      },
      data: { confirmation_sent_at: now },
    });
    return { created: false, pending: true, confirmation: count ? await oweConfirmation(tx, tenantId, existing.id, now) : null };
  }
  if (existing.status === 'unsubscribed') {
    const { count } = await tx.subscriber.updateMany({
      where: { id: existing.id, status: 'unsubscribed' },
      data: { status: 'pending', unsubscribed_at: null, confirmed_at: null, confirmation_sent_at: now, ...consentData },
    });
    return { created: count > 0, pending: true, confirmation: count ? await oweConfirmation(tx, tenantId, existing.id, now) : null };
  }
  return { created: false, pending: false, confirmation: null };
}

function oweConfirmation(tx: TenantTransaction, tenantId: string, subscriberId: string, now: Date) {
  return Outbox.record(tx, {
    name: 'mail.autoresponder',
    data: { kind: 'subscriber-confirm', tenantId, subscriberId },
    dedupeKey: `subscriber-confirm:${subscriberId}:${now.getTime()}`,
    tenantId,
  });
}
