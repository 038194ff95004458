import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { enrolInSequences, type PrismaClient } from '@ds/db';
import { Outbox, outboxJobId, type JobQueue } from '@ds/jobs';
import { suppressAddress } from '@ds/mail-identity';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { settledJob, until } from '../testing/waits.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { SequenceClock } from '../sequences/sequence-clock.js';
import { SequenceEngine } from '../sequences/sequence-engine.js';

jest.setTimeout(90_000);

const ERASED = 'erased.person@example.com';

/**
 * The suppression list (docs/privacy.md "Access and erasure") on real PostgreSQL, Redis and SMTP: an erased
 * person's address is never mailed again by a campaign, a sequence or an autoresponder, even when a row
 * holding it comes back (a backup restored, a lead left again) — while everyone else's mail goes.
 */
describe('suppression list: every send path consults it (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let jobs: JobQueue;
  let engine: SequenceEngine;
  let clock: SequenceClock;
  let tenantId: string;

  const mailsTo = (address: string) => smtp.messages.filter((m) => m.recipients.includes(address));

  beforeAll(async () => {
    harness = await WorkerHarness.start({
      label: 'suppression',
      smtp: true,
      env: { CAMPAIGN_TICK_SECONDS: '0.3', SEQUENCE_TICK_SECONDS: '3600' },
    });
    ({ prisma, smtp } = harness);
    tenantId = await harness.seedTenant({
      subdomain: 'jane',
      site_name: "Jane's Wellness",
      email_id: 'jane@example.com',
      address: '1 Main St, Springfield',
    });
    await prisma.footerDisclaimer.create({
      data: { tenant_id: tenantId, site_disclaimer: 'Independent distributor site.', income_disclaimer: 'No income is guaranteed.' },
    });
    // What the erasure left: the address as a one-way hash on the tenant's list.
    await harness
      .database()
      .forTenant(tenantId)
      .$transaction((tx) => suppressAddress(tx, harness.config, tenantId, ERASED));
    const worker = await harness.startWorker({ shutdownGraceMs: 2_000 });
    jobs = worker.jobs;
    engine = worker.app.get(SequenceEngine);
    clock = worker.app.get(SequenceClock);
  });
  afterAll(() => harness?.stop());

  it('a campaign skips the address, whatever its subscription row says, and sends to everyone else', async () => {
    // A subscription restored as confirmed (from a backup taken before the erasure).
    await prisma.subscriber.createMany({
      data: [ERASED, 'kept@example.com'].map((email) => ({ tenant_id: tenantId, email, status: 'confirmed' as const })),
    });
    const campaign = await prisma.campaign.create({
      data: { tenant_id: tenantId, subject: 'Spring news', content: '<p>Hello</p>', status: 'scheduled', scheduled_at: new Date() },
    });
    await until('sent', async () => (await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).status === 'sent');
    expect(mailsTo('kept@example.com')).toHaveLength(1);
    expect(mailsTo(ERASED)).toHaveLength(0);
    const rows = await prisma.campaignRecipient.findMany({ where: { campaign_id: campaign.id }, orderBy: { email: 'asc' } });
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      [ERASED, 'skipped'],
      ['kept@example.com', 'sent'],
    ]);
    await prisma.subscriber.deleteMany({ where: { tenant_id: tenantId } });
  });

  it("a send cut off while an erased person's row was being handed over still finishes: the anonymous row is skipped", async () => {
    // The erasure anonymised a row a crashed lane had claimed (`sending`, its lease long lapsed).
    await prisma.subscriber.create({ data: { tenant_id: tenantId, email: 'still@example.com', status: 'confirmed' } });
    const subscriber = await prisma.subscriber.findFirstOrThrow({ where: { tenant_id: tenantId, email: 'still@example.com' } });
    const campaign = await prisma.campaign.create({
      data: {
        tenant_id: tenantId,
        subject: 'Cut off',
        content: '<p>Hello</p>',
        status: 'sending',
        send_started_at: new Date(),
        recipients_count: 2,
      },
    });
    const long = new Date(Date.now() - 3_600_000);
    await prisma.campaignRecipient.createMany({
      data: [
        { tenant_id: tenantId, campaign_id: campaign.id, subscriber_id: null, email: '', status: 'sending', handoff_at: long, attempts: 1 },
        { tenant_id: tenantId, campaign_id: campaign.id, subscriber_id: subscriber.id, email: 'still@example.com' },
      ],
    });
    await until('sent', async () => (await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).status === 'sent');
    // The relay's copy is caught a moment after the row is marked sent.
    await until('the mail caught', async () => mailsTo('still@example.com').some((m) => m.parsed.subject === 'Cut off'));
    expect(mailsTo('still@example.com').filter((m) => m.parsed.subject === 'Cut off')).toHaveLength(1);
    const rows = await prisma.campaignRecipient.findMany({ where: { campaign_id: campaign.id }, orderBy: { email: 'asc' } });
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      ['', 'skipped'],
      ['still@example.com', 'sent'],
    ]);
    await prisma.subscriber.deleteMany({ where: { tenant_id: tenantId } });
  });

  it("a sequence's email step skips the address and sends to the other person enrolled", async () => {
    clock.set(new Date('2026-12-01T09:00:00Z'));
    const sequence = await prisma.sequence.create({
      data: { tenant_id: tenantId, name: 'Follow-up', trigger_type: 'lead_captured', basis: 'enquiry', status: 'active' },
    });
    await prisma.sequenceStep.create({
      data: {
        tenant_id: tenantId,
        sequence_id: sequence.id,
        position: 0,
        type: 'email',
        wait_amount: 0,
        wait_unit: 'hours',
        subject: 'Thanks for asking',
        content: '<p>A note from Jane.</p>',
      },
    });
    const people = [];
    for (const email of [ERASED, 'asked@example.com']) {
      const contact = await prisma.contact.create({ data: { tenant_id: tenantId, email } });
      await harness
        .database()
        .forTenant(tenantId)
        .$transaction((tx) => enrolInSequences(tx, tenantId, contact.id, { type: 'lead_captured', key: `lead:${email}` }, clock.now()));
      people.push(contact.id);
    }
    await engine.tick();
    expect(mailsTo('asked@example.com').map((m) => m.parsed.subject)).toEqual(['Thanks for asking']);
    expect(mailsTo(ERASED)).toHaveLength(0);
    const skipped = await prisma.sequenceDelivery.findFirstOrThrow({ where: { enrolment: { contact_id: people[0] } } });
    expect(skipped).toMatchObject({ status: 'skipped', skip_reason: 'address suppressed' });
  });

  it("the lead autoresponder skips the address; the distributor's own notice of the lead still goes", async () => {
    const before = smtp.messages.length;
    const lead = await prisma.lead.create({ data: { tenant_id: tenantId, name: 'Back Again', email: ERASED, message: 'Hello again' } });
    const reply = await Outbox.record(prisma, {
      name: 'mail.autoresponder',
      data: { kind: 'lead-autoresponder', tenantId, leadId: lead.id },
    });
    const notice = await Outbox.record(prisma, { name: 'mail.autoresponder', data: { kind: 'lead-notice', tenantId, leadId: lead.id } });
    // Someone else's lead at the same time: their autoresponder goes.
    const other = await prisma.lead.create({ data: { tenant_id: tenantId, name: 'Lee', email: 'lee@example.com', message: 'Hi' } });
    const otherReply = await Outbox.record(prisma, {
      name: 'mail.autoresponder',
      data: { kind: 'lead-autoresponder', tenantId, leadId: other.id },
    });
    for (const entry of [reply!, notice!, otherReply!]) await jobs.relay(entry);
    for (const entry of [reply!, notice!, otherReply!]) await settledJob(jobs, 'mail', outboxJobId(entry.id));
    await smtp.waitFor(before + 1);
    expect(mailsTo('lee@example.com')).toHaveLength(1);
    expect(mailsTo(ERASED)).toHaveLength(0);
    expect(mailsTo('jane@example.com').length).toBeGreaterThanOrEqual(1);
    expect(await prisma.outboxMessage.findUniqueOrThrow({ where: { id: reply!.id } })).toMatchObject({ recipient: null, sent_at: null });
  });
  it('the double opt-in email goes for a subscription asked for after the erasure, not for one owed from before', async () => {
    const before = smtp.messages.length;
    // One owed from before the erasure (a restored row whose job runs late), one asked for since.
    const stale = await prisma.subscriber.create({
      data: { tenant_id: tenantId, email: ERASED, status: 'pending', created_at: new Date(Date.now() - 86_400_000) },
    });
    const owed = await Outbox.record(prisma, {
      name: 'mail.autoresponder',
      data: { kind: 'subscriber-confirm', tenantId, subscriberId: stale.id },
    });
    await jobs.relay(owed!);
    const settled = await settledJob(jobs, 'mail', outboxJobId(owed!.id));
    expect(JSON.stringify(settled.result)).toContain('address suppressed');
    expect(smtp.messages.length).toBe(before);
    await prisma.subscriber.delete({ where: { id: stale.id } });

    const fresh = await prisma.subscriber.create({ data: { tenant_id: tenantId, email: ERASED, status: 'pending' } });
    const asked = await Outbox.record(prisma, {
      name: 'mail.autoresponder',
      data: { kind: 'subscriber-confirm', tenantId, subscriberId: fresh.id },
    });
    await jobs.relay(asked!);
    const mail = await smtp.waitFor(before);
    expect(mail.recipients).toEqual([ERASED]);
  });
});
