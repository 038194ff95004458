import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { Tenant } from '@ds/db';
import type { TenantChange } from '@ds/jobs';
import { TenantChanges, type TenantCache } from '../../infra/cache/tenant-changes.js';
import { siteLanguageOf } from '@ds/campaign-mail';
import { classifyHost, type SiteLanguage } from '@ds/shared';
import { TenantsRepository } from './tenants.repository.js';

export interface ResolvedTenant {
  id: string;
  template_id: number;
  site_name: string | null;
  /** The site's language (the answers of its forms are in it); English when a caller did not say. */
  site_language?: SiteLanguage;
}

interface CacheEntry {
  value: ResolvedTenant | null;
  tenantId: string | null;
}

const HIT_TTL_MS = 60_000;
const MISS_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Which tenant a host name belongs to (docs/architecture.md "Accounts, tenants and tokens"): `<sub>.<BASE_DOMAIN>` by
 * subdomain, any other host by a custom domain whose DNS is verified. Unpublished or inactive tenants resolve to nothing.
 * Answers are cached per process; the "tenant changed" broadcast (`TenantChanges`) makes every instance forget a tenant's
 * hosts.
 */
@Injectable()
export class TenantResolver implements TenantCache {
  /** Least recently used hosts go first past MAX_ENTRIES; an entry lapses after its own TTL (a miss sooner). */
  private readonly cache = new LRUCache<string, CacheEntry>({ max: MAX_ENTRIES, ttl: HIT_TTL_MS });

  constructor(
    private readonly tenants: TenantsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    changes: TenantChanges,
  ) {
    changes.register(this);
  }

  async resolve(host: string): Promise<ResolvedTenant | null> {
    const key = host.trim().toLowerCase();
    const cached = this.cache.get(key);
    if (cached) return cached.value;

    const tenant = await this.lookup(key);
    const value =
      tenant && isLive(tenant)
        ? { id: tenant.id, template_id: tenant.template_id, site_name: tenant.site_name, site_language: siteLanguageOf(tenant) }
        : null;
    this.cache.set(key, { value, tenantId: tenant?.id ?? null }, { ttl: value ? HIT_TTL_MS : MISS_TTL_MS });
    return value;
  }

  /**
   * Which tenant row a host names (subdomain or custom domain), for a caller that looks the host up in a
   * query of its own (the storefront's site data, `PublicSiteService.siteDataForHost`); null when the
   * host cannot be a store, or was found not to be one moments ago.
   */
  storeHost(host: string): { subdomain: string } | { customDomain: string } | null {
    const key = host.trim().toLowerCase();
    if (this.cache.get(key)?.value === null) return null;
    const kind = classifyHost(key, this.config.BASE_DOMAIN);
    if (kind.kind === 'main') return null;
    // Only one label deep: a.b.<base> is nobody's site.
    if (kind.kind === 'subdomain') return kind.subdomain.includes('.') ? null : { subdomain: kind.subdomain };
    return { customDomain: kind.domain };
  }

  /** Keeps what such a caller found (a live tenant), so the host's other reads skip their own lookup. */
  remember(host: string, tenant: ResolvedTenant): void {
    const key = host.trim().toLowerCase();
    this.cache.set(key, { value: tenant, tenantId: tenant.id });
  }

  forgetTenant({ tenantId, hosts = [] }: TenantChange): void {
    // Misses are dropped too: a tenant that now exists (or now owns a domain) may have been a miss a moment ago.
    for (const [host, entry] of this.cache.entries())
      if (entry.tenantId === tenantId || entry.value === null || hosts.includes(host)) this.cache.delete(host);
  }

  forgetEverything(): void {
    this.cache.clear();
  }

  private lookup(host: string): Promise<Tenant | null> {
    const kind = classifyHost(host, this.config.BASE_DOMAIN);
    if (kind.kind === 'main') return Promise.resolve(null);
    if (kind.kind === 'subdomain') {
      // Only one label deep: a.b.<base> is nobody's site.
      return kind.subdomain.includes('.') ? Promise.resolve(null) : this.tenants.findBySubdomainAcrossTenants(kind.subdomain);
    }
    return this.tenants.findVerifiedOwnerAcrossTenants(kind.domain).then((t) => (t && t.domain_type === 'custom_domain' ? t : null));
  }
}

function isLive(tenant: Tenant): boolean {
  return tenant.publish_on_site && tenant.subscription_status === 'active';
}
