import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { JobQueue } from '@ds/jobs';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options.js';

/**
 * The enqueue wrapper for jobs that add follow-up jobs (the fan-out's shards). Same Redis prefix as the
 * worker's queues. Closed at application shutdown, after the job runner has let running jobs finish.
 */
@Injectable()
export class FollowUpJobs extends JobQueue implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    const logger = new Logger(FollowUpJobs.name);
    super({ url: config.REDIS_URL }, options.prefix, (err) => logger.warn(`redis: ${err.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
