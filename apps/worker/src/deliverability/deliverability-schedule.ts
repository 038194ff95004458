import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { sendingDomainRecords, type SendingDomainRecord } from '@ds/mail-identity';
import { Database, type PlatformClient } from '@ds/db';
import { DELIVERABILITY_CHECK_SCHEDULER, jobOptions, QUEUES } from '@ds/jobs';
import { SweepLoop } from '../jobs/sweep-loop.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { checkedTheseRecords, PLATFORM_CHECK_ID } from './platform-records.js';

/** The hourly check, at minute 0 UTC (BullMQ cron). */
export const DELIVERABILITY_CHECK_CRON = '0 * * * *';

/**
 * When `deliverability.check` runs besides an admin's "Check again": hourly (one BullMQ job scheduler, so
 * one run an hour however many workers), and — at worker start and every DOMAINS_SWEEP_SECONDS, in every
 * worker — whenever a check is owed: none stored yet, one asked for and not answered (its enqueue failed,
 * or Redis lost it), or the stored one is of other records than this worker's configuration renders (a
 * new key, a rotation). docs/deliverability.md §2.
 */
@Injectable()
export class DeliverabilitySchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DeliverabilitySchedule.name);
  private readonly records: SendingDomainRecord[];
  private readonly checks: PlatformClient['deliverabilityCheck'];
  private readonly loop: SweepLoop;

  constructor(
    db: Database,
    private readonly jobs: WorkerJobs,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.records = sendingDomainRecords(config);
    this.checks = db.platform.deliverabilityCheck;
    this.loop = new SweepLoop('deliverability sweep', config.DOMAINS_SWEEP_SECONDS, () => this.sweep(), this.logger);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  /** Makes sure the hourly scheduler exists and queues a check when one is owed; says whether it queued one. */
  async sweep(): Promise<boolean> {
    await this.jobs
      .queue(QUEUES.domains)
      .upsertJobScheduler(
        DELIVERABILITY_CHECK_SCHEDULER,
        { pattern: DELIVERABILITY_CHECK_CRON, tz: 'UTC' },
        { name: 'deliverability.check', data: {}, opts: templateOptions() },
      );
    const row = await this.checks.findUnique({ where: { id: PLATFORM_CHECK_ID } });
    const owed = !row?.checked_at || row.requested > row.answered || !checkedTheseRecords(row.records, this.records);
    if (!owed) return false;
    // One job id: a check already waiting or running ('queued') is left alone and counts as nothing new.
    const started = (await this.jobs.runNow({ name: 'deliverability.check', data: {} })) !== 'queued';
    if (started) this.logger.log('deliverability sweep: a check of the sending-domain records is owed');
    return started;
  }
}

/** The enqueue policy of `deliverability.check` minus what a scheduler sets itself (id, delay). */
function templateOptions() {
  const { jobId: _jobId, delay: _delay, ...rest } = jobOptions({ name: 'deliverability.check', data: {} });
  return rest;
}
