import type { RingConfig } from '@ds/config';
import { exitSequences, type TenantTransaction } from '@ds/db';
import { suppressAddress } from '@ds/mail-identity';
import { contactNotFound } from './contact-view.js';

/** Rows deleted or anonymised per table by one erasure (the record keeps these, nothing about the person). */
export type ErasureCounts = Record<string, number>;

/**
 * Erases one person of one tenant (docs/privacy.md "Access and erasure"), inside the caller's tenant
 * transaction, so the person is erased entirely or not at all:
 * - deleted: their leads (with the leads' timeline entries), their subscription (with its consent evidence
 *   and attribution), the contact (with its notes and status changes) and the invitation to subscribe;
 * - anonymised, so the distributor's figures keep anonymous counts: campaign recipient rows lose the address
 *   and the subscriber (their queued ones are skipped); sequence enrolments lose the contact once the person
 *   left every sequence (due steps skipped, reason `erased`);
 * - outbox rows owed for them (the confirmation link, the autoresponders, the lead notice) are cancelled if
 *   still pending, and every outbox row of the tenant loses a recipient, subject or error naming them;
 * - the address goes on the tenant's suppression list as a one-way hash (`@ds/mail-identity` suppression).
 * Answers the counts per table.
 */
export async function eraseContact(
  tx: TenantTransaction,
  config: RingConfig,
  tenantId: string,
  contactId: string,
  now = new Date(),
): Promise<ErasureCounts> {
  // Touching the row locks it: a second erasure of the same person waits for this one, then finds nothing.
  const { count: found } = await tx.contact.updateMany({ where: { id: contactId }, data: { updated_at: now } });
  const contact = found
    ? await tx.contact.findUnique({ where: { id: contactId }, select: { id: true, email: true, name: true, phone: true } })
    : null;
  if (!contact) throw contactNotFound();
  const email = contact.email;
  const counts: ErasureCounts = {};

  const leads = await tx.lead.findMany({ where: { email: { equals: email, mode: 'insensitive' } }, select: { id: true } });
  const leadIds = leads.map((l) => l.id);
  // The subscription linked to the contact, and one under the same address not (yet) linked to it.
  const subscribers = await tx.subscriber.findMany({
    where: { OR: [{ contact_id: contactId }, { email: { equals: email, mode: 'insensitive' } }] },
    select: { id: true },
  });
  const subscriberIds = subscribers.map((s) => s.id);

  // Campaign emails: the rows stay for the campaign's counts, without anyone's address; not yet sent: skipped.
  counts.campaign_recipients_skipped = (
    await tx.campaignRecipient.updateMany({
      where: { subscriber_id: { in: subscriberIds }, status: 'queued' },
      data: { status: 'skipped', last_error: 'erased' },
    })
  ).count;
  counts.campaign_recipients_anonymised = (
    await tx.campaignRecipient.updateMany({
      where: { subscriber_id: { in: subscriberIds } },
      data: { subscriber_id: null, email: '', last_error: null },
    })
  ).count;

  // Sequences: the person leaves each one (due steps skipped); the ledger stays, anonymous.
  counts.sequence_enrolments_exited = await exitSequences(tx, contactId, 'erased', now);
  counts.sequence_enrolments_anonymised = (
    await tx.sequenceEnrolment.updateMany({ where: { contact_id: contactId }, data: { contact_id: null } })
  ).count;

  // Work owed for them: cancelled if not started; any row naming them loses the name.
  const ids = [...leadIds, ...subscriberIds];
  counts.outbox_cancelled = (
    await tx.outboxMessage.updateMany({
      where: {
        status: 'pending',
        OR: [
          { recipient: { equals: email, mode: 'insensitive' } },
          ...ids.flatMap((id) => [{ payload: { path: ['leadId'], equals: id } }, { payload: { path: ['subscriberId'], equals: id } }]),
        ],
      },
      data: { status: 'skipped', last_error: 'erased', lease_until: null },
    })
  ).count;
  let scrubbed = 0;
  const needles = [email, contact.name, contact.phone].filter((v): v is string => !!v && v.trim().length >= 3);
  for (const needle of needles) {
    const has = { contains: needle, mode: 'insensitive' } as const;
    scrubbed += (await tx.outboxMessage.updateMany({ where: { recipient: has }, data: { recipient: null } })).count;
    scrubbed += (await tx.outboxMessage.updateMany({ where: { subject: has }, data: { subject: null } })).count;
    scrubbed += (await tx.outboxMessage.updateMany({ where: { last_error: has }, data: { last_error: 'erased' } })).count;
  }
  counts.outbox_scrubbed = scrubbed;

  counts.contact_invitations = (
    await tx.contactInvitation.deleteMany({ where: { OR: [{ contact_id: contactId }, { email: { equals: email, mode: 'insensitive' } }] } })
  ).count;
  counts.contact_activities = await tx.contactActivity.count({
    where: { OR: [{ contact_id: contactId }, { lead_id: { in: leadIds } }] },
  });
  counts.leads = (await tx.lead.deleteMany({ where: { id: { in: leadIds } } })).count;
  counts.subscribers = (await tx.subscriber.deleteMany({ where: { id: { in: subscriberIds } } })).count;
  counts.contacts = (await tx.contact.deleteMany({ where: { id: contactId } })).count;

  await suppressAddress(tx, config, tenantId, email);
  return counts;
}
