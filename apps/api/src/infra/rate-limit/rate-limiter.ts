import { Inject, Injectable, Logger } from '@nestjs/common';
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

/** Adds a signed amount to a window's counter (starting the window if new); an emptied counter goes away. */
const ADD = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[1])
if hits <= 0 then redis.call('DEL', KEYS[1]) return { 0, 0 } end
if hits == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

/** After Redis failed a hit, this long goes by on local counters before Redis is asked again. */
const DEGRADED_MS = 2_000;
/** Bound on the local counters kept during an outage (oldest windows make way). */
const MAX_LOCAL_KEYS = 50_000;

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

interface Window {
  hits: number;
  resetAt: number;
}

/**
 * `hit(bucket, key, limit, windowMs)`: counts one attempt and says whether it is within `limit` per
 * window. Counted in Redis (shared by every instance); while Redis is unreachable the same fixed windows
 * are counted in this process instead, so each instance enforces the limit on its own — a limit that
 * degrades to per-instance rather than failing the request (or letting everything through). The Redis
 * client fails fast (no offline queue, a command timeout), and after a failure Redis is left alone for
 * DEGRADED_MS, so an outage costs requests nothing.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly local = new Map<string, Window>();
  private degradedUntil = 0;
  private degraded = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
  ) {}

  async hit(bucket: string, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitVerdict> {
    const id = `${this.prefix}:rate:${bucket}:${key}`;
    if (now >= this.degradedUntil) {
      try {
        const [hits, ttl] = (await this.redis.eval(HIT, 1, id, windowMs)) as [number, number];
        if (this.degraded) this.logger.log('rate limits are counted in Redis again');
        this.degraded = false;
        this.local.clear();
        return verdict(hits, limit, ttl);
      } catch (err) {
        this.degrade(err, now);
      }
    }
    const window = this.localWindow(id, windowMs, now);
    window.hits++;
    return verdict(window.hits, limit, window.resetAt - now);
  }

  /**
   * Adds `amount` (negative: takes back) to the same counter `hit` uses and reports the count, for callers
   * that grade their answer by it (growing delays) or count only what turned out badly (a login that was
   * right gives its hit back). Same key space as `hit`, and the same per-instance fallback.
   */
  async add(bucket: string, key: string, amount: number, windowMs: number, now = Date.now()): Promise<number> {
    const id = `${this.prefix}:rate:${bucket}:${key}`;
    if (now >= this.degradedUntil) {
      try {
        const [hits] = (await this.redis.eval(ADD, 1, id, amount, windowMs)) as [number, number];
        return hits;
      } catch (err) {
        this.degrade(err, now);
      }
    }
    const window = this.localWindow(id, windowMs, now);
    window.hits = Math.max(0, window.hits + amount);
    return window.hits;
  }

  private degrade(err: unknown, now: number): void {
    if (!this.degraded)
      this.logger.warn(`Redis unavailable for rate limits (${err instanceof Error ? err.message : String(err)}); counting per instance`);
    this.degraded = true;
    this.degradedUntil = now + DEGRADED_MS;
  }

  /** This instance's counter for `id`, started afresh when its window is over. */
  private localWindow(id: string, windowMs: number, now: number): Window {
    let window = this.local.get(id);
    if (!window || window.resetAt <= now) {
      this.local.delete(id);
      if (this.local.size >= MAX_LOCAL_KEYS) this.evict(now);
      window = { hits: 0, resetAt: now + windowMs };
      this.local.set(id, window);
    }
    return window;
  }

  /** Drops expired windows; if none were, the oldest one (Map order is insertion order). */
  private evict(now: number): void {
    for (const [id, window] of this.local) if (window.resetAt <= now) this.local.delete(id);
    if (this.local.size >= MAX_LOCAL_KEYS) this.local.delete(this.local.keys().next().value as string);
  }
}

function verdict(hits: number, limit: number, ttlMs: number): RateLimitVerdict {
  return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
}
