import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { Tenant } from '@ds/db';
import { cacheChannels } from '@ds/jobs';
import { REDIS, REDIS_PREFIX } from '../../infra/redis/redis.module.js';
import { HotResponseCache } from '../../infra/hot-cache/hot-response-cache.js';
import { classifyHost } from './host.js';
import { TenantsRepository } from './tenants.repository.js';

export interface ResolvedTenant {
  id: string;
  template_id: number;
  site_name: string | null;
}

interface CacheEntry {
  value: ResolvedTenant | null;
  tenantId: string | null;
  expiresAt: number;
}

const HIT_TTL_MS = 60_000;
const MISS_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Which tenant a host name belongs to (design §5): `<sub>.<BASE_DOMAIN>` by subdomain, any other host by
 * a custom domain whose DNS is verified. Unpublished or inactive tenants resolve to nothing.
 * Answers are cached per process; a change anywhere is broadcast over Redis so every instance forgets.
 */
@Injectable()
export class TenantResolver implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(TenantResolver.name);
  private readonly cache = new Map<string, CacheEntry>();
  private subscriber?: Redis;
  private readonly channel: string;

  constructor(
    private readonly tenants: TenantsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) prefix: string,
    private readonly hot: HotResponseCache,
  ) {
    this.channel = cacheChannels(prefix).tenantResolution;
  }

  async onModuleInit(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, tenantId: string) => this.forgetLocally(tenantId));
    await this.subscriber.subscribe(this.channel);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  async resolve(host: string): Promise<ResolvedTenant | null> {
    const key = host.trim().toLowerCase();
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value;

    const tenant = await this.lookup(key);
    const value = tenant && isLive(tenant) ? { id: tenant.id, template_id: tenant.template_id, site_name: tenant.site_name } : null;
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { value, tenantId: tenant?.id ?? null, expiresAt: Date.now() + (value ? HIT_TTL_MS : MISS_TTL_MS) });
    return value;
  }

  /** Call after anything that changes how a tenant resolves (publish state, status, domains, signup). */
  async forgetHostsOf(tenantId: string): Promise<void> {
    this.forgetLocally(tenantId);
    await this.hot.tenantChanged(tenantId);
    await this.redis.publish(this.channel, tenantId).catch((err: unknown) => this.logger.warn({ err }, 'cache invalidation not broadcast'));
  }

  private forgetLocally(tenantId: string): void {
    // Misses are dropped too: a tenant that now exists may have been a miss a moment ago.
    for (const [host, entry] of this.cache) if (entry.tenantId === tenantId || entry.value === null) this.cache.delete(host);
  }

  private lookup(host: string): Promise<Tenant | null> {
    const kind = classifyHost(host, this.config.BASE_DOMAIN);
    if (kind.kind === 'main') return Promise.resolve(null);
    if (kind.kind === 'subdomain') {
      // Only one label deep: a.b.<base> is nobody's site.
      return kind.subdomain.includes('.') ? Promise.resolve(null) : this.tenants.findBySubdomainAcrossTenants(kind.subdomain);
    }
    return this.tenants
      .findByCustomDomainAcrossTenants(kind.domain)
      .then((t) => (t && t.domain_type === 'custom_domain' && t.dns_status === 'verified' ? t : null));
  }
}

function isLive(tenant: Tenant): boolean {
  return tenant.publish_on_site && tenant.subscription_status === 'active';
}
