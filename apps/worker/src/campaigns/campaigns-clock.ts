import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { WorkerJobs } from '../jobs/worker-jobs.js';

/**
 * Makes `campaigns.tick` repeat: every worker, every CAMPAIGN_TICK_SECONDS, adds the tick job of the
 * current time slot under the slot's id (`campaigns-tick-<slot>`), so however many workers there are,
 * each slot runs one tick. Nothing lives only in Redis: a Redis restarted empty costs at most one slot
 * (unlike a BullMQ job scheduler, which would have to be noticed missing and upserted again).
 */
@Injectable()
export class CampaignsClock implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CampaignsClock.name);
  private timer?: NodeJS.Timeout;
  private readonly periodMs: number;

  constructor(
    private readonly jobs: WorkerJobs,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.periodMs = config.CAMPAIGN_TICK_SECONDS * 1000;
  }

  onApplicationBootstrap(): void {
    void this.queueTick();
    this.timer = setInterval(() => void this.queueTick(), this.periodMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async queueTick(now = Date.now()): Promise<void> {
    const slot = Math.floor(now / this.periodMs);
    await this.jobs
      .add({ name: 'campaigns.tick', data: {}, jobId: `campaigns-tick-${slot}` })
      .catch((err: unknown) => this.logger.warn(`campaigns tick not queued: ${err instanceof Error ? err.message : String(err)}`));
  }
}
