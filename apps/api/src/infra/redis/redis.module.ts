import { Global, Inject, Logger, Module, type DynamicModule, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';

/** The shared ioredis client (rate limits, caches, pub/sub publishing). */
export const REDIS = Symbol('REDIS');

/** Namespace for every key this app writes; tests give each suite its own. */
export const REDIS_PREFIX = Symbol('REDIS_PREFIX');

/** How long boot waits for Redis before going on without it (it connects in the background). */
const BOOT_WAIT_MS = 3_000;

/** ioredis options (also BullMQ connection options) of a client that never makes a caller wait for Redis. */
export interface FailFastOptions {
  enableOfflineQueue: false;
  maxRetriesPerRequest: number;
  commandTimeout: number;
  connectTimeout: number;
  retryStrategy: (times: number) => number;
}

/**
 * The API's commands fail fast while Redis is away, so no request waits on it: ioredis would otherwise
 * keep commands in an offline queue (and retry each 20 times), holding requests for as long as the
 * outage lasts. Every caller has a fallback (rate limits per instance, caches read through, the
 * outbox's relay left to the worker's sweeper). Reconnection goes on forever, at most every 2 s.
 */
export function commandClientOptions(config: Pick<AppConfig, 'REDIS_COMMAND_TIMEOUT_MS'>): FailFastOptions {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  };
}

/** Logs a connection's trouble once per outage (ioredis reports every reconnect attempt), and its return. */
function logOutages(client: Redis, logger: Logger, label: string): void {
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger.warn(`${label}: Redis unavailable (${err.message}); carrying on without it`);
  });
  client.on('ready', () => {
    if (down) logger.log(`${label}: Redis is back`);
    down = false;
  });
}

/**
 * A pub/sub connection of its own for `channels`. Unlike the command client it keeps SUBSCRIBE in the
 * offline queue, and ioredis subscribes again after every reconnect. Boot waits for the subscription at
 * most a moment: with Redis away the app starts anyway, and subscribes once Redis is back.
 * `onReconnected` runs when the connection comes back after losing it: messages published meanwhile
 * were missed, so a cache should forget what they might have invalidated.
 */
export async function subscribeTo(
  redis: Redis,
  channels: string[],
  onMessage: (channel: string, message: string) => void,
  logger: Logger,
  onReconnected?: () => void,
): Promise<Redis> {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
  logOutages(subscriber, logger, 'subscriber');
  subscriber.on('message', onMessage);
  let connectedBefore = false;
  subscriber.on('ready', () => {
    if (connectedBefore) onReconnected?.();
    connectedBefore = true;
  });
  const subscribed = subscriber
    .subscribe(...channels)
    .catch((err: unknown) => logger.warn(`could not subscribe to ${channels.join(', ')}: ${String(err)}`));
  await Promise.race([subscribed, sleep(BOOT_WAIT_MS)]);
  return subscriber;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

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
          useFactory: async (config: AppConfig) => {
            const client = new Redis(config.REDIS_URL, commandClientOptions(config));
            logOutages(client, new Logger('Redis'), 'commands');
            // Commands before the first connection would fail; wait for it, but not for an absent Redis.
            await Promise.race([new Promise((resolve) => client.once('ready', resolve)), sleep(BOOT_WAIT_MS)]);
            return client;
          },
        },
      ],
      exports: [REDIS, REDIS_PREFIX],
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
