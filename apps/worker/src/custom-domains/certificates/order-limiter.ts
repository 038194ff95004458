import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { WorkerRedis } from '../../infra/redis/worker-redis.js';

/** Sliding window in one sorted set; atomic, so workers on many hosts share the budget exactly. */
const TAKE = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return 0
`;

/**
 * The global limiter on new ACME orders (docs/domains.md): at most ACME_ORDER_LIMIT orders in any
 * ACME_ORDER_WINDOW_SECONDS, across every worker — comfortably under the CA's own limit (Let's Encrypt:
 * 300 new orders per account per 3 hours). Resuming an existing order does not count.
 */
@Injectable()
export class OrderLimiter {
  constructor(
    private readonly redis: WorkerRedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** null when an order may be placed now (and is counted), else the time one may. */
  async take(now = Date.now()): Promise<Date | null> {
    const next = (await this.redis.client.eval(
      TAKE,
      1,
      `${this.redis.prefix}:acme-orders`,
      now,
      this.config.ACME_ORDER_WINDOW_SECONDS * 1000,
      this.config.ACME_ORDER_LIMIT,
      `${now}-${randomUUID()}`,
    )) as number;
    return next ? new Date(next) : null;
  }
}
