import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import { JobQueue, type JobName, type JobPayloads } from '@ds/jobs';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options.js';
import { WorkerMetrics } from '../metrics/worker-metrics.js';

/** Due rows looked at per sweep (oldest first); a larger backlog drains over the next sweeps. */
const BATCH = 2_000;
/** Relays in flight at once. */
const PARALLEL = 100;
/** Finished rows deleted per statement, and how often pruning runs. */
const PRUNE_BATCH = 5_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The outbox's relay for the worker side. Commands fail at once while Redis is unreachable (no offline
 * queue), so a sweep during an outage ends quickly and the next one tries again.
 */
@Injectable()
export class OutboxJobs extends JobQueue implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    const logger = new Logger(OutboxJobs.name);
    super({ url: config.REDIS_URL, enableOfflineQueue: false, maxRetriesPerRequest: 1 }, options.prefix, (err) => logger.warn(`redis: ${err.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

/**
 * PostgreSQL holds the work owed (the `outbox` table); a BullMQ job is only its trigger. At worker start
 * and every OUTBOX_SWEEP_SECONDS, in every worker, this makes sure each pending row that is due has a
 * live job (`JobQueue.relay`: idempotent, job id `outbox-<id>`), so a Redis restarted empty, an API
 * whose enqueue failed, or a job BullMQ gave up on costs one sweep, never the work. Rows whose retry
 * is scheduled later are left alone until due. Once an hour it deletes rows finished more than
 * OUTBOX_RETENTION_DAYS ago.
 */
@Injectable()
export class OutboxSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxSweeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private lastPrune = 0;
  private failing = false;
  private readonly rows: PrismaClient;

  constructor(
    db: Database,
    private readonly jobs: OutboxJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: WorkerMetrics,
  ) {
    this.rows = db.acrossTenants("outbox sweeper: relays and prunes every tenant's owed work (and the platform's)");
  }

  onApplicationBootstrap(): void {
    const tick = () => {
      if (this.running) return;
      this.running = this.sweep()
        .then(() => this.pruneWhenDue())
        .then(
          () => {
            if (this.failing) this.logger.log('outbox sweep working again');
            this.failing = false;
          },
          (err: unknown) => {
            // Once per outage, not every few seconds.
            if (!this.failing) this.logger.warn(`outbox sweep failed (retrying every ${this.config.OUTBOX_SWEEP_SECONDS} s): ${err instanceof Error ? err.message : String(err)}`);
            this.failing = true;
          },
        )
        .finally(() => (this.running = undefined));
    };
    tick();
    this.timer = setInterval(tick, this.config.OUTBOX_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Relays every due pending row without a live job; returns how many jobs it (re)added. */
  async sweep(now = new Date()): Promise<number> {
    const due = await this.rows.outboxMessage.findMany({
      where: { status: 'pending', next_attempt_at: { lte: now } },
      select: { id: true, name: true, payload: true, next_attempt_at: true },
      orderBy: { next_attempt_at: 'asc' },
      take: BATCH,
    });
    let added = 0;
    for (let i = 0; i < due.length; i += PARALLEL) {
      const outcomes = await Promise.all(
        due.slice(i, i + PARALLEL).map((row) =>
          this.jobs.relay({ id: row.id, name: row.name as JobName, data: row.payload as unknown as JobPayloads[JobName], runAt: row.next_attempt_at }, now.getTime()),
        ),
      );
      added += outcomes.filter((o) => o === 'added').length;
    }
    if (added) {
      this.metrics.outboxRelays.inc(added);
      this.logger.log(`outbox sweep: ${added} job(s) re-queued of ${due.length} due`);
    }
    return added;
  }

  /** Deletes rows finished (done, skipped, failed) more than OUTBOX_RETENTION_DAYS ago. */
  async prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.OUTBOX_RETENTION_DAYS * 24 * 3600_000);
    let deleted = 0;
    for (;;) {
      const count = await this.rows.$executeRaw`
        DELETE FROM outbox WHERE id IN (
          SELECT id FROM outbox WHERE done_at < ${before} AND status <> 'pending' LIMIT ${PRUNE_BATCH}
        )`;
      deleted += count;
      if (count < PRUNE_BATCH) return deleted;
    }
  }

  private async pruneWhenDue(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    const deleted = await this.prune();
    if (deleted) this.logger.log(`outbox: deleted ${deleted} row(s) finished more than ${this.config.OUTBOX_RETENTION_DAYS} days ago`);
  }
}
