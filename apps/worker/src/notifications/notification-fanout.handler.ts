import { Injectable } from '@nestjs/common';
import { notificationMailJobId, type FanoutShard, type JobPayloads, type JobResult } from '@ds/jobs';
import { JobHandler, type TypedJob } from '../jobs/job-handler.decorator.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { FollowUpJobs } from './fanout-queue.js';

/** Active tenants per shard job. 10,000 tenants make 5 shards, which a few worker processes share. */
export const FANOUT_SHARD_SIZE = 2_000;
/** `mail.notification` jobs added per Redis round trip when a notification is also emailed. */
export const EMAIL_BATCH_SIZE = 500;

type Fanout = JobPayloads['notifications.fanout'];

/**
 * Writes one inbox row (`notification_recipients`) per active tenant for an admin's notification.
 * Every write is `INSERT … SELECT … ON CONFLICT DO NOTHING` over a tenant-id range, so a retried or
 * duplicated job adds nothing that exists; `fanout_completed_at` is set once every range is done, and
 * then, for a notification sent with `send_email`, one `mail.notification` job per active recipient.
 * These queries cross tenants on purpose: a platform notification goes to all of them.
 */
@Injectable()
export class NotificationFanoutHandler {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: FollowUpJobs,
  ) {}

  @JobHandler('notifications.fanout')
  async fanOut(data: Fanout, job?: Pick<TypedJob<'notifications.fanout'>, 'id'>): Promise<JobResult> {
    switch (data.step) {
      case 'shard':
        return { shard: data.shard.index, inserted: await this.insertRange(data.notificationId, data.shard) };
      case 'complete':
        return this.complete(data.notificationId, data.shards);
      default:
        return this.plan(data.notificationId, job?.id ?? `fanout-${data.notificationId}`);
    }
  }

  /**
   * Splits the active tenants into id ranges of FANOUT_SHARD_SIZE and queues one job per range. The
   * follow-up job ids derive from this job's id: a retried attempt re-adds the same jobs (a no-op), while
   * a new plan job for the same notification really runs its ranges again (which only fills gaps).
   */
  private async plan(notificationId: string, planJobId: string): Promise<JobResult> {
    const notification = await this.prisma.client.notification.findUnique({ where: { id: notificationId }, select: { fanout_completed_at: true } });
    if (!notification) return 'skipped: notification gone';
    if (notification.fanout_completed_at) return 'skipped: already delivered';

    const shards = await this.shards();
    if (shards.length === 1) {
      const inserted = await this.insertRange(notificationId, shards[0]);
      return { ...(await this.complete(notificationId, 1)), inserted };
    }
    const id = (suffix: string) => `${planJobId}-${suffix}`;
    await this.jobs.addFlow(
      { name: 'notifications.fanout', data: { notificationId, step: 'complete', shards: shards.length }, jobId: id('complete') },
      shards.map((shard) => ({ name: 'notifications.fanout' as const, data: { notificationId, step: 'shard' as const, shard }, jobId: id(`shard-${shard.index}`) })),
    );
    return { shards: shards.length };
  }

  /** Range boundaries: every FANOUT_SHARD_SIZE-th active tenant id starts a new range. */
  private async shards(): Promise<FanoutShard[]> {
    const starts = await this.prisma.client.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM (
        SELECT id, row_number() OVER (ORDER BY id) AS n FROM tenants WHERE subscription_status = 'active'
      ) ranked
      WHERE n > 1 AND (n - 1) % ${FANOUT_SHARD_SIZE} = 0
      ORDER BY id`;
    const bounds = [null, ...starts.map((s) => s.id), null];
    return bounds.slice(0, -1).map((from, index) => ({ index, from, to: bounds[index + 1] }));
  }

  /** One statement per range; the unique (notification_id, tenant_id) index makes it idempotent. */
  private insertRange(notificationId: string, { from, to }: FanoutShard): Promise<number> {
    return this.prisma.client.$executeRaw`
      INSERT INTO notification_recipients (id, notification_id, tenant_id)
      SELECT gen_random_uuid(), ${notificationId}::uuid, t.id
      FROM tenants t
      WHERE t.subscription_status = 'active'
        AND (${from}::uuid IS NULL OR t.id >= ${from}::uuid)
        AND (${to}::uuid IS NULL OR t.id < ${to}::uuid)
      ON CONFLICT (notification_id, tenant_id) DO NOTHING`;
  }

  /**
   * The final step, once every range is done: marks the notification delivered and, when it was sent
   * with `send_email`, queues its emails (`enqueueEmails`). A re-run (a retry, or a new plan job after a
   * partial run) queues them again under the same job ids, which adds only the missing ones.
   */
  private async complete(notificationId: string, shards: number): Promise<Exclude<JobResult, string | void>> {
    await this.prisma.client.notification.updateMany({
      where: { id: notificationId, fanout_completed_at: null },
      data: { fanout_completed_at: new Date() },
    });
    const [recipients, notification] = await Promise.all([
      this.prisma.client.notificationRecipient.count({ where: { notification_id: notificationId } }),
      this.prisma.client.notification.findUnique({ where: { id: notificationId }, select: { send_email: true } }),
    ]);
    if (!notification?.send_email) return { recipients, shards };
    return { recipients, shards, emails: await this.enqueueEmails(notificationId) };
  }

  /**
   * One `mail.notification` job per inbox row whose tenant is active, added in batches of
   * EMAIL_BATCH_SIZE (keyset pages over tenant id). The ids are deterministic
   * (`notificationMailJobId`), so jobs that already exist are not added twice.
   */
  private async enqueueEmails(notificationId: string): Promise<number> {
    let queued = 0;
    let after: string | undefined;
    for (;;) {
      const page = await this.prisma.client.notificationRecipient.findMany({
        where: { notification_id: notificationId, tenant: { subscription_status: 'active' }, ...(after ? { tenant_id: { gt: after } } : {}) },
        select: { tenant_id: true },
        orderBy: { tenant_id: 'asc' },
        take: EMAIL_BATCH_SIZE,
      });
      if (!page.length) return queued;
      await this.jobs.addBulk(
        page.map(({ tenant_id: tenantId }) => ({
          name: 'mail.notification' as const,
          data: { notificationId, tenantId },
          jobId: notificationMailJobId(notificationId, tenantId),
        })),
      );
      queued += page.length;
      after = page[page.length - 1].tenant_id;
      if (page.length < EMAIL_BATCH_SIZE) return queued;
    }
  }
}
