import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answerMessage, idOf, listFrom, num, text } from '@/features/admin/lib/data';
import { listParams, listQuery, toPagination, type ListQuery, type Pagination } from '@/features/admin/lib/paging';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { api } from '@/lib/api-client';
import {
  toCertificateState,
  toFound,
  toVerificationStatus,
  type CertificateState,
  type DnsRecordCheck,
  type VerificationStatus,
} from '@/lib/domain-health';
import { withQuery } from '@/lib/query-string';
import { isRecord, type Row } from '@/lib/records';

/** One entry of `GET /admin/domains` (docs/domains.md §6, docs/admin-api.md "Custom domains"). */
export interface FleetDomain {
  tenant_id: string;
  subdomain: string | null;
  site_name: string | null;
  domain: string;
  domain_type: string;
  /** 'verified' once the storefront resolves on the domain. */
  dns_status: string;
  /** 'verified' once the certificate is active. */
  custom_domain_status: string;
  /** `none` when the tenant has no verification yet. */
  verification_status: VerificationStatus;
  message: string | null;
  checked_at: string | null;
  next_check_at: string | null;
  records: DnsRecordCheck[];
  certificate: CertificateState;
}

export interface FleetStats {
  total: number;
  pending: number;
  verified: number;
  misconfigured: number;
  failed: number;
  certificates_active: number;
}

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

export function toFleetDomain(raw: Row): FleetDomain {
  const records = (Array.isArray(raw.records) ? raw.records : []).filter(isRecord).map(
    (record): DnsRecordCheck => ({
      type: idOf(record.type),
      name: idOf(record.name),
      value: idOf(record.value),
      found: toFound(record.found),
      ok: typeof record.ok === 'boolean' ? record.ok : undefined,
      problem: text(record.problem),
    }),
  );
  return {
    tenant_id: idOf(raw.tenant_id),
    subdomain: text(raw.subdomain),
    site_name: text(raw.site_name),
    domain: text(raw.domain) ?? '',
    domain_type: text(raw.domain_type) ?? 'custom_domain',
    dns_status: text(raw.dns_status) ?? 'pending',
    custom_domain_status: text(raw.custom_domain_status) ?? 'pending',
    verification_status: toVerificationStatus(raw.verification_status),
    message: text(raw.message),
    checked_at: text(raw.checked_at),
    next_check_at: text(raw.next_check_at),
    records,
    certificate: toCertificateState(raw.certificate),
  };
}

/** The answer's `stats`, or counts of the list itself when the server sent none. */
export function toFleetStats(raw: unknown, domains: readonly FleetDomain[]): FleetStats {
  const count = (status: VerificationStatus) => domains.filter((domain) => domain.verification_status === status).length;
  const s: Row = isRecord(raw) ? raw : {};
  return {
    total: num(s.total, domains.length),
    pending: num(s.pending, count('pending')),
    verified: num(s.verified, count('verified')),
    misconfigured: num(s.misconfigured, count('misconfigured')),
    failed: num(s.failed, count('failed')),
    certificates_active: num(s.certificates_active, domains.filter((domain) => domain.certificate.status === 'active').length),
  };
}

export function toFleet(answer: unknown, query: FleetQuery = fleetQuery()): Fleet {
  const domains = listFrom(answer, 'domains').map(toFleetDomain);
  const raw = isRecord(answer) ? answer : {};
  return { domains, stats: toFleetStats(raw.stats, domains), pagination: toPagination(raw.pagination, query, domains.length), query };
}

export const domainsPath = (query: FleetQuery): string =>
  withQuery('/admin/domains', { ...listParams(query), status: query.status === 'all' ? undefined : query.status });

/**
 * GET /admin/domains?search=&status=&page=&limit= → one page of custom domains (ordered by domain); the
 * server searches, filters and pages, as the fleet can be large.
 */
export async function getDomains(query: FleetQuery = fleetQuery(), signal?: AbortSignal): Promise<Fleet> {
  return toFleet(await api.get<unknown>(domainsPath(query), { signal }), query);
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

export interface RetryResult {
  message: string;
  domain: FleetDomain | null;
}

/** POST /admin/domains/:tenantId/retry → `{ message, domain }`. */
export async function retryDomain(tenantId: string): Promise<RetryResult> {
  const answer = await api.post<unknown>(`/admin/domains/${encodeURIComponent(tenantId)}/retry`);
  const raw = isRecord(answer) && isRecord(answer.domain) ? answer.domain : null;
  return { message: answerMessage(answer, 'Domain check queued'), domain: raw ? toFleetDomain(raw) : null };
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
      if (domain) replaceFleetDomain(client, domain);
      void client.invalidateQueries({ queryKey: adminKeys.domains });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
