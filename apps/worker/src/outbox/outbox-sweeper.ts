import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import type { JobName, JobPayloads } from '@ds/jobs';
import { SweepLoop } from '../jobs/sweep-loop.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';

/** Due rows looked at per sweep (oldest first); a larger backlog drains over the next sweeps. */
const BATCH = 2_000;
/** Relays in flight at once. */
const PARALLEL = 100;
/** Finished rows deleted per statement, and how often pruning runs. */
const PRUNE_BATCH = 5_000;
const PRUNE_EVERY_MS = 60 * 60_000;

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
  private lastPrune = 0;
  private readonly loop: SweepLoop;
  private readonly rows: PrismaClient;

  constructor(
    db: Database,
    private readonly jobs: WorkerJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: WorkerMetrics,
  ) {
    this.rows = db.acrossTenants("outbox sweeper: relays and prunes every tenant's owed work (and the platform's)");
    this.loop = new SweepLoop('outbox sweep', config.OUTBOX_SWEEP_SECONDS, () => this.sweep().then(() => this.pruneWhenDue()), this.logger);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
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
        due
          .slice(i, i + PARALLEL)
          .map((row) =>
            this.jobs.relay(
              { id: row.id, name: row.name as JobName, data: row.payload as unknown as JobPayloads[JobName], runAt: row.next_attempt_at },
              now.getTime(),
            ),
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
