import type { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { PrismaClient } from '@ds/db';
import { SweepLoop } from './sweep-loop.js';
import type { WorkerJobs } from './worker-jobs.js';

/** Rows handled per sweep and schedule; a backlog larger than this drains over the next sweeps. */
export const SCHEDULE_BATCH = 5_000;

/** Jobs restored at the same time. */
const PARALLEL = 50;

/** A tenant's job of one schedule: every one is `{ tenantId }`, one job per tenant. */
export type TenantScheduledJob = 'dns.verify' | 'certificate.issue' | 'sending-domain.verify';

/** One schedule kept in PostgreSQL: which tenants have work due now, and the job that does it. */
export interface TenantSchedule<Key extends string> {
  /** Its count in the sweep's answer. */
  key: Key;
  /** What its count counts, in the sweep's log line. */
  counts: string;
  job: TenantScheduledJob;
  due(db: PrismaClient, now: Date): Promise<{ tenant_id: string }[]>;
}

/**
 * A sweeper of per-tenant schedules that PostgreSQL holds (a `next_check_at` or `next_attempt_at` column);
 * BullMQ delayed jobs are only the trigger. At worker start and every `everySeconds`, in every worker, it
 * makes sure every tenant with work due has its job (one id per tenant and job, so several workers sweeping
 * at once add nothing twice). So a Redis that lost its data (restart without persistence, failover) or a
 * failed enqueue in the API costs at most one sweep interval, never a schedule. The custom domains' and the
 * sending domains' sweepers are this with their schedules.
 */
export abstract class TenantScheduleSweeper<Key extends string> implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly loop: SweepLoop;

  protected constructor(
    /** The sweep's name in its log lines. */
    private readonly what: string,
    /** A client across tenants: the schedules are every tenant's. */
    private readonly db: PrismaClient,
    protected readonly jobs: WorkerJobs,
    everySeconds: number,
    protected readonly logger: Logger,
  ) {
    this.loop = new SweepLoop(what, everySeconds, () => this.sweep(), logger);
  }

  /** The schedules restored, in order; each one's key is in every sweep's answer. */
  protected abstract schedules(): TenantSchedule<Key>[];

  /** What a sweep does first (nothing unless a sweeper says so). */
  protected async beforeSweep(): Promise<void> {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  /** Restores the trigger of everything due; returns how many jobs it (re)queued, per schedule. */
  async sweep(now = new Date()): Promise<Record<Key, number>> {
    await this.beforeSweep();
    const counts = {} as Record<Key, number>;
    const done: string[] = [];
    for (const schedule of this.schedules()) {
      const due = await schedule.due(this.db, now);
      counts[schedule.key] = await this.requeue(
        schedule.job,
        due.map((row) => row.tenant_id),
      );
      done.push(`${counts[schedule.key]} ${schedule.counts}`);
    }
    if (Object.values<number>(counts).some(Boolean)) this.logger.log(`${this.what}: ${done.join(', ')} due`);
    return counts;
  }

  private async requeue(job: TenantScheduledJob, tenantIds: string[]): Promise<number> {
    let count = 0;
    for (let i = 0; i < tenantIds.length; i += PARALLEL) {
      const outcomes = await Promise.all(
        tenantIds.slice(i, i + PARALLEL).map((tenantId) => this.jobs.runNow({ name: job, data: { tenantId } })),
      );
      count += outcomes.filter((o) => o !== 'queued').length;
    }
    return count;
  }
}
