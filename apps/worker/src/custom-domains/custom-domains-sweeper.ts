import { Inject, Injectable, Logger } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { CERTIFICATE_RENEW_SCHEDULER, jobOptions, QUEUES } from '@ds/jobs';
import { SCHEDULE_BATCH, TenantScheduleSweeper, type TenantSchedule } from '../jobs/tenant-schedule-sweeper.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { dueChecks } from './dns/verify-schedule.js';

type Key = 'dns' | 'certificates';

const dnsChecks: TenantSchedule<Key> = {
  key: 'dns',
  counts: 'DNS check(s)',
  job: 'dns.verify',
  due: (db, now) => db.domainVerification.findMany(dueChecks(now)),
};

const certificateOrders: TenantSchedule<Key> = {
  key: 'certificates',
  counts: 'certificate order(s)',
  job: 'certificate.issue',
  due: (db, now) =>
    db.certificate.findMany({
      where: { next_attempt_at: { lte: now }, status: { in: ['issuing', 'failed'] } },
      select: { tenant_id: true },
      distinct: ['tenant_id'],
      take: SCHEDULE_BATCH,
    }),
};

/** Without ACME nothing is ordered: no certificate is ever due. */
const noCertificateOrders: TenantSchedule<Key> = { ...certificateOrders, due: () => Promise.resolve([]) };

/**
 * Restores the custom domains' schedules kept in PostgreSQL (`TenantScheduleSweeper`), at worker start and
 * every DOMAINS_SWEEP_SECONDS: their DNS checks (`domain_verifications.next_check_at`, docs/domains.md §5)
 * and, when ACME is configured, their certificate orders (`certificates.next_attempt_at`); and makes sure
 * the `certificate.renew` job scheduler exists.
 */
@Injectable()
export class CustomDomainsSweeper extends TenantScheduleSweeper<Key> {
  constructor(
    db: Database,
    jobs: WorkerJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(
      'custom-domain sweep',
      db.acrossTenants('custom-domain sweeper: restores the due DNS checks and certificate orders of every tenant'),
      jobs,
      config.DOMAINS_SWEEP_SECONDS,
      new Logger(CustomDomainsSweeper.name),
    );
  }

  protected schedules(): TenantSchedule<Key>[] {
    return [dnsChecks, acmeConfigured(this.config) ? certificateOrders : noCertificateOrders];
  }

  protected override async beforeSweep(): Promise<void> {
    await this.ensureRenewSchedule();
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
}

/** The enqueue policy of `certificate.renew` minus what a scheduler sets itself (id, delay). */
function renewTemplateOptions() {
  const { jobId: _jobId, delay: _delay, ...rest } = jobOptions({ name: 'certificate.renew', data: {} });
  return rest;
}
