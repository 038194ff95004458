import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listParams, listQuery, toPagination, type ListQuery, type Pagination } from '@/features/admin/lib/paging';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** One distributor's own sending domain (docs/deliverability.md §9): From address, status and the last check. */
export type DistributorSendingDomain = Schema<'DistributorSendingDomainView'>;

/** Sending domains by status, over every distributor. */
type SendingDomainStats = Schema<'SendingDomainStatsView'>;

type SendingDomainStatus = DistributorSendingDomain['status'];

/** The list's status filter: every sending domain, or those with this status. */
export type SendingDomainFilter = 'all' | SendingDomainStatus;

/** What the list asks the server: a search (domain, subdomain or site name), a status filter and a page. */
export interface SendingDomainsQuery extends ListQuery {
  status: SendingDomainFilter;
}

export const sendingDomainsQuery = ({ status = 'all', ...list }: Partial<SendingDomainsQuery> = {}): SendingDomainsQuery => ({
  ...listQuery(list),
  status,
});

/** One page of sending domains, the counts of them all, and the query it answers. */
export interface SendingDomainsPage {
  sending_domains: DistributorSendingDomain[];
  /** Every distributor's, whatever the search and filter. */
  stats: SendingDomainStats;
  /** `total` counts the sending domains matching the search and filter. */
  pagination: Pagination;
  query: SendingDomainsQuery;
}

/** One cache entry per search, filter and page, under the screen's key. */
const sendingDomainsKey = (query: SendingDomainsQuery) => [...adminKeys.deliverability, 'sending-domains', query] as const;

/** GET /admin/deliverability/sending-domains?search=&status=&page=&limit= → one page, ordered by domain; the server filters and pages. */
async function getSendingDomains(query: SendingDomainsQuery = sendingDomainsQuery(), signal?: AbortSignal): Promise<SendingDomainsPage> {
  const status = query.status === 'all' ? undefined : query.status;
  const answer = await typedApi.get('/admin/deliverability/sending-domains', { query: { ...listParams(query), status }, signal });
  return { sending_domains: answer.sending_domains, stats: answer.stats, pagination: toPagination(answer.pagination, query), query };
}

export const useSendingDomains = (query: SendingDomainsQuery = sendingDomainsQuery()) =>
  useQuery({
    queryKey: sendingDomainsKey(query),
    queryFn: ({ signal }) => getSendingDomains(query, signal),
    // The previous page stays on screen while the next one (or a new search or filter) loads.
    placeholderData: keepPreviousData,
  });
