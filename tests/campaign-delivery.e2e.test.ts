import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tally, tallyLine, type OutageMailbox } from './support/outage-mailbox.js';
import { startOutageStack, type OutageStack } from './support/outage-stack.js';
import type { PrivateRedis } from './support/private-redis.js';
import { reporter } from './support/report.js';
import { campaignsSettled } from './support/settled.js';
import { signUpDistributor } from './support/signup.js';
import { waitFor, type Stack } from './support/stack.js';

const SUBSCRIBERS = 300;
/** The tally of a send in which every subscriber got the campaign once, each copy its own Message-ID. */
const EXACTLY_ONCE = { delivered: SUBSCRIBERS, lost: 0, duplicated: 0, distinctMessageIds: SUBSCRIBERS, messages: SUBSCRIBERS };
/** How long SMTP stays down in the outage scenario. */
const SMTP_DOWN_MS = 45_000;

const report = reporter('campaign figures');

/**
 * A campaign's send through crashes and outages, on the built api + two worker processes, a private
 * redis-server the test restarts empty, and a real SMTP server it takes down or stalls. Every count is
 * taken at the SMTP server: each confirmed subscriber gets the campaign exactly once.
 */
describe('campaign delivery: worker killed, Redis restarted empty, SMTP down — each recipient exactly once', () => {
  let outage: OutageStack;
  let redis: PrivateRedis;
  let smtp: OutageMailbox;
  let stack: Stack;
  let tenantId: string;
  let fans: string[];

  beforeAll(async () => {
    outage = await startOutageStack({
      CAMPAIGN_TICK_SECONDS: '1',
      CAMPAIGN_BATCH_SIZE: '20',
      // Slow enough that each scenario strikes mid-send (≈ 7 s for the list).
      CAMPAIGN_TENANT_RATE_PER_SECOND: '40',
      OUTBOX_RETRY_BASE_SECONDS: '2',
      OUTBOX_RETRY_MAX_SECONDS: '8',
    });
    ({ redis, smtp, stack } = outage);
    tenantId = await signUpDistributor(stack, 'Dana');
    // No campaign goes out without the distributor's postal address (printed in its footer).
    await stack.prisma.tenant.update({ where: { id: tenantId }, data: { address: '9 Market Street, Springfield' } });
    fans = Array.from({ length: SUBSCRIBERS }, (_, i) => `fan${i}@example.net`);
    await stack.prisma.subscriber.createMany({ data: fans.map((email) => ({ tenant_id: tenantId, email, status: 'confirmed' as const })) });
  }, 90_000);

  afterAll(async () => {
    await outage?.stop();
  });

  /** Schedules a campaign for now (as the composer's "send now" does) and waits until part of it is out. */
  async function sendAndWaitForSome(subject: string, some: number) {
    const campaign = await stack.prisma.campaign.create({
      data: { tenant_id: tenantId, subject, content: `<p>${subject}</p>`, status: 'scheduled', scheduled_at: new Date() },
    });
    await smtp.waitForCount((m) => m.subject === subject, some, 30_000);
    return campaign.id;
  }

  async function finish(campaignId: string, subject: string, timeoutMs: number) {
    await waitFor(
      async () => (await stack.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).status === 'sent',
      timeoutMs,
      () => `campaign ${subject} not sent`,
    );
    // No lane left waiting, running or delayed (a killed worker's lane comes back once its lock lapses):
    // a duplicate would have been delivered by now.
    await campaignsSettled(stack, timeoutMs);
    const mails = smtp.accepted.filter((m) => m.subject === subject);
    const result = tally(mails, fans);
    const rows = await stack.prisma.campaignRecipient.groupBy({ by: ['status'], where: { campaign_id: campaignId }, _count: true });
    return { result, rows: Object.fromEntries(rows.map((r) => [r.status, r._count])) };
  }

  it('sends each recipient once when a worker is killed with SIGKILL mid-send', async () => {
    const subject = 'Kill -9 campaign';
    const id = await sendAndWaitForSome(subject, 60);
    // The relay stalls: both workers have messages handed off and unanswered. Kill one of them.
    const stall = smtp.holdAll();
    await sleep(1_000);
    const inFlight = await stack.prisma.campaignRecipient.count({ where: { campaign_id: id, status: 'sending' } });
    const killedAt = Date.now();
    await stack.kill('worker');
    // Give the server a moment to see the dead worker's connections close before it answers: a relay that
    // answered 250 to a client already gone would keep a copy the worker never recorded — the one window
    // the ledger cannot close (docs/campaigns-delivery.md §2), resent under the same Message-ID.
    await sleep(1_000);
    stall.release(); // the dead worker's copies were never acknowledged: the server drops them
    const { result, rows } = await finish(id, subject, 90_000);
    report(
      `worker killed with SIGKILL mid-send (${inFlight} recipients claimed at the time): ${tallyLine(result)}; ` +
        `done ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
    expect(result).toEqual(EXACTLY_ONCE);
    expect(rows).toEqual({ sent: SUBSCRIBERS });
    await stack.restart('worker');
  }, 180_000);

  it('sends each recipient once when Redis restarts empty mid-send', async () => {
    const subject = 'Redis restart campaign';
    const id = await sendAndWaitForSome(subject, 60);
    await redis.stop();
    await sleep(2_000);
    await redis.start();
    const { result, rows } = await finish(id, subject, 90_000);
    report(`Redis restarted empty mid-send: ${tallyLine(result)}`);
    expect(result).toEqual(EXACTLY_ONCE);
    expect(rows).toEqual({ sent: SUBSCRIBERS });
  }, 180_000);

  it(`sends each recipient once after SMTP was down for ${SMTP_DOWN_MS / 1000} s mid-send`, async () => {
    const subject = 'SMTP outage campaign';
    const id = await sendAndWaitForSome(subject, 60);
    await smtp.down();
    const downAt = Date.now();
    await sleep(SMTP_DOWN_MS);
    const waiting = await stack.prisma.campaignRecipient.count({ where: { campaign_id: id, status: 'queued' } });
    await smtp.up();
    const { result, rows } = await finish(id, subject, 120_000);
    report(
      `SMTP down ${SMTP_DOWN_MS / 1000} s mid-send (${waiting} recipients waiting): ${tallyLine(result)}; ` +
        `done ${((Date.now() - downAt) / 1000).toFixed(1)} s after it went down`,
    );
    expect(result).toEqual(EXACTLY_ONCE);
    expect(rows).toEqual({ sent: SUBSCRIBERS });
  }, 240_000);
});
