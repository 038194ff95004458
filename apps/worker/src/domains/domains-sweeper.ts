import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import { CERTIFICATE_RENEW_SCHEDULER, jobOptions, QUEUES } from '@ds/jobs';
import { SweepLoop } from '../jobs/sweep-loop.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';

/** Rows handled per sweep; a backlog larger than this drains over the next sweeps. */
const BATCH = 5_000;
/** Jobs restored at the same time. */
const PARALLEL = 50;

/**
 * PostgreSQL holds the domain schedules (`domain_verifications.next_check_at`,
 * `certificates.next_attempt_at`); BullMQ delayed jobs are only the trigger. This sweeper — at worker
 * start and every DOMAINS_SWEEP_SECONDS, in every worker — makes sure every check or order that is due
 * has its job (deterministic ids, so several workers sweeping at once add nothing twice), and that the
 * `certificate.renew` job scheduler exists. So a Redis that lost its data (restart without persistence,
 * failover) or a failed enqueue in the API costs at most one sweep interval, never a schedule.
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
    this.schedules = db.acrossTenants('domain sweeper: restores the due DNS checks and certificate orders of every tenant');
    this.loop = new SweepLoop('domain sweep', config.DOMAINS_SWEEP_SECONDS, () => this.sweep(), this.logger);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  /** Restores the trigger of everything due; returns how many jobs it (re)queued. */
  async sweep(now = new Date()): Promise<{ dns: number; certificates: number }> {
    await this.ensureRenewSchedule();
    const checks = await this.schedules.domainVerification.findMany({
      where: { next_check_at: { lte: now }, status: { in: ['pending', 'misconfigured', 'verified'] } },
      select: { tenant_id: true },
      orderBy: { next_check_at: 'asc' },
      take: BATCH,
    });
    const dns = await this.requeue(
      checks.map((c) => c.tenant_id),
      (tenantId) => this.jobs.runNow({ name: 'dns.verify', data: { tenantId } }),
    );
    let certificates = 0;
    if (acmeConfigured(this.config)) {
      const orders = await this.schedules.certificate.findMany({
        where: { next_attempt_at: { lte: now }, status: { in: ['issuing', 'failed'] } },
        select: { tenant_id: true },
        distinct: ['tenant_id'],
        take: BATCH,
      });
      certificates = await this.requeue(
        orders.map((o) => o.tenant_id),
        (tenantId) => this.jobs.runNow({ name: 'certificate.issue', data: { tenantId } }),
      );
    }
    if (dns || certificates) this.logger.log(`domain sweep: ${dns} DNS check(s) and ${certificates} certificate order(s) due`);
    return { dns, certificates };
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

  private async requeue(tenantIds: string[], run: (tenantId: string) => Promise<string>): Promise<number> {
    let count = 0;
    for (let i = 0; i < tenantIds.length; i += PARALLEL) {
      const outcomes = await Promise.all(tenantIds.slice(i, i + PARALLEL).map(run));
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
