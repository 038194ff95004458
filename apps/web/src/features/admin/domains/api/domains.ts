import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listParams, listQuery, toPagination, type ListQuery, type Pagination } from '@/features/admin/lib/paging';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import type { VerificationStatus } from '@/lib/domain-health';

/**
 * One entry of `GET /admin/domains` (docs/domains.md §6, docs/admin-api.md "Custom domains"): the tenant's
 * flags (`dns_status` verified once the storefront resolves on the domain, `custom_domain_status` once the
 * certificate is active), its verification (`none` without one), records and certificate.
 */
export type FleetDomain = Schema<'FleetDomainView'>;

/** Verifications by status (`taken`: claims stopped because another site verified the domain first). */
type FleetStats = Schema<'DomainStatsView'>;

/** The list's status filter: every domain, or those whose verification has this status. */
export type FleetFilter = 'all' | Exclude<VerificationStatus, 'none'>;

/** What the fleet list asks the server: a search (domain or subdomain), a status filter and a page. */
export interface FleetQuery extends ListQuery {
  status: FleetFilter;
}

export const fleetQuery = ({ status = 'all', ...list }: Partial<FleetQuery> = {}): FleetQuery => ({ ...listQuery(list), status });

/** One page of custom domains, the fleet-wide counts, and the query it answers. */
export interface Fleet {
  domains: FleetDomain[];
  /** The whole fleet, whatever the search and filter. */
  stats: FleetStats;
  /** `total` counts the domains matching the search and filter. */
  pagination: Pagination;
  query: FleetQuery;
}

/**
 * GET /admin/domains?search=&status=&page=&limit= → one page of custom domains (ordered by domain); the
 * server searches, filters and pages, as the fleet can be large.
 */
export async function getDomains(query: FleetQuery = fleetQuery(), signal?: AbortSignal): Promise<Fleet> {
  const status = query.status === 'all' ? undefined : query.status;
  const answer = await typedApi.get('/admin/domains', { query: { ...listParams(query), status }, signal });
  return { domains: answer.domains, stats: answer.stats, pagination: toPagination(answer.pagination, query), query };
}

export const domainsQuery = (query: FleetQuery = fleetQuery()) =>
  queryOptions({
    queryKey: adminKeys.domainsPage(query),
    queryFn: ({ signal }) => getDomains(query, signal),
    // The previous page stays on screen while the next one (or a new search or filter) loads.
    placeholderData: keepPreviousData,
  });

/** One page of the fleet list; `poll` says, after each read, how soon to read it again (false: not on a timer). */
export const useDomains = (query: FleetQuery = fleetQuery(), poll: (fleet: Fleet | undefined) => number | false = () => false) =>
  useQuery({ ...domainsQuery(query), refetchInterval: (q) => poll(q.state.data) });

/** POST /admin/domains/:tenantId/retry → `{ message, domain }` (the fresh entry). */
export type RetryResult = Schema<'DomainRetryAnswer'>;

export function retryDomain(tenantId: string): Promise<RetryResult> {
  return typedApi.post('/admin/domains/{tenantId}/retry', { path: { tenantId } });
}

/** Puts the retry's answer in place of the old row on every cached page that shows it. */
export function replaceFleetDomain(client: QueryClient, domain: FleetDomain): void {
  client.setQueriesData<Fleet>({ queryKey: adminKeys.domains }, (fleet) =>
    fleet ? { ...fleet, domains: fleet.domains.map((row) => (row.tenant_id === domain.tenant_id ? domain : row)) } : fleet,
  );
}

export function useRetryDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryDomain,
    onSuccess: ({ domain }) => {
      replaceFleetDomain(client, domain);
      void client.invalidateQueries({ queryKey: adminKeys.domains });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
