import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { dueChecks } from '../custom-domains/dns/verify-schedule.js';
import { TenantScheduleSweeper, type TenantSchedule } from '../jobs/tenant-schedule-sweeper.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';

const sendingDomainChecks: TenantSchedule<'sendingDomains'> = {
  key: 'sendingDomains',
  counts: 'sending-domain check(s)',
  job: 'sending-domain.verify',
  due: (db, now) => db.sendingDomain.findMany(dueChecks(now)),
};

/**
 * Restores the distributors' sending-domain checks kept in PostgreSQL (`sending_domains.next_check_at`,
 * docs/deliverability.md "A distributor's own sending domain") at worker start and every
 * DOMAINS_SWEEP_SECONDS (`TenantScheduleSweeper`).
 */
@Injectable()
export class SendingDomainsSweeper extends TenantScheduleSweeper<'sendingDomains'> {
  constructor(db: Database, jobs: WorkerJobs, @Inject(APP_CONFIG) config: AppConfig) {
    super(
      'sending-domain sweep',
      db.acrossTenants('sending-domain sweeper: restores the due sending-domain checks of every tenant'),
      jobs,
      config.DOMAINS_SWEEP_SECONDS,
      new Logger(SendingDomainsSweeper.name),
    );
  }

  protected schedules(): TenantSchedule<'sendingDomains'>[] {
    return [sendingDomainChecks];
  }
}
