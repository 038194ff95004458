import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { outboxJobId, QUEUES } from '@ds/jobs';
import { createAdmin } from './support/admin.js';
import { tally, tallyLine, type OutageMailbox } from './support/outage-mailbox.js';
import { startOutageStack, type OutageStack } from './support/outage-stack.js';
import type { PrivateRedis } from './support/private-redis.js';
import { reporter } from './support/report.js';
import { mailSettled } from './support/settled.js';
import { distributorForm, signUp } from './support/signup.js';
import { waitFor, type Stack } from './support/stack.js';

/**
 * How long SMTP stays down in the "SMTP outage" scenario: longer than the old retries lasted (they gave up
 * after ≈75 s), and long enough for several retries on the test's 2 s → 10 s schedule.
 */
const SMTP_DOWN_MS = 90_000;

/** Recovery figures (docs/operations.md "Recovery figures"), printed in the test output. */
const report = reporter('outage figures');

/**
 * The platform's work and email through outages, on the built api + two worker processes, a private
 * redis-server the test restarts empty, and a real SMTP server it takes down or makes refuse. Every count
 * is taken at the SMTP server. A worker killed mid-send: tests/worker-takeover.e2e.test.ts.
 */
describe('outages: Redis lost, SMTP down — every email exactly once', () => {
  let outage: OutageStack;
  let redis: PrivateRedis;
  let smtp: OutageMailbox;
  let stack: Stack;
  let adminToken: string;
  const distributor = 'dana@example.com';

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/api${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, body, { authorization: `Bearer ${adminToken}` });
  const onDana = (path: string, body: unknown) => call('POST', path, body, { 'x-tenant-domain': 'dana.localhost' });
  const createUser = (email: string, subdomain: string) =>
    asAdmin('POST', '/admin/create-user', { first_name: 'Owed', last_name: 'Mail', email, subdomain });

  /** Runs `tasks` `parallel` at a time, keeping their results in order. */
  async function inBatches<T>(tasks: (() => Promise<T>)[], parallel: number): Promise<T[]> {
    const results: T[] = [];
    for (let i = 0; i < tasks.length; i += parallel)
      results.push(...(await Promise.all(tasks.slice(i, i + parallel).map((task) => task()))));
    return results;
  }

  /** Creates accounts whose welcome emails are owed; every create answers 201. */
  async function owe(welcomes: string[]): Promise<void> {
    const statuses = await inBatches(
      welcomes.map((email) => async () => (await createUser(email, email.split('@')[0].replace(/[^a-z0-9]/g, ''))).status),
      5,
    );
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
  }

  beforeAll(async () => {
    outage = await startOutageStack({
      // Test-sized schedules; the defaults are 5 s, 30 s doubling to 30 min, for 48 h.
      OUTBOX_SWEEP_SECONDS: '1',
      OUTBOX_RETRY_BASE_SECONDS: '2',
      OUTBOX_RETRY_MAX_SECONDS: '10',
      // One client posts everything here; the limiter still runs (in Redis, then per instance).
      PUBLIC_FORM_RATE_LIMIT: '10000',
    });
    ({ redis, smtp, stack } = outage);
    await signUp(stack, distributorForm('Dana'));
    await createAdmin(stack, { name: 'Root', email: 'root@example.com', password: 'admin-pass-1' });
    const login = await call('POST', '/admin/login', { email: 'root@example.com', password: 'admin-pass-1' });
    expect(login.status).toBe(200);
    adminToken = ((await login.json()) as { token: string }).token;
  }, 90_000);

  afterAll(async () => {
    await outage?.stop();
  });

  it('accepts every public post while Redis restarts empty mid-burst, keeps serving reads, and sends each email once when it is back', async () => {
    const fans = Array.from({ length: 80 }, (_, i) => `fan${i}@example.net`);
    const posts = [
      ...fans.map((email) => () => onDana('/newsletters/subscribe', { email })),
      ...Array.from(
        { length: 10 },
        (_, i) => () => onDana('/site/leads', { name: `Visitor ${i}`, email: `visitor${i}@example.net`, message: `Please call me (${i})` }),
      ),
    ];
    // Interleave the leads among the subscriptions: 90 posts in 9 rounds of 10; Redis dies after round 3 and returns after round 6.
    const order = posts
      .map((post, i) => ({ post, key: i < 80 ? i : (i - 80) * 8 + 4 }))
      .sort((a, b) => a.key - b.key)
      .map((p) => p.post);
    const statuses: number[] = [];
    let readsDuringOutage = 0;
    for (let round = 0; round < 9; round++) {
      if (round === 3) await redis.stop();
      if (round === 6) await redis.start();
      statuses.push(...(await Promise.all(order.slice(round * 10, round * 10 + 10).map(async (post) => (await post()).status))));
      if (round >= 3 && round < 6) {
        const read = await call('GET', '/site/data', undefined, { 'x-tenant-domain': 'dana.localhost' });
        if (read.status === 200) readsDuringOutage++;
      }
    }
    const failed = statuses.filter((s) => s < 200 || s >= 300).length;
    report(`Redis restarted empty during a burst of 80 subscriptions + 10 leads: ${failed} of ${statuses.length} public posts failed`);
    expect(failed).toBe(0);
    expect(readsDuringOutage).toBe(3);

    await smtp.waitForCount((m) => m.to.some((to) => fans.includes(to)), 80, 90_000);
    await smtp.waitForCount((m) => m.to.includes(distributor) && m.subject.startsWith('New lead from'), 10, 30_000);
    // Nothing is owed or in flight any more: a duplicate would have been delivered by now.
    await mailSettled(stack, 90_000);
    const welcomes = tally(smtp.accepted, fans);
    const notices = smtp.accepted.filter((m) => m.to.includes(distributor) && m.subject.startsWith('New lead from'));
    // Each lead also answers its visitor (docs/product.md#leads): once each.
    const visitors = Array.from({ length: 10 }, (_, i) => `visitor${i}@example.net`);
    await smtp.waitForCount((m) => m.to.some((to) => visitors.includes(to)), 10, 30_000);
    expect(tally(smtp.accepted, visitors)).toMatchObject({ delivered: 10, lost: 0, duplicated: 0 });
    report(`  → subscription confirmation links (double opt-in): ${tallyLine(welcomes)}; lead notices: ${notices.length} of 10`);
    expect(welcomes).toEqual({ delivered: 80, lost: 0, duplicated: 0, distinctMessageIds: 80, messages: 80 });
    expect(notices).toHaveLength(10);
    expect(new Set(notices.map((m) => m.messageId)).size).toBe(10);
    expect(await stack.prisma.outboxMessage.count({ where: { status: { not: 'done' } } })).toBe(0);
  }, 180_000);

  it('shows an admin the email the mail server refused for good (550), and delivers it once on their retry', async () => {
    const refusedAddress = 'refused@example.org';
    smtp.refuse(refusedAddress);
    expect((await createUser(refusedAddress, 'refused')).status).toBe(201);
    await waitFor(
      async () => (await stack.prisma.outboxMessage.count({ where: { status: 'failed', recipient: refusedAddress } })) === 1,
      30_000,
    );

    const listed = await asAdmin('GET', '/admin/emails?status=failed&page=1&limit=10');
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as {
      emails: { id: string; recipient: string; status: string; attempts: number; last_error: string; kind: string }[];
      pagination: unknown;
    };
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 1 });
    expect(body.emails[0]).toMatchObject({
      recipient: refusedAddress,
      status: 'failed',
      attempts: 1,
      kind: 'welcome',
      last_error: expect.stringContaining('550'),
    });
    for (const query of ['page=0', 'limit=101', 'page=abc', 'status=lost'])
      expect((await asAdmin('GET', `/admin/emails?${query}`)).status).toBe(400);

    smtp.accept(refusedAddress);
    const retried = await asAdmin('POST', `/admin/emails/${body.emails[0].id}/retry`);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({
      message: 'Email queued for another try',
      email: { id: body.emails[0].id, status: 'pending' },
    });
    await smtp.waitForCount((m) => m.to.includes(refusedAddress), 1, 30_000);
    await waitFor(
      async () => (await stack.prisma.outboxMessage.findUniqueOrThrow({ where: { id: body.emails[0].id } })).status === 'done',
      10_000,
    );
    expect((await asAdmin('POST', `/admin/emails/${body.emails[0].id}/retry`)).status).toBe(409);
    expect((await asAdmin('POST', '/admin/emails/00000000-0000-4000-8000-000000000000/retry')).status).toBe(404);
    await mailSettled(stack);
    expect(smtp.to(refusedAddress)).toHaveLength(1);
    report(`SMTP 550, then an admin's retry: delivered ${smtp.to(refusedAddress).length} time(s)`);
  }, 90_000);

  it(
    `loses no email to an SMTP outage of ${SMTP_DOWN_MS / 1000} s (two workers), and sends each once when it returns`,
    async () => {
      const welcomes = Array.from({ length: 30 }, (_, i) => `smtpdown${i}@example.org`);
      await smtp.down();
      const downAt = Date.now();
      await owe(welcomes);
      await sleep(Math.max(0, downAt + SMTP_DOWN_MS - Date.now()));
      // Still owed, tried again and again, none given up.
      const rows = await stack.prisma.outboxMessage.findMany({ where: { name: 'mail.transactional', recipient: { in: welcomes } } });
      expect(rows).toHaveLength(30);
      expect(rows.filter((r) => r.status !== 'pending')).toEqual([]);
      expect(Math.min(...rows.map((r) => r.attempts))).toBeGreaterThanOrEqual(5);

      await smtp.up();
      const upAt = Date.now();
      await smtp.waitForCount((m) => m.to.some((to) => welcomes.includes(to)), 30, 60_000);
      const drained = Date.now() - upAt;
      await mailSettled(stack, 90_000);
      const result = tally(smtp.accepted, welcomes);
      report(
        `SMTP down ${Math.round(SMTP_DOWN_MS / 1000)} s with 30 welcome emails owed: ${tallyLine(result)} ` +
          `(all out ${Math.round(drained / 1000)} s after SMTP returned)`,
      );
      expect(result).toEqual({ delivered: 30, lost: 0, duplicated: 0, distinctMessageIds: 30, messages: 30 });
    },
    SMTP_DOWN_MS + 120_000,
  );

  it('restores from PostgreSQL the 40 emails waiting for their retry when SMTP is down and Redis restarts empty', async () => {
    const welcomes = Array.from({ length: 40 }, (_, i) => `redislost${i}@example.org`);
    await smtp.down();
    await owe(welcomes);
    // Every one has failed at least once and waits for its retry, as a delayed job only Redis knew.
    await waitFor(async () => {
      const rows = await stack.prisma.outboxMessage.findMany({ where: { recipient: { in: welcomes } } });
      return rows.length === 40 && rows.every((r) => r.status === 'pending' && r.attempts >= 1 && r.last_error !== null);
    }, 60_000);
    await redis.stop();
    await redis.start();
    const probe = new Redis(redis.url);
    try {
      expect(await probe.dbsize()).toBe(0); // every job is gone
    } finally {
      probe.disconnect();
    }
    // The outbox sweeper restores every one of them from PostgreSQL into the empty Redis before SMTP returns.
    const rows = await stack.prisma.outboxMessage.findMany({ where: { recipient: { in: welcomes } }, select: { id: true } });
    const mailQueue = new Queue(QUEUES.mail, { connection: { url: redis.url }, prefix: stack.env.REDIS_PREFIX });
    try {
      await waitFor(
        async () => (await Promise.all(rows.map((row) => mailQueue.getJob(outboxJobId(row.id))))).every(Boolean),
        60_000,
        () => stack.logs.slice(-30).join(''),
      );
    } finally {
      await mailQueue.close();
    }
    await smtp.up();
    await smtp.waitForCount((m) => m.to.some((to) => welcomes.includes(to)), 40, 90_000);
    await mailSettled(stack, 90_000);
    const result = tally(smtp.accepted, welcomes);
    report(`SMTP down, then Redis restarted empty while 40 emails waited for their retry: ${tallyLine(result)}`);
    expect(result).toEqual({ delivered: 40, lost: 0, duplicated: 0, distinctMessageIds: 40, messages: 40 });
  }, 240_000);
});
