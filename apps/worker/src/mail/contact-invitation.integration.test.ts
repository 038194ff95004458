import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { PrismaClient } from '@ds/db';
import { Outbox } from '@ds/jobs';
import { linkSecrets, verifyConfirmationToken } from '@ds/mail-identity';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { until } from '../testing/waits.js';
import { WorkerHarness } from '../testing/worker-harness.js';

jest.setTimeout(60_000);

/** The invitation to subscribe after an import (docs/product.md "Contacts"), sent by the worker on real PostgreSQL, Redis and SMTP. */
describe('contact invitation email (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let seq = 0;

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'invitation', smtp: true, env: { OUTBOX_SWEEP_SECONDS: '1' } });
    ({ prisma, smtp } = harness);
    await harness.startWorker({ shutdownGraceMs: 2_000 });
  });
  afterAll(() => harness?.stop());

  /** What the API writes for one invited address: the pending subscription, the invitation and the email owed. */
  async function invite(email: string, tenant: { campaigns_guard_paused_at?: Date } = {}, status: 'pending' | 'unsubscribed' = 'pending') {
    const tenantId = await harness.seedTenant({
      subdomain: `inviter${++seq}`,
      site_name: "Jane's Wellness",
      first_name: 'Jane',
      last_name: 'Doe',
      ...tenant,
    });
    const contact = await prisma.contact.create({ data: { tenant_id: tenantId, email, source: 'import' } });
    const subscriber = await prisma.subscriber.create({
      data: {
        tenant_id: tenantId,
        email,
        status,
        source: 'invited after import',
        contact_id: contact.id,
        confirmation_sent_at: new Date(),
      },
    });
    const invitation = await prisma.contactInvitation.create({
      data: { tenant_id: tenantId, contact_id: contact.id, email, subscriber_id: subscriber.id },
    });
    const entry = await Outbox.record(prisma, {
      name: 'mail.autoresponder',
      data: { kind: 'contact-invitation', tenantId, subscriberId: subscriber.id, invitationId: invitation.id },
      tenantId,
    });
    return { tenantId, subscriber, invitation, outboxId: entry!.id };
  }
  const outbox = (id: string) => prisma.outboxMessage.findUniqueOrThrow({ where: { id } });

  it('sends the double opt-in link worded as an invitation, from the site, and records it as sent', async () => {
    const { tenantId, subscriber, invitation, outboxId } = await invite('amy@example.com');
    await until('sent', async () => (await outbox(outboxId)).status === 'done');
    const mails = smtp.messages.filter((m) => m.recipients.includes('amy@example.com'));
    expect(mails).toHaveLength(1);
    const mail = mails[0].parsed;
    expect(mail.subject).toBe("Jane Doe invites you to the Jane's Wellness newsletter");
    expect(mail.messageId).toBe(`<ds.${outboxId}@localhost>`);
    const link = new URL(/(http\S+\/api\/newsletters\/confirm\?token=\S+)/.exec(mail.text ?? '')![1]);
    expect(verifyConfirmationToken(linkSecrets(harness.config), link.searchParams.get('token'))).toEqual({
      ok: true,
      list: 'tenant',
      tenantId,
      subscriberId: subscriber.id,
    });
    expect(mail.text).toContain('you will not be asked again');
    expect((await prisma.contactInvitation.findUniqueOrThrow({ where: { id: invitation.id } })).sent_at).toBeInstanceOf(Date);
  });

  it('sends nothing while sending is paused, and says why on the invitation', async () => {
    const { invitation, outboxId } = await invite('ben@example.com', { campaigns_guard_paused_at: new Date() });
    await until('skipped', async () => (await outbox(outboxId)).status === 'skipped');
    expect(smtp.messages.filter((m) => m.recipients.includes('ben@example.com'))).toHaveLength(0);
    expect(await prisma.contactInvitation.findUniqueOrThrow({ where: { id: invitation.id } })).toMatchObject({
      sent_at: null,
      skip_reason: 'sending paused',
    });
  });

  it('sends nothing to someone who subscribed or unsubscribed meanwhile', async () => {
    // Unsubscribed by the time the worker runs the job (the row is owed before the status changed).
    const { outboxId } = await invite('cat@example.com', {}, 'unsubscribed');
    await until('skipped', async () => (await outbox(outboxId)).status === 'skipped');
    expect(smtp.messages.filter((m) => m.recipients.includes('cat@example.com'))).toHaveLength(0);
  });
});
