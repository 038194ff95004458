import { siteDisplayName } from '@ds/shared';
import { defineResource, useResource } from '../lib/use-resource';
import { isApiError } from '@/lib/api-client';
import { typedApi, type Schema } from '@/lib/api/typed-client';

export type TenantSummary = Schema<'SiteTenantView'>;
export type SiteByDomainResponse = Schema<'SiteByDomainAnswer'>;

/** GET /site/by-domain: the tenant behind the current host (sent as X-Tenant-Domain). */
function getSiteByDomain(signal?: AbortSignal): Promise<SiteByDomainResponse> {
  return typedApi.get('/site/by-domain', { signal });
}

// The host → tenant mapping rarely changes during a visit.
const siteByDomainResource = () => defineResource('/site/by-domain', () => getSiteByDomain(), 5 * 60_000);

export function useSiteByDomain() {
  return useResource(siteByDomainResource());
}

export function siteNameOf(tenant: Pick<TenantSummary, 'site_name'> | undefined): string {
  return siteDisplayName(tenant?.site_name);
}

/** A host with no (published, active) tenant: 404 STORE_NOT_FOUND. */
export function isStoreNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'STORE_NOT_FOUND');
}
