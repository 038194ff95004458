import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startOutageMailbox, type AcceptedMail, type OutageMailbox } from './support/outage-mailbox.js';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis.js';
import { campaignsSettled } from './support/settled.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

const SUBSCRIBERS = 300;
/** How long SMTP stays down in the outage scenario. */
const SMTP_DOWN_MS = 45_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function report(line: string): void {
  console.log(`[campaign figures] ${line}`);
}

/** Of the `expected` recipients, how many got the campaign once, none, or more than once. */
function tally(mails: AcceptedMail[], expected: string[]) {
  const perRecipient = new Map(expected.map((to) => [to, 0]));
  for (const mail of mails) for (const to of mail.to) if (perRecipient.has(to)) perRecipient.set(to, perRecipient.get(to)! + 1);
  const counts = [...perRecipient.values()];
  return {
    delivered: counts.filter((n) => n >= 1).length,
    lost: counts.filter((n) => n === 0).length,
    duplicated: counts.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    distinctMessageIds: new Set(mails.map((m) => m.messageId)).size,
  };
}

/**
 * A campaign's send through crashes and outages, on the built api + two worker processes, a private
 * redis-server the test restarts empty, and a real SMTP server it takes down or stalls. Every count is
 * taken at the SMTP server: each confirmed subscriber gets the campaign exactly once.
 */
describe('campaign delivery: worker killed, Redis restarted empty, SMTP down — each recipient exactly once', () => {
  let redis: PrivateRedis;
  let smtp: OutageMailbox;
  let stack: Stack;
  let tenantId: string;
  let fans: string[];

  beforeAll(async () => {
    [redis, smtp] = await Promise.all([startPrivateRedis(), startOutageMailbox()]);
    stack = await startStack(
      {
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Distributor Sites <no-reply@sites.test>',
        CAMPAIGN_TICK_SECONDS: '1',
        CAMPAIGN_BATCH_SIZE: '20',
        // Slow enough that each scenario strikes mid-send (≈ 7 s for the list).
        CAMPAIGN_TENANT_RATE_PER_SECOND: '40',
        OUTBOX_RETRY_BASE_SECONDS: '2',
        OUTBOX_RETRY_MAX_SECONDS: '8',
      },
      { workers: 2 },
    );
    const signup = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Dana',
        last_name: 'Seller',
        email: 'dana@example.com',
        password: 'dana-password-1',
        subdomain: 'dana',
      }),
    });
    expect(signup.status).toBe(201);
    tenantId = ((await signup.json()) as { tenant_id: string }).tenant_id;
    // No campaign goes out without the distributor's postal address (printed in its footer).
    await stack.prisma.tenant.update({ where: { id: tenantId }, data: { address: '9 Market Street, Springfield' } });
    fans = Array.from({ length: SUBSCRIBERS }, (_, i) => `fan${i}@example.net`);
    await stack.prisma.subscriber.createMany({ data: fans.map((email) => ({ tenant_id: tenantId, email, status: 'confirmed' as const })) });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
    await redis?.close();
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
      `worker killed with SIGKILL mid-send (${inFlight} recipients claimed at the time): ${result.delivered} delivered, ${result.lost} lost, ${result.duplicated} duplicated; done ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
    expect(result).toEqual({ delivered: SUBSCRIBERS, lost: 0, duplicated: 0, distinctMessageIds: SUBSCRIBERS });
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
    report(`Redis restarted empty mid-send: ${result.delivered} delivered, ${result.lost} lost, ${result.duplicated} duplicated`);
    expect(result).toEqual({ delivered: SUBSCRIBERS, lost: 0, duplicated: 0, distinctMessageIds: SUBSCRIBERS });
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
      `SMTP down ${SMTP_DOWN_MS / 1000} s mid-send (${waiting} recipients waiting): ${result.delivered} delivered, ${result.lost} lost, ${result.duplicated} duplicated; done ${((Date.now() - downAt) / 1000).toFixed(1)} s after it went down`,
    );
    expect(result).toEqual({ delivered: SUBSCRIBERS, lost: 0, duplicated: 0, distinctMessageIds: SUBSCRIBERS });
    expect(rows).toEqual({ sent: SUBSCRIBERS });
  }, 240_000);
});
