import { queryOptions, useQuery } from '@tanstack/react-query';
import { toAgent, toUserStats, type Agent, type UserStats } from '@/features/admin/agents/lib/agent';
import { toContactMessage, type ContactMessage } from '@/features/admin/messages/api/messages';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { listFrom, num } from '@/features/admin/lib/data';
import { isRecord } from '@/lib/records';
import { api } from '@/lib/api-client';

export interface AdminDashboard {
  totals: UserStats;
  pendingDomains: number;
  openMessages: number;
  recentSignups: Agent[];
  recentMessages: ContactMessage[];
}

export function toDashboard(answer: unknown): AdminDashboard {
  const body = isRecord(answer) ? answer : {};
  const recentSignups = listFrom(body.recent_signups).map(toAgent);
  return {
    totals: toUserStats(body.totals, recentSignups),
    pendingDomains: num(body.pending_domains),
    openMessages: num(body.open_messages),
    recentSignups,
    recentMessages: listFrom(body.recent_messages).map(toContactMessage),
  };
}

/** GET /admin/dashboard: fleet totals, pending domains, the newest signups and messages. */
export async function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return toDashboard(await api.get<unknown>('/admin/dashboard', { signal }));
}

export const dashboardQuery = () =>
  queryOptions({ queryKey: adminKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQuery());
