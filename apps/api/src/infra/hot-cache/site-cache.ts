import { Inject, Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { siteGenerationKey } from '@ds/jobs';
import { REDIS, REDIS_PREFIX } from '../redis/redis.module.js';

const TTL_SECONDS = 300;

/**
 * Read-through cache of a tenant's public answers (site data and friends) in Redis, shared by every
 * API instance. Keys carry a per-tenant generation number, so invalidation is one INCR, never a key
 * scan: `TenantChanges.tenantChanged` (and the worker's `announceTenantChanged`) makes it.
 * With Redis away, reads go through and nothing is cached meanwhile; what an older entry holds expires
 * within TTL_SECONDS of Redis coming back.
 */
@Injectable()
export class SiteCache {
  private readonly logger = new Logger(SiteCache.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
  ) {}

  async getOrLoad<T>(tenantId: string, name: string, load: () => Promise<T>): Promise<T> {
    let key: string | undefined;
    try {
      const generation = (await this.redis.get(siteGenerationKey(this.prefix, tenantId))) ?? '0';
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
}
