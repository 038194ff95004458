import { isUuid } from '@ds/shared';

/**
 * "Something about this tenant changed" — the one broadcast that drives every cache of tenant answers on
 * every API instance (docs/architecture.md "Tenant changed"): the tenant resolver (host → tenant), the
 * Redis site cache (by generation), the hot response cache and the HTTPS edge's certificate cache. The
 * API and the worker both announce through `announceTenantChanged`; API instances listen on
 * `tenantChangedChannel` and decode with `parseTenantChanged`.
 */
export interface TenantChange {
  tenantId: string;
  /** Hosts whose answers may change beyond the tenant's current ones (a domain removed or replaced). */
  hosts?: string[];
}

/** The pub/sub channel of tenant changes under a deployment's key prefix. */
export const tenantChangedChannel = (prefix: string): string => `${prefix}:tenant-changed`;

/** Redis key of a tenant's site-cache generation: bumping it makes every cached public answer stale at once. */
export const siteGenerationKey = (prefix: string, tenantId: string): string => `${prefix}:site:${tenantId}:generation`;

/** The slice of an ioredis client the announcement needs. */
export interface TenantChangePublisher {
  incr(key: string): Promise<number>;
  publish(channel: string, message: string): Promise<number>;
}

/** Makes the tenant's cached answers stale everywhere: a new site-cache generation, then the broadcast. */
export async function announceTenantChanged(redis: TenantChangePublisher, prefix: string, change: TenantChange): Promise<void> {
  await redis.incr(siteGenerationKey(prefix, change.tenantId));
  await redis.publish(tenantChangedChannel(prefix), JSON.stringify(change));
}

/** A broadcast message, or null when it is not one (a message from an older build carried a bare tenant id). */
export function parseTenantChanged(message: string): TenantChange | null {
  if (isUuid(message)) return { tenantId: message };
  try {
    const value = JSON.parse(message) as Partial<TenantChange>;
    if (typeof value.tenantId !== 'string') return null;
    const hosts = Array.isArray(value.hosts) ? value.hosts.filter((h): h is string => typeof h === 'string') : undefined;
    return hosts ? { tenantId: value.tenantId, hosts } : { tenantId: value.tenantId };
  } catch {
    return null;
  }
}
