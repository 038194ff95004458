import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** GET /admin/dashboard: fleet totals, pending custom domains, open messages, the newest signups and messages. */
export type AdminDashboard = Schema<'DashboardAnswer'>;

function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return typedApi.get('/admin/dashboard', { signal });
}

const dashboardQuery = () => queryOptions({ queryKey: adminKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQuery());
