import { Global, Inject, Module, type DynamicModule, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { JobQueue } from '@ds/jobs';
import { REDIS_PREFIX } from '../redis/redis.module.js';

/**
 * Provides the one enqueue wrapper (`JobQueue.add`) to event handlers. The Redis prefix namespaces
 * the BullMQ keys too, so test suites sharing one Redis stay apart.
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
          useFactory: (config: AppConfig, prefix: string) => new JobQueue({ url: config.REDIS_URL }, prefix),
        },
      ],
      exports: [JobQueue],
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }
}
