import { Inject, Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS, REDIS_PREFIX } from '../redis/redis.module.js';
import { HotResponseCache } from './hot-response-cache.js';

const TTL_SECONDS = 300;

/**
 * Read-through cache of a tenant's public answers (site data and friends) in Redis, shared by every
 * API instance. Any content write for a tenant must call `invalidate(tenantId)`.
 * Keys carry a per-tenant generation number, so invalidation is one INCR, never a key scan.
 */
@Injectable()
export class SiteCache {
  private readonly logger = new Logger(SiteCache.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
    private readonly hot: HotResponseCache,
  ) {}

  async getOrLoad<T>(tenantId: string, name: string, load: () => Promise<T>): Promise<T> {
    let key: string | undefined;
    try {
      const generation = (await this.redis.get(this.generationKey(tenantId))) ?? '0';
      key = `${this.prefix}:site:${tenantId}:${generation}:${name}`;
      const hit = await this.redis.get(key);
      if (hit !== null) return JSON.parse(hit) as T;
    } catch (err) {
      // A cache outage must not take the storefront down with it.
      this.logger.warn({ err }, 'site cache unavailable; reading through');
    }
    const value = await load();
    if (key) await this.redis.set(key, JSON.stringify(value), 'EX', TTL_SECONDS).catch(() => undefined);
    return value;
  }

  async invalidate(tenantId: string): Promise<void> {
    await this.redis.incr(this.generationKey(tenantId));
    await this.hot.tenantChanged(tenantId);
  }

  private generationKey(tenantId: string): string {
    return `${this.prefix}:site:${tenantId}:generation`;
  }
}
