import { Injectable, Logger } from '@nestjs/common';
import { Database, type PrismaClient } from '@ds/db';
import { JOB_ID, OUTBOX_KEY, uuidv7, type FanoutShard, type JobPayloads, type JobResult } from '@ds/jobs';
import { JobHandler, type TypedJob } from '../jobs/job-handler.decorator.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { RecheckLater } from '../infra/jobs/outcomes.js';

/** Active tenants per shard job. 10,000 tenants make 5 shards, which a few worker processes share. */
export const FANOUT_SHARD_SIZE = 2_000;
/** `mail.notification` outbox rows written per statement (and relayed per Redis round trip). */
const EMAIL_BATCH_SIZE = 500;
/** When the plan, having handed the ranges to shard jobs, looks again whether the fan-out completed. */
const FANOUT_RECHECK_MS = 30_000;

type Fanout = JobPayloads['notifications.fanout'];

/**
 * Writes one inbox row (`notification_recipients`) per active tenant for an admin's notification.
 * Every write is `INSERT … SELECT … ON CONFLICT DO NOTHING` over a tenant-id range, so a retried or
 * duplicated job adds nothing that exists; `fanout_completed_at` is set once every range is done, and
 * then, for a notification sent with `send_email`, one `mail.notification` outbox row per active
 * recipient. The plan job carries the notification's outbox row (recorded with the notification), and
 * that row stays owed until the fan-out completed — so shard jobs lost with Redis are planned again.
 * These queries cross tenants on purpose (`acrossTenants`): a platform notification goes to all of them.
 */
@Injectable()
export class NotificationFanoutHandler {
  private readonly logger = new Logger(NotificationFanoutHandler.name);
  private readonly everyTenant: PrismaClient;

  constructor(
    db: Database,
    private readonly jobs: WorkerJobs,
  ) {
    this.everyTenant = db.acrossTenants('fan-out: a platform notification reaches the inbox (and email) of every active tenant');
  }

  @JobHandler('notifications.fanout')
  async fanOut(data: Fanout, job?: Pick<TypedJob<'notifications.fanout'>, 'id'>): Promise<JobResult> {
    switch (data.step) {
      case 'shard':
        return { shard: data.shard.index, inserted: await this.insertRange(data.notificationId, data.shard) };
      case 'complete':
        return this.complete(data.notificationId, data.shards);
      default:
        // Called directly (tests), there is no job: the plan's id is the one the contract derives.
        return this.plan(data.notificationId, job?.id ?? JOB_ID['notifications.fanout'](data));
    }
  }

  /**
   * Splits the active tenants into id ranges of FANOUT_SHARD_SIZE and queues one job per range. The
   * steps carry this job's id as their `run`, from which the contract derives theirs: a retried attempt
   * re-adds the same jobs (a no-op), while a new plan job for the same notification really runs its
   * ranges again (which only fills gaps).
   * Having handed the ranges out, it asks to be run again (`RecheckLater`): the notification's outbox
   * row is done only once `fanout_completed_at` is set, and a later run re-adds what Redis lost.
   */
  private async plan(notificationId: string, planJobId: string): Promise<JobResult> {
    const notification = await this.everyTenant.notification.findUnique({
      where: { id: notificationId },
      select: { fanout_completed_at: true },
    });
    if (!notification) return 'skipped: notification gone';
    if (notification.fanout_completed_at) return { delivered: true, completed_at: notification.fanout_completed_at.toISOString() };

    const shards = await this.shards();
    if (shards.length === 1) {
      const inserted = await this.insertRange(notificationId, shards[0]);
      return { ...(await this.complete(notificationId, 1)), inserted };
    }
    await this.jobs.addFlow(
      { name: 'notifications.fanout', data: { notificationId, step: 'complete', shards: shards.length, run: planJobId } },
      shards.map((shard) => ({
        name: 'notifications.fanout' as const,
        data: { notificationId, step: 'shard' as const, shard, run: planJobId },
      })),
    );
    throw new RecheckLater(new Date(Date.now() + FANOUT_RECHECK_MS), { shards: shards.length });
  }

  /** Range boundaries: every FANOUT_SHARD_SIZE-th active tenant id starts a new range. */
  private async shards(): Promise<FanoutShard[]> {
    const starts = await this.everyTenant.$queryRaw<{ id: string }[]>`
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
    return this.everyTenant.$executeRaw`
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
   * with `send_email`, records its emails (`recordEmails`). A re-run (a retry, or a new plan job after a
   * partial run) records them again under the same dedupe keys, which adds only the missing ones.
   */
  private async complete(notificationId: string, shards: number): Promise<Exclude<JobResult, string | void>> {
    await this.everyTenant.notification.updateMany({
      where: { id: notificationId, fanout_completed_at: null },
      data: { fanout_completed_at: new Date() },
    });
    const [recipients, notification] = await Promise.all([
      this.everyTenant.notificationRecipient.count({ where: { notification_id: notificationId } }),
      this.everyTenant.notification.findUnique({ where: { id: notificationId }, select: { send_email: true } }),
    ]);
    if (!notification?.send_email) return { recipients, shards };
    return { recipients, shards, emails: await this.recordEmails(notificationId) };
  }

  /**
   * One `mail.notification` outbox row per inbox row whose tenant is active, written in batches of
   * EMAIL_BATCH_SIZE (keyset pages over tenant id) with `ON CONFLICT (dedupe_key) DO NOTHING`, so rows
   * that exist are not written twice; the new ones are relayed at once (best effort — the outbox
   * sweeper queues whatever Redis did not take). Resolves with how many emails the notification owes.
   */
  private async recordEmails(notificationId: string): Promise<number> {
    let owed = 0;
    let after: string | undefined;
    for (;;) {
      const page = await this.everyTenant.notificationRecipient.findMany({
        where: {
          notification_id: notificationId,
          tenant: { subscription_status: 'active' },
          ...(after ? { tenant_id: { gt: after } } : {}),
        },
        select: { tenant_id: true },
        orderBy: { tenant_id: 'asc' },
        take: EMAIL_BATCH_SIZE,
      });
      if (!page.length) return owed;
      const tenantIds = page.map((p) => p.tenant_id);
      // The same dedupe key `Outbox.record` would derive (OUTBOX_KEY), one per tenant.
      const keys = tenantIds.map((tenantId) => OUTBOX_KEY['mail.notification']({ notificationId, tenantId }));
      const now = new Date();
      const created = await this.everyTenant.$queryRaw<{ id: string; tenant_id: string }[]>`
        INSERT INTO outbox (id, name, payload, dedupe_key, tenant_id, next_attempt_at, created_at, updated_at)
        SELECT o.id, 'mail.notification',
               jsonb_build_object('notificationId', ${notificationId}::text, 'tenantId', o.tenant_id::text),
               o.dedupe_key, o.tenant_id, ${now}, ${now}, ${now}
        FROM unnest(${tenantIds.map(() => uuidv7())}::uuid[], ${tenantIds}::uuid[], ${keys}::text[]) AS o(id, tenant_id, dedupe_key)
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id::text AS id, tenant_id::text AS tenant_id`;
      await this.jobs
        .addBulk(
          created.map((row) => ({
            name: 'mail.notification' as const,
            data: { notificationId, tenantId: row.tenant_id },
            outboxId: row.id,
          })),
        )
        .catch((err: unknown) =>
          this.logger.warn(`notification ${notificationId}: emails recorded, not queued yet (the outbox sweeper will): ${String(err)}`),
        );
      owed += page.length;
      after = page[page.length - 1].tenant_id;
      if (page.length < EMAIL_BATCH_SIZE) return owed;
    }
  }
}
