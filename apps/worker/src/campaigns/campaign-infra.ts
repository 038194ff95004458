import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options.js';

/** The worker's Redis connection for the send-rate counters. Same key prefix as the queues. */
@Injectable()
export class CampaignRedis implements OnApplicationShutdown {
  private readonly logger = new Logger(CampaignRedis.name);
  readonly client: Redis;
  readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    this.prefix = options.prefix;
    this.client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    // Without a listener ioredis reports a Redis restart as an unhandled 'error' event.
    this.client.on('error', (err: Error) => this.logger.warn(`redis: ${err.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
