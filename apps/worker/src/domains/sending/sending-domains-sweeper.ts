import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import { SweepLoop } from '../../jobs/sweep-loop.js';
import { WorkerJobs } from '../../jobs/worker-jobs.js';

/** Rows handled per sweep; a backlog larger than this drains over the next sweeps. */
const BATCH = 5_000;

/**
 * PostgreSQL holds the sending domains' schedule (`sending_domains.next_check_at`); a BullMQ delayed job
 * is only the trigger. As `DomainsSweeper` does for custom domains, every worker — at start and every
 * DOMAINS_SWEEP_SECONDS — makes sure every check that is due has its job (one id per tenant, so workers
 * sweeping at once add nothing twice).
 */
@Injectable()
export class SendingDomainsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SendingDomainsSweeper.name);
  private readonly schedules: PrismaClient;
  private readonly loop: SweepLoop;

  constructor(
    db: Database,
    private readonly jobs: WorkerJobs,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.schedules = db.acrossTenants('sending-domain sweeper: restores the due DNS checks of every tenant');
    this.loop = new SweepLoop('sending-domain sweep', config.DOMAINS_SWEEP_SECONDS, () => this.sweep(), this.logger);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  /** Restores the trigger of every due check; returns how many jobs it (re)queued. */
  async sweep(now = new Date()): Promise<number> {
    const due = await this.schedules.sendingDomain.findMany({
      where: { next_check_at: { lte: now }, status: { in: ['pending', 'misconfigured', 'verified'] } },
      select: { tenant_id: true },
      orderBy: { next_check_at: 'asc' },
      take: BATCH,
    });
    let count = 0;
    for (const { tenant_id: tenantId } of due) {
      if ((await this.jobs.runNow({ name: 'sending-domain.verify', data: { tenantId } })) !== 'queued') count += 1;
    }
    if (count) this.logger.log(`sending-domain sweep: ${count} check(s) due`);
    return count;
  }
}
