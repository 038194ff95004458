import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS, REDIS_PREFIX } from '../redis/redis.module.js';

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * `hit(bucket, key, limit, windowMs)`: counts one attempt and says whether it is within `limit` per fixed
 * window — rate-limiter-flexible's counters in Redis, so every API instance shares one limit (keys
 * `<prefix>:rate:<bucket>:<hash of key>`: an email or a client's address is never written to Redis, nor to
 * a trace of its commands). While Redis is not connected the same windows are counted in this process
 * (the limiter's insurance), so each instance enforces the limit on its own — a limit that degrades to
 * per-instance rather than failing the request or letting everything through (docs/security.md). The Redis
 * client fails fast (no offline queue, a command timeout) and a client that is not ready is not even asked,
 * so an outage costs requests nothing.
 *
 * A client is counted by its network (`clientNetwork`: IPv4 address, IPv6 /64 by default).
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private degraded = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
  ) {}

  async hit(bucket: string, key: string, limit: number, windowMs: number): Promise<RateLimitVerdict> {
    const limiter = this.limiter(bucket, limit, windowMs);
    const res = await limiter.consume(hashed(key)).catch((rejected: unknown) => {
      if (rejected instanceof RateLimiterRes) return rejected;
      throw rejected;
    });
    this.noteStore();
    return { allowed: res.consumedPoints <= limit, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
  }

  /**
   * Adds `amount` (negative: takes back) to the same counter `hit` uses and reports the count, for callers
   * that grade their answer by it (growing delays) or count only what turned out badly (a login that was
   * right gives its hit back). Same key space as `hit`, and the same per-instance fallback; a counter taken
   * back to nothing goes away (never below zero, which would be extra budget).
   */
  async add(bucket: string, key: string, amount: number, windowMs: number): Promise<number> {
    // The limit plays no part in adding; one limiter per (bucket, window) serves both.
    const limiter = this.limiter(bucket, Number.MAX_SAFE_INTEGER, windowMs);
    const id = hashed(key);
    const res = amount >= 0 ? await limiter.penalty(id, amount) : await limiter.reward(id, -amount);
    this.noteStore();
    if (res.consumedPoints > 0) return res.consumedPoints;
    await limiter.delete(id);
    return 0;
  }

  private limiter(bucket: string, limit: number, windowMs: number): RateLimiterRedis {
    const id = `${bucket}|${limit}|${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = { points: limit, duration: Math.max(1, Math.round(windowMs / 1000)), keyPrefix: `${this.prefix}:rate:${bucket}` };
      limiter = new RateLimiterRedis({
        ...options,
        storeClient: this.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** One log line when limits start being counted per instance, one when Redis counts them again. */
  private noteStore(): void {
    const degraded = this.redis.status !== 'ready';
    if (degraded === this.degraded) return;
    this.degraded = degraded;
    if (degraded) this.logger.warn(`Redis unavailable for rate limits (${this.redis.status}); counting per instance`);
    else this.logger.log('rate limits are counted in Redis again');
  }
}

/** A counter's key as stored: 128 bits of SHA-256, enough to keep clients apart, naming nobody. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}
