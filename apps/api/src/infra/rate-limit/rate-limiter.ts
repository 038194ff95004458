import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS, REDIS_PREFIX } from '../redis/redis.module.js';

/**
 * Fixed-window counters in Redis, so limits hold across every API instance. One Lua call per hit:
 * increment, start the window on the first hit, report the count and the window's remaining time.
 */
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
  ) {}

  async hit(bucket: string, key: string, limit: number, windowMs: number): Promise<RateLimitVerdict> {
    const [hits, ttl] = (await this.redis.eval(HIT, 1, `${this.prefix}:rate:${bucket}:${key}`, windowMs)) as [number, number];
    return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }
}
