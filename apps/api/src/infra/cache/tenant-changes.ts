import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { announceTenantChanged, parseTenantChanged, tenantChangedChannel, type TenantChange } from '@ds/jobs';
import { REDIS, REDIS_PREFIX, subscribeTo } from '../redis/redis.module.js';

/** A per-process cache of tenant answers that the "tenant changed" broadcast drives. */
export interface TenantCache {
  /** Forget what this cache holds for `change.tenantId`, and for `change.hosts` whoever they belonged to. */
  forgetTenant(change: TenantChange): void;
  /** Broadcasts may have been missed (the subscription reconnected): forget everything. */
  forgetEverything(): void;
}

/**
 * "Something about this tenant changed" (docs/architecture.md "Tenant changed"): the one call every write
 * that changes a tenant's public answers makes — content, settings, publish state, status, domains,
 * signup. It makes the tenant's Redis site-cache generation new (every instance reads through at once)
 * and broadcasts the change; every API instance, this one included, then drops the tenant from each
 * registered cache: the tenant resolver (host → tenant), the hot response cache and the HTTPS edge's
 * certificate cache. The worker announces the same message (`announceTenantChanged`, packages/jobs).
 *
 * This instance forgets at once too, whatever Redis says: with Redis away the change stays saved and its
 * author sees it; other instances' in-process entries expire within their TTLs, and they forget
 * everything when their subscription comes back.
 */
@Injectable()
export class TenantChanges implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(TenantChanges.name);
  private readonly caches = new Set<TenantCache>();
  private readonly channel: string;
  private subscriber?: Redis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
  ) {
    this.channel = tenantChangedChannel(prefix);
  }

  /** Caches register themselves when they are built (infra cannot name the modules' caches). */
  register(cache: TenantCache): void {
    this.caches.add(cache);
  }

  async onModuleInit(): Promise<void> {
    this.subscriber = await subscribeTo(
      this.redis,
      [this.channel],
      (_channel, message) => {
        const change = parseTenantChanged(message);
        if (change) this.forgetLocally(change);
        else this.logger.warn(`ignored a malformed tenant-changed message: ${message.slice(0, 100)}`);
      },
      this.logger,
      () => this.caches.forEach((cache) => cache.forgetEverything()),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /**
   * The tenant's answers changed: stale everywhere from now on. `hosts`: names whose answers may change
   * beyond the tenant's current ones (a custom domain removed or replaced).
   */
  async tenantChanged(tenantId: string, options: { hosts?: string[] } = {}): Promise<void> {
    const change: TenantChange = options.hosts?.length ? { tenantId, hosts: options.hosts } : { tenantId };
    try {
      await announceTenantChanged(this.redis, this.prefix, change);
    } catch (err) {
      this.logger.warn({ err, tenantId }, 'tenant change not announced (Redis unavailable); other instances forget within their TTLs');
    } finally {
      // After the new generation: a read on this instance cannot refill a cache from the old one.
      this.forgetLocally(change);
    }
  }

  private forgetLocally(change: TenantChange): void {
    for (const cache of this.caches) cache.forgetTenant(change);
  }
}
