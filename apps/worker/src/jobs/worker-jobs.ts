import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { JobQueue } from '@ds/jobs';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options.js';

/**
 * The worker's one enqueue side (`JobQueue`, same Redis prefix as its queues): handlers that start
 * follow-up jobs (lanes, shards, certificate orders, mail) and the sweepers that restore lost triggers.
 * Commands fail at once while Redis is unreachable (no offline queue): a handler's enqueue then fails its
 * job, which runs again, and a sweep ends quickly and the next one tries again — PostgreSQL holds the work
 * owed either way (docs/outbox.md). Closed at application shutdown, after running jobs have finished.
 */
@Injectable()
export class WorkerJobs extends JobQueue implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    const logger = new Logger(WorkerJobs.name);
    super({ url: config.REDIS_URL, enableOfflineQueue: false, maxRetriesPerRequest: 1 }, options.prefix, (err) =>
      logger.warn(`redis: ${err.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
