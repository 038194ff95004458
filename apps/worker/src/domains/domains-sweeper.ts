import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import { CERTIFICATE_RENEW_SCHEDULER, jobOptions, QUEUES } from '@ds/jobs';
import { SweepLoop } from '../jobs/sweep-loop.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { domainSchedules, type DomainSchedule, type ScheduledJob } from './domain-schedules.js';

/** Jobs restored at the same time. */
const PARALLEL = 50;

/** How many jobs a sweep (re)queued, per schedule. */
export type SweepCounts = Record<DomainSchedule['key'], number>;

/**
 * PostgreSQL holds the domain schedules (`domain_verifications.next_check_at`, `certificates.next_attempt_at`,
 * `sending_domains.next_check_at`: `domain-schedules.ts`); BullMQ delayed jobs are only the trigger. This
 * sweeper — at worker start and every DOMAINS_SWEEP_SECONDS, in every worker — makes sure every check or
 * order that is due has its job (one id per tenant and job, so several workers sweeping at once add nothing
 * twice), and that the `certificate.renew` job scheduler exists. So a Redis that lost its data (restart
 * without persistence, failover) or a failed enqueue in the API costs at most one sweep interval, never a
 * schedule.
 */
@Injectable()
export class DomainsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DomainsSweeper.name);
  private readonly schedules: PrismaClient;
  private readonly loop: SweepLoop;

  constructor(
    db: Database,
    private readonly jobs: WorkerJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.schedules = db.acrossTenants(
      'domain sweeper: restores the due DNS checks, certificate orders and sending-domain checks of every tenant',
    );
    this.loop = new SweepLoop('domain sweep', config.DOMAINS_SWEEP_SECONDS, () => this.sweep(), this.logger);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  /** Restores the trigger of everything due; returns how many jobs it (re)queued. */
  async sweep(now = new Date()): Promise<SweepCounts> {
    await this.ensureRenewSchedule();
    const counts: SweepCounts = { dns: 0, certificates: 0, sendingDomains: 0 };
    const done: string[] = [];
    for (const schedule of domainSchedules(this.config)) {
      const due = await schedule.due(this.schedules, now);
      counts[schedule.key] = await this.requeue(
        schedule.job,
        due.map((row) => row.tenant_id),
      );
      done.push(`${counts[schedule.key]} ${schedule.counts}`);
    }
    if (Object.values(counts).some(Boolean)) this.logger.log(`domain sweep: ${done.join(', ')} due`);
    return counts;
  }

  /** Idempotent: an existing scheduler with the same pattern is left as it is; a changed pattern replaces it. */
  async ensureRenewSchedule(): Promise<void> {
    await this.jobs
      .queue(QUEUES.domains)
      .upsertJobScheduler(
        CERTIFICATE_RENEW_SCHEDULER,
        { pattern: this.config.CERTIFICATE_RENEW_CRON, tz: 'UTC' },
        { name: 'certificate.renew', data: {}, opts: renewTemplateOptions() },
      );
  }

  private async requeue(job: ScheduledJob, tenantIds: string[]): Promise<number> {
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

/** The enqueue policy of `certificate.renew` minus what a scheduler sets itself (id, delay). */
function renewTemplateOptions() {
  const { jobId: _jobId, delay: _delay, ...rest } = jobOptions({ name: 'certificate.renew', data: {} });
  return rest;
}
