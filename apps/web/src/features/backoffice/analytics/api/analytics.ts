import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tenantQueryKey, useTenantId } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';

export type AnalyticsReport = Schema<'AnalyticsAnswer'>;
type AnalyticsInterval = AnalyticsReport['interval'];

export interface AnalyticsRange {
  from: string;
  to: string;
  interval: AnalyticsInterval;
}

/** How often "visitors in the last 5 minutes" is asked again while the screen is open. */
const LIVE_POLL_MS = 15_000;

const analyticsQueryOptions = (tenantId: string, range: AnalyticsRange) =>
  queryOptions({
    queryKey: [...tenantQueryKey(tenantId, 'analytics'), range.from, range.to, range.interval],
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/analytics', { path: { tenantId }, query: range, signal }),
    placeholderData: keepPreviousData,
  });

export function useAnalytics(range: AnalyticsRange) {
  return useQuery(analyticsQueryOptions(useTenantId(), range));
}

export function useLiveVisitors() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: [...tenantQueryKey(tenantId, 'analytics'), 'live'],
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/analytics/live', { path: { tenantId }, signal }),
    refetchInterval: LIVE_POLL_MS,
  });
}
