import { Global, Inject, Logger, Module, type DynamicModule, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { JobQueue } from '@ds/jobs';
import { commandClientOptions, REDIS_PREFIX } from '../redis/redis.module.js';
import { OutboxRelay } from './outbox-relay.js';

/**
 * Provides the one enqueue wrapper (`JobQueue`) and the outbox relay built on it. The Redis prefix
 * namespaces the BullMQ keys too, so test suites sharing one Redis stay apart. Its connection fails
 * fast like every API Redis command: a request never waits on an enqueue.
 */
@Global()
@Module({})
export class JobsModule implements OnModuleDestroy {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  static forRoot(): DynamicModule {
    return {
      module: JobsModule,
      providers: [
        {
          provide: JobQueue,
          inject: [APP_CONFIG, REDIS_PREFIX],
          useFactory: (config: AppConfig, prefix: string) => {
            const logger = new Logger(JobQueue.name);
            return new JobQueue({ url: config.REDIS_URL, ...commandClientOptions(config) }, prefix, (err) =>
              logger.warn(`redis: ${err.message}`),
            );
          },
        },
        OutboxRelay,
      ],
      exports: [JobQueue, OutboxRelay],
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }
}
