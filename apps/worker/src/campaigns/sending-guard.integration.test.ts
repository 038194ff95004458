import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { Database, type PrismaClient } from '@ds/db';
import { type JobQueue } from '@ds/jobs';
import { complaintTargetOfRecipient, recordComplaint } from '@ds/mail-identity';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';
import { campaignLanesIdle, recipientCounts } from '../testing/campaign-probes.js';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { until } from '../testing/waits.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { guardVerdict, SendingGuard } from './sending-guard.js';

jest.setTimeout(120_000);

const limits = { complaintRate: 0.003, bounceRate: 0.05, minSample: 500 };

/** Where the distributor of a seeded tenant logs in, and so is emailed. */
const distributorOf = (subdomain: string) => `${subdomain}.owner@example.com`;
const seedUser = (subdomain: string) => ({ first_name: 'Jo', last_name: 'Doe', email: distributorOf(subdomain) });

/** The guard's emails an SMTP server received for this distributor (mail.sending-paused). */
const pauseNotices = (smtp: SmtpCatcher, subdomain: string) =>
  smtp.messages.filter(
    (m) => m.recipients.includes(distributorOf(subdomain)) && (m.parsed.subject ?? '').startsWith('Campaign sending paused'),
  );

/** The worker's `campaign_sending_paused_tenants` as Prometheus would scrape it, by `by`. */
async function pausedTenants(app: INestApplicationContext): Promise<Record<string, number>> {
  const gauge = app.get(WorkerMetrics).registry.getSingleMetric('campaign_sending_paused_tenants');
  const { values } = await gauge!.get();
  return Object.fromEntries(values.map((v) => [String(v.labels.by), v.value]));
}

describe('guardVerdict (the rule alone)', () => {
  it('says nothing below the minimum sample, however high the rate', () => {
    expect(guardVerdict({ handedOff: 10, complaints: 1, hardBounces: 5 }, limits)).toBeNull();
    expect(guardVerdict({ handedOff: 499, complaints: 50, hardBounces: 0 }, limits)).toBeNull();
    expect(guardVerdict({ handedOff: 0, complaints: 0, hardBounces: 0 }, { ...limits, minSample: 0 })).toBeNull();
  });

  it('pauses past the limits, not at them', () => {
    expect(guardVerdict({ handedOff: 1000, complaints: 3, hardBounces: 50 }, limits)).toBeNull();
    expect(guardVerdict({ handedOff: 1000, complaints: 4, hardBounces: 0 }, limits)).toBe(
      'Sending paused automatically: 0.4 % of your recent campaign emails were reported as spam (the limit is 0.3 %). ' +
        'An administrator will review your list and resume sending.',
    );
    expect(guardVerdict({ handedOff: 1000, complaints: 0, hardBounces: 51 }, limits)).toBe(
      'Sending paused automatically: 5.1 % of your recent campaign emails bounced (the limit is 5 %). ' +
        'An administrator will review your list and resume sending.',
    );
  });
});

/**
 * The guard on real PostgreSQL, Redis and SMTP, through the worker's own tick and lanes. The tenant rate
 * limit (20 a second) makes each send last seconds, so the rates cross their limit mid-send.
 */
describe('sending guard (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let jobs: JobQueue;
  let app: INestApplicationContext;

  beforeAll(async () => {
    harness = await WorkerHarness.start({
      label: 'guard',
      smtp: true,
      env: {
        CAMPAIGN_TICK_SECONDS: '0.2',
        CAMPAIGN_BATCH_SIZE: '5',
        CAMPAIGN_LANES: '1',
        CAMPAIGN_SMTP_CONNECTIONS: '2',
        CAMPAIGN_TENANT_RATE_PER_SECOND: '20',
        CAMPAIGN_GUARD_MIN_SAMPLE: '20',
        OUTBOX_RETRY_BASE_SECONDS: '0.5',
      },
    });
    ({ prisma, smtp } = harness);
    ({ jobs, app } = await harness.startWorker({ shutdownGraceMs: 2_000 }));
  });

  afterAll(() => harness?.stop());

  async function tenantWith(subdomain: string, emails: string[]) {
    const tenantId = await harness.seedTenant(
      {
        subdomain,
        site_name: `${subdomain}'s shop`,
        email_id: `${subdomain}@example.com`,
        address: '1 Main St, Springfield',
      },
      seedUser(subdomain),
    );
    await prisma.subscriber.createMany({ data: emails.map((email) => ({ tenant_id: tenantId, email, status: 'confirmed' as const })) });
    return tenantId;
  }
  const campaign = (tenantId: string, subject: string) =>
    prisma.campaign.create({
      data: { tenant_id: tenantId, subject, content: '<p>Hello</p>', status: 'scheduled', scheduled_at: new Date() },
    });

  /** The sends here last seconds (20 a second): a longer wait than the default. */
  const wait = <T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 40_000) => until(what, probe, timeoutMs);
  const lanesIdle = () => campaignLanesIdle(jobs, 40_000);
  const campaignRow = (id: string) => prisma.campaign.findUniqueOrThrow({ where: { id } });
  const delivered = (subject: string) => smtp.messages.filter((m) => m.parsed.subject === subject).flatMap((m) => m.recipients);
  const countsByStatus = (campaignId: string) => recipientCounts(prisma, campaignId);
  /** What the admin's resume (`POST /api/admin/tenants/:id/campaign-guard/resume`) writes. */
  const adminResumes = (tenantId: string) =>
    prisma.tenant.updateMany({
      where: { id: tenantId, campaigns_guard_paused_at: { not: null } },
      data: { campaigns_guard_paused_at: null, campaigns_guard_reason: null, campaigns_guard_resumed_at: new Date() },
    });

  it('stops a send whose complaints cross 0.3 % mid-send, says why, emails the distributor once, finishes after the resume: one email each', async () => {
    const emails = Array.from({ length: 100 }, (_, i) => `c${i}@example.com`);
    const jane = await tenantWith('jane', emails);
    const sam = await tenantWith(
      'sam',
      Array.from({ length: 10 }, (_, i) => `s${i}@example.com`),
    );
    const c = await campaign(jane, 'Complaint guard');

    // Mid-send (20 delivered of 100), one reader reports the email as spam through the feedback loop's effect.
    await wait('20 delivered', async () => delivered('Complaint guard').length >= 20);
    const reported = await prisma.campaignRecipient.findFirstOrThrow({
      where: { campaign_id: c.id, email: delivered('Complaint guard')[0] },
    });
    const target = await complaintTargetOfRecipient(new Database(prisma), reported.id);
    expect(await recordComplaint(new Database(prisma), target!)).toBe(true);

    const paused = await wait('paused by the guard', async () => {
      const row = await campaignRow(c.id);
      return row.status === 'paused' && row.status_reason?.includes('reported as spam') ? row : null;
    });
    expect(paused.status_reason).toMatch(
      /^Sending paused automatically: \d+(\.\d+)? % of your recent campaign emails were reported as spam \(the limit is 0\.3 %\)\. An administrator will review your list and resume sending\.$/,
    );
    const tenant = await prisma.tenant.findUniqueOrThrow({ where: { id: jane } });
    expect(tenant.campaigns_guard_paused_at).toBeInstanceOf(Date);
    expect(tenant.campaigns_guard_reason).toBe(paused.status_reason);

    // The distributor is told, once, with the reason and the way to their campaigns.
    const [notice] = await wait('the distributor emailed', async () =>
      pauseNotices(smtp, 'jane').length ? pauseNotices(smtp, 'jane') : null,
    );
    expect(notice.parsed.subject).toBe("Campaign sending paused for jane's shop");
    expect(notice.parsed.text).toContain(tenant.campaigns_guard_reason!);
    expect(notice.parsed.text).toContain('http://localhost:3000/backoffice/campaigns');
    expect(notice.parsed.html).toContain('href="http://localhost:3000/backoffice/campaigns"');
    expect(await pausedTenants(app)).toEqual({ guard: 1, admin: 0 });
    await lanesIdle();
    const sentWhenPaused = delivered('Complaint guard').length;
    const unsent = await prisma.campaignRecipient.count({ where: { campaign_id: c.id, status: 'queued' } });
    console.log(`[guard figures] complaints: paused after ${sentWhenPaused} of 100 delivered; ${unsent} recipient(s) left unsent`);
    expect(unsent).toBeGreaterThan(0);
    expect(sentWhenPaused + unsent).toBe(100);

    // Held: ticks keep coming, nothing more goes out; another tenant's send is not affected.
    const other = await campaign(sam, 'Another tenant');
    await wait('the other tenant sent', async () => (await campaignRow(other.id)).status === 'sent');
    expect(delivered('Another tenant')).toHaveLength(10);
    expect(delivered('Complaint guard')).toHaveLength(sentWhenPaused);
    expect((await campaignRow(c.id)).status).toBe('paused');
    // Every tick since measured jane again and found the pause already recorded: still the one email.
    expect(pauseNotices(smtp, 'jane')).toHaveLength(1);
    expect(pauseNotices(smtp, 'sam')).toHaveLength(0);
    expect(
      await prisma.outboxMessage.findMany({ where: { name: 'mail.sending-paused' }, select: { tenant_id: true, status: true } }),
    ).toEqual([{ tenant_id: jane, status: 'done' }]);

    // The admin resumes: the complaint before the resume no longer counts, the send finishes.
    expect((await adminResumes(jane)).count).toBe(1);
    await wait('sent', async () => (await campaignRow(c.id)).status === 'sent', 60_000);
    const to = delivered('Complaint guard');
    expect(to).toHaveLength(100);
    expect(new Set(to)).toEqual(new Set(emails));
    expect(await countsByStatus(c.id)).toEqual({ sent: 100 });
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: jane } })).campaigns_guard_paused_at).toBeNull();
    expect((await campaignRow(c.id)).status_reason).toBeNull();
    expect(pauseNotices(smtp, 'jane')).toHaveLength(1);
    expect(await pausedTenants(app)).toEqual({ guard: 0, admin: 0 });
    console.log(`[guard figures] complaints: ${pauseNotices(smtp, 'jane').length} pause email(s) to the distributor at the SMTP server`);
  });

  it('stops a send whose hard bounces (5xx at the relay) pass 5 %, emails the distributor once, and finishes it after the admin resumes', async () => {
    const emails = Array.from({ length: 60 }, (_, i) => `b${i}@example.com`);
    const refused = emails.slice(0, 6);
    for (const e of refused) smtp.refuse(e);
    const lee = await tenantWith('lee', emails);
    const c = await campaign(lee, 'Bounce guard');

    const paused = await wait('paused by the guard', async () => {
      const row = await campaignRow(c.id);
      return row.status === 'paused' && row.status_reason?.includes('bounced') ? row : null;
    });
    expect(paused.status_reason).toMatch(
      /^Sending paused automatically: \d+(\.\d+)? % of your recent campaign emails bounced \(the limit is 5 %\)\./,
    );
    const [notice] = await wait('the distributor emailed', async () =>
      pauseNotices(smtp, 'lee').length ? pauseNotices(smtp, 'lee') : null,
    );
    expect(notice.parsed.text).toContain(paused.status_reason!);
    await lanesIdle();
    const unsent = await prisma.campaignRecipient.count({ where: { campaign_id: c.id, status: 'queued' } });
    console.log(
      `[guard figures] bounces: paused after ${delivered('Bounce guard').length} delivered + 6 refused of 60; ${unsent} recipient(s) left unsent`,
    );
    expect(unsent).toBeGreaterThan(0);

    await adminResumes(lee);
    await wait('sent', async () => (await campaignRow(c.id)).status === 'sent', 60_000);
    const to = delivered('Bounce guard');
    expect(to).toHaveLength(54);
    expect(new Set(to)).toEqual(new Set(emails.slice(6)));
    expect(await countsByStatus(c.id)).toEqual({ sent: 54, bounced: 6 });
    expect(pauseNotices(smtp, 'lee')).toHaveLength(1);
    console.log(`[guard figures] bounces: ${pauseNotices(smtp, 'lee').length} pause email(s) to the distributor at the SMTP server`);
  });
});

/**
 * The pause email when an admin is quicker than it: the guard records the pause (and its email) while no
 * worker serves the queues, the admin resumes, then a worker starts and runs the job. Deterministic,
 * unlike racing a running worker's relay.
 */
describe('the pause email after an admin already resumed (PostgreSQL + Redis + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let guard: SendingGuard;

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'guard-resume', smtp: true, env: { CAMPAIGN_GUARD_MIN_SAMPLE: '20' } });
    ({ prisma, smtp } = harness);
    guard = new SendingGuard(harness.database(), harness.config, harness.workerJobs());
  });

  afterAll(() => harness?.stop());

  /** 20 campaign emails accepted now, one of them reported as spam (5 %: over the 0.3 % limit). */
  async function sentWithOneComplaint(tenantId: string, batch: string) {
    const campaign = await prisma.campaign.create({
      data: { tenant_id: tenantId, subject: `Sent ${batch}`, content: '<p>Hello</p>', status: 'sent', sent_at: new Date() },
    });
    const emails = Array.from({ length: 20 }, (_, i) => `${batch}${i}@example.com`);
    await prisma.subscriber.createMany({ data: emails.map((email) => ({ tenant_id: tenantId, email, status: 'confirmed' as const })) });
    const subscribers = await prisma.subscriber.findMany({ where: { tenant_id: tenantId, email: { in: emails } } });
    await prisma.campaignRecipient.createMany({
      data: subscribers.map((s, i) => ({
        tenant_id: tenantId,
        campaign_id: campaign.id,
        subscriber_id: s.id,
        email: s.email,
        status: 'sent' as const,
        sent_at: new Date(),
        complained_at: i === 0 ? new Date() : null,
      })),
    });
  }
  const pauseEmails = (tenantId: string) =>
    prisma.outboxMessage.findMany({ where: { name: 'mail.sending-paused', tenant_id: tenantId }, orderBy: { created_at: 'asc' } });

  it('sends nothing when the pause is over by the time the job runs; the next pause is told once', async () => {
    const tenantId = await harness.seedTenant(
      { subdomain: 'max', site_name: "Max's shop", email_id: 'max@example.com', address: '1 Main St, Springfield' },
      seedUser('max'),
    );
    await sentWithOneComplaint(tenantId, 'first');

    // Two ticks' measurements: one pause, one email owed.
    expect(await guard.check(tenantId)).toBe(true);
    expect(await guard.check(tenantId)).toBe(true);
    expect(await pauseEmails(tenantId)).toMatchObject([{ status: 'pending' }]);

    // The admin resumes (what `POST /api/admin/tenants/:id/campaign-guard/resume` writes) before any worker ran the job.
    await prisma.tenant.update({
      where: { id: tenantId },
      data: { campaigns_guard_paused_at: null, campaigns_guard_reason: null, campaigns_guard_resumed_at: new Date() },
    });
    const { app } = await harness.startWorker({ shutdownGraceMs: 2_000 });
    const [skipped] = await until('the email job ran', async () => {
      const rows = await pauseEmails(tenantId);
      return rows.every((r) => r.status !== 'pending') ? rows : null;
    });
    expect(skipped).toMatchObject({ status: 'skipped', last_error: 'skipped: sending resumed before the email went' });
    expect(smtp.messages).toHaveLength(0);
    expect(await pausedTenants(app)).toEqual({ guard: 0, admin: 0 });

    // New mail after the resume is as bad: a new pause, and this one is told (the worker is running now).
    await sentWithOneComplaint(tenantId, 'second');
    expect(await guard.check(tenantId)).toBe(true);
    const [notice] = await until('the distributor emailed', async () =>
      pauseNotices(smtp, 'max').length ? pauseNotices(smtp, 'max') : null,
    );
    expect(notice.parsed.subject).toBe("Campaign sending paused for Max's shop");
    expect(notice.parsed.text).toContain('of your recent campaign emails were reported as spam (the limit is 0.3 %)');
    expect(await pausedTenants(app)).toEqual({ guard: 1, admin: 0 });
    await until('the second email recorded as done', async () => (await pauseEmails(tenantId))[1]?.status === 'done');
    expect(smtp.messages).toHaveLength(1);
    console.log(
      `[guard figures] resume before the email: ${smtp.messages.length} email(s) at the SMTP server over 2 pauses (the first resumed first)`,
    );
  });
});
