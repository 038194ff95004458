import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Database, type PrismaClient } from '@ds/db';
import { complaintTargetOfRecipient, recordComplaint, type JobQueue } from '@ds/jobs';
import { campaignLanesIdle, recipientCounts } from '../testing/campaign-probes.js';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { until } from '../testing/waits.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { guardVerdict } from './sending-guard.js';

jest.setTimeout(120_000);

const limits = { complaintRate: 0.003, bounceRate: 0.05, minSample: 500 };

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
    ({ jobs } = await harness.startWorker({ shutdownGraceMs: 2_000 }));
  });

  afterAll(() => harness?.stop());

  async function tenantWith(subdomain: string, emails: string[]) {
    const tenantId = await harness.seedTenant({
      subdomain,
      site_name: subdomain,
      email_id: `${subdomain}@example.com`,
      address: '1 Main St, Springfield',
    });
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

  it('stops a send whose complaints cross 0.3 % mid-send, says why, and finishes it after the admin resumes: each recipient one email', async () => {
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

    // The admin resumes: the complaint before the resume no longer counts, the send finishes.
    expect((await adminResumes(jane)).count).toBe(1);
    await wait('sent', async () => (await campaignRow(c.id)).status === 'sent', 60_000);
    const to = delivered('Complaint guard');
    expect(to).toHaveLength(100);
    expect(new Set(to)).toEqual(new Set(emails));
    expect(await countsByStatus(c.id)).toEqual({ sent: 100 });
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: jane } })).campaigns_guard_paused_at).toBeNull();
    expect((await campaignRow(c.id)).status_reason).toBeNull();
  });

  it('stops a send whose hard bounces (5xx at the relay) pass 5 %, and finishes it after the admin resumes', async () => {
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
  });
});
