import { Global, Inject, Module, type DynamicModule, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';

/** The shared ioredis client (rate limits, caches, pub/sub publishing). */
export const REDIS = Symbol('REDIS');

/** Namespace for every key this app writes; tests give each suite its own. */
export const REDIS_PREFIX = Symbol('REDIS_PREFIX');

@Global()
@Module({})
export class RedisModule implements OnModuleDestroy {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  static forRoot(options: { prefix?: string } = {}): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        { provide: REDIS_PREFIX, useValue: options.prefix ?? 'ds' },
        {
          provide: REDIS,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }),
        },
      ],
      exports: [REDIS, REDIS_PREFIX],
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
