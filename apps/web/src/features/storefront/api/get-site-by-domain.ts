import { defineResource, useResource } from '../lib/use-resource';
import { api, isApiError } from '@/lib/api-client';

export interface TenantSummary {
  id: string | number;
  template_id: number | string;
  site_name?: string | null;
}

export interface SiteByDomainResponse {
  tenant: TenantSummary;
}

/** GET /site/by-domain: the tenant behind the current host (sent as X-Tenant-Domain). */
export function getSiteByDomain(signal?: AbortSignal): Promise<SiteByDomainResponse> {
  return api.get<SiteByDomainResponse>('/site/by-domain', { signal });
}

// The host → tenant mapping rarely changes during a visit.
export const siteByDomainResource = () => defineResource('/site/by-domain', () => getSiteByDomain(), 5 * 60_000);

export function useSiteByDomain() {
  return useResource(siteByDomainResource());
}

export const DEFAULT_SITE_NAME = 'Default Site';

export function siteNameOf(tenant: Pick<TenantSummary, 'site_name'> | undefined): string {
  const name = tenant?.site_name?.trim();
  return name ? name : DEFAULT_SITE_NAME;
}

/** A host with no (published, active) tenant: 404 STORE_NOT_FOUND. */
export function isStoreNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'STORE_NOT_FOUND');
}
