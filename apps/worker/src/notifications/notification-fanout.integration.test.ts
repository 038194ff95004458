import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import type { PrismaClient } from '@ds/db';
import { Outbox, outboxJobId, QUEUES, type JobQueue } from '@ds/jobs';
import { jobResult, until } from '../testing/waits.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { FANOUT_SHARD_SIZE, NotificationFanoutHandler } from './notification-fanout.handler.js';

jest.setTimeout(60_000);

const TENANTS = 2_500;
/** Every 10th tenant is inactive: 2,250 active, i.e. two shards of at most FANOUT_SHARD_SIZE. */
const isInactive = (n: number) => n % 10 === 0;

/** The fan-out on real PostgreSQL and Redis, through the worker's own queues. */
describe('notifications.fanout (PostgreSQL + Redis)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let app: INestApplicationContext;
  let jobs: JobQueue;
  let activeIds: string[];

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'fanout' });
    ({ prisma } = harness);
    await prisma.tenant.createMany({
      data: Array.from({ length: TENANTS }, (_, i) => ({
        subdomain: `fan${i + 1}`,
        subscription_status: isInactive(i + 1) ? ('inactive' as const) : ('active' as const),
      })),
    });
    activeIds = (
      await prisma.tenant.findMany({ where: { subscription_status: 'active' }, select: { id: true }, orderBy: { id: 'asc' } })
    ).map((t) => t.id);
    expect(activeIds.length).toBeGreaterThan(FANOUT_SHARD_SIZE);
    ({ app, jobs } = await harness.startWorker());
  });

  afterAll(() => harness?.stop());

  async function send(title: string) {
    const notification = await prisma.notification.create({ data: { title, message: `${title} body` } });
    await jobs.add({ name: 'notifications.fanout', data: { notificationId: notification.id } });
    return notification.id;
  }

  const delivered = (notificationId: string) =>
    until(
      `fan-out of ${notificationId} complete`,
      async () => {
        const row = await prisma.notification.findUniqueOrThrow({ where: { id: notificationId } });
        return row.fanout_completed_at ? row : null;
      },
      20_000,
    );

  /** What a job returned, once it has finished (the notification is marked a moment before its job ends). */
  const resultOf = (jobId: string) => jobResult(jobs, QUEUES.notifications, jobId);

  const recipientsOf = async (notificationId: string) =>
    (
      await prisma.notificationRecipient.findMany({
        where: { notification_id: notificationId },
        select: { tenant_id: true },
        orderBy: { tenant_id: 'asc' },
      })
    ).map((r) => r.tenant_id);

  it('writes exactly one inbox row per active tenant, in shard jobs, then marks the notification delivered', async () => {
    const id = await send('Launch');
    await delivered(id);
    expect(await recipientsOf(id)).toEqual(activeIds);

    expect(await resultOf(`fanout-${id}`)).toEqual({ shards: 2 });
    expect(await resultOf(`fanout-${id}-complete`)).toEqual({ recipients: activeIds.length, shards: 2 });
    const shards = await Promise.all([0, 1].map((i) => resultOf(`fanout-${id}-shard-${i}`)));
    const inserted = shards.map((r) => (r as { inserted: number }).inserted);
    expect(inserted.reduce((a, b) => a + b, 0)).toBe(activeIds.length);
    expect(inserted[0]).toBe(FANOUT_SHARD_SIZE);
  });

  it('adds nothing when any step runs again (a retry), and fills only the gaps after a partial run', async () => {
    const id = await send('Retry me');
    await delivered(id);
    const handler = app.get(NotificationFanoutHandler);

    // Each shard again: nothing new.
    const shard = { index: 0, from: null, to: null };
    expect(await handler.fanOut({ notificationId: id, step: 'shard', shard, run: `fanout-${id}` })).toEqual({ shard: 0, inserted: 0 });
    // The plan again after delivery (how an outbox row checks on a fan-out it handed to shards): nothing to do.
    expect(await handler.fanOut({ notificationId: id })).toEqual({ delivered: true, completed_at: expect.any(String) });

    // A run cut short: some rows missing and not marked delivered. The retry writes exactly the missing ones.
    const missing = activeIds.slice(100, 400);
    await prisma.notificationRecipient.deleteMany({ where: { notification_id: id, tenant_id: { in: missing } } });
    await prisma.notification.update({ where: { id }, data: { fanout_completed_at: null } });
    await jobs.add({ name: 'notifications.fanout', data: { notificationId: id }, jobId: `fanout-${id}-retry` });
    await delivered(id);
    expect(await resultOf(`fanout-${id}-retry-complete`)).toEqual({ recipients: activeIds.length, shards: 2 });
    const refilled = await Promise.all(
      [0, 1].map(async (i) => ((await resultOf(`fanout-${id}-retry-shard-${i}`)) as { inserted: number }).inserted),
    );
    expect(refilled.reduce((a, b) => a + b, 0)).toBe(missing.length);
    expect(await recipientsOf(id)).toEqual(activeIds);
    expect(await prisma.notificationRecipient.count({ where: { notification_id: id } })).toBe(activeIds.length);
  });

  it("keeps the notification's outbox row owed until the shards have completed the fan-out, then closes it", async () => {
    const notification = await prisma.notification.create({ data: { title: 'Owed', message: 'Owed body' } });
    const owed = (await Outbox.record(prisma, { name: 'notifications.fanout', data: { notificationId: notification.id } }))!;
    await jobs.relay(owed);
    await delivered(notification.id);
    expect(await recipientsOf(notification.id)).toEqual(activeIds);
    // The plan handed the ranges to shard jobs and asked to look again later: owed, not counted as a failure.
    const queue = jobs.queue(QUEUES.notifications);
    const deadline = Date.now() + 10_000;
    while ((await queue.getJobState(outboxJobId(owed.id))) !== 'delayed' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await prisma.outboxMessage.findUniqueOrThrow({ where: { id: owed.id } })).toMatchObject({ status: 'pending', attempts: 0 });
    // Its next look (brought forward): the fan-out is complete, so the row is done.
    await prisma.outboxMessage.update({ where: { id: owed.id }, data: { next_attempt_at: new Date() } });
    await (await queue.getJob(outboxJobId(owed.id)))!.promote();
    await waitForStatus(owed.id, 'done');
    expect(await prisma.notificationRecipient.count({ where: { notification_id: notification.id } })).toBe(activeIds.length);
  });

  const waitForStatus = (id: string, status: string) =>
    until(
      `outbox row ${id} ${status}`,
      async () => (await prisma.outboxMessage.findUniqueOrThrow({ where: { id } })).status === status,
      10_000,
    );

  it('skips a notification that no longer exists', async () => {
    const handler = app.get(NotificationFanoutHandler);
    expect(await handler.fanOut({ notificationId: '00000000-0000-4000-8000-000000000000' })).toBe('skipped: notification gone');
  });

  it('does a small fleet in the plan job itself', async () => {
    const keep = activeIds.slice(0, 50);
    await prisma.tenant.updateMany({ where: { id: { notIn: keep } }, data: { subscription_status: 'inactive' } });
    try {
      const id = await send('Few');
      await delivered(id);
      expect(await recipientsOf(id)).toEqual(keep);
      expect(await resultOf(`fanout-${id}`)).toEqual({ recipients: 50, shards: 1, inserted: 50 });
    } finally {
      await prisma.tenant.updateMany({ where: { id: { in: activeIds } }, data: { subscription_status: 'active' } });
    }
  });
});
