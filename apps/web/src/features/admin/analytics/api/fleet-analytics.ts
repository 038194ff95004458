import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';

export type FleetAnalytics = Schema<'FleetAnalyticsAnswer'>;
export type ActivationFigure = Schema<'ActivationFigure'>;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC days, ending today. */
export const lastDays = (days: number, now = Date.now()) => ({ from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) });

/** GET /admin/analytics?from&to: fleet totals, top distributors, activation times. */
export function useFleetAnalytics(range: { from: string; to: string }) {
  return useQuery({
    queryKey: [...adminKeys.all, 'analytics', range.from, range.to],
    queryFn: ({ signal }) => typedApi.get('/admin/analytics', { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}
