import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { outboxJobId, QUEUES } from '@ds/jobs';
import { localDayAndHour } from '@ds/shared';
import { startOutageMailbox, type OutageMailbox } from './support/outage-mailbox.js';
import { mailSettled } from './support/settled.js';
import { startStack, type Stack, type StackProcess } from './support/stack.js';

const WORKERS = ['worker', 'worker-2'] as const;
const pidOf = (processedBy: string | undefined) => Number(processedBy?.split('#').pop());

/** A fixed-offset zone whose clock reads about noon now, so the digest is owed at once (and not near midnight). */
function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'UTC';
  // Etc/GMT zones count the other way round: Etc/GMT-3 is UTC+3.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/**
 * The daily follow-up digest through a real kill -9 (docs/product.md "Contacts"): the built api and two
 * worker processes scanning every second; the SMTP server holds the digest's DATA unanswered, the worker
 * sending it is killed with SIGKILL there, and Redis is wiped before the other worker looks. The digest is
 * owed in PostgreSQL (its day's row and outbox row), so the other worker sends it — once, counted at the
 * server by Message-ID — and no scan writes the day again.
 */
describe('the follow-up digest through a kill -9 mid-send and a Redis wipe', () => {
  let smtp: OutageMailbox;
  let stack: Stack;
  let queue: Queue;

  beforeAll(async () => {
    smtp = await startOutageMailbox();
    stack = await startStack(
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Distributor Sites <no-reply@sites.test>',
        FOLLOW_UP_DIGEST_SCAN_SECONDS: '1',
        OUTBOX_SWEEP_SECONDS: '1',
      },
      { workers: 2 },
    );
    queue = new Queue(QUEUES.mail, { connection: { url: stack.env.REDIS_URL }, prefix: stack.env.REDIS_PREFIX });
  }, 400_000);

  afterAll(async () => {
    await queue?.close();
    await stack?.stop();
    await smtp?.close();
  });

  it('is sent once by the surviving worker, under the same Message-ID', async () => {
    const address = 'kim@example.org';
    const held = smtp.hold();
    const zone = noonZone();
    const today = localDayAndHour(new Date(), zone).date;
    const tenant = await stack.prisma.tenant.create({ data: { subdomain: 'kimdigest', site_name: "Kim's site", time_zone: zone } });
    // Contacts first, the login last: a scan before the login would find no one to write to.
    for (const email of ['ann@example.com', 'bob@example.com'])
      await stack.prisma.contact.create({
        data: { tenant_id: tenant.id, email, name: email.split('@')[0], follow_up_on: new Date(`${today}T00:00:00Z`) },
      });
    await stack.prisma.user.create({
      data: { tenant_id: tenant.id, first_name: 'Kim', last_name: 'Lee', email: address, password_hash: 'unused' },
    });

    await held.started; // a worker is mid-send, the digest's DATA unanswered
    const row = await stack.prisma.outboxMessage.findFirstOrThrow({ where: { tenant_id: tenant.id, name: 'mail.follow-up-digest' } });
    const victimPid = pidOf((await queue.getJob(outboxJobId(row.id)))?.processedBy);
    const victim: StackProcess = WORKERS.find((name) => stack.pid(name) === victimPid)!;
    expect(victim).toBeDefined();

    await stack.kill(victim);
    await held.clientGone();
    held.release(); // the dead worker never heard the answer: the server drops that copy
    const redis = new Redis(stack.env.REDIS_URL);
    try {
      const keys = await redis.keys(`${stack.env.REDIS_PREFIX}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }

    await smtp.waitForCount((m) => m.to.includes(address), 1, 60_000);
    await mailSettled(stack, 60_000);
    // A few more scans of the surviving worker: the day is written, nothing more is owed.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const copies = smtp.to(address);
    console.log(
      `[follow-up digest] SIGKILL mid-send + Redis wiped: copies at the server ${copies.length}, ` +
        `distinct Message-IDs ${new Set(copies.map((m) => m.messageId)).size}`,
    );
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ subject: 'Follow up today: 2 contacts', messageId: `<ds.${row.id}@sites.test>` });
    expect(await stack.prisma.followUpDigest.count({ where: { tenant_id: tenant.id } })).toBe(1);
    expect(await stack.prisma.outboxMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'done', attempts: 2 });
  }, 180_000);
});
