import type { AnalyticsRange, AnalyticsReport } from '../api/analytics';

export type RangePreset = '7d' | '30d' | '12m' | 'custom';

const DAY_MS = 86_400_000;
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A preset's range ending today (UTC days, as the server counts them). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now = Date.now()): AnalyticsRange {
  const today = isoDay(now);
  if (preset === '7d') return { from: isoDay(now - 6 * DAY_MS), to: today, interval: 'day' };
  if (preset === '30d') return { from: isoDay(now - 29 * DAY_MS), to: today, interval: 'day' };
  const d = new Date(now);
  return { from: isoDay(Date.UTC(d.getUTCFullYear() - 1, d.getUTCMonth() + 1, 1)), to: today, interval: 'month' };
}

/** A custom range: by hour for one or two days, by day up to about three months, by month beyond. */
export function customRange(from: string, to: string): AnalyticsRange {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return { from, to, interval: days <= 2 ? 'hour' : days > 92 ? 'month' : 'day' };
}

/** A series point's label on the chart: "14:00" (or "11-23 14:00" over two days), "2026-11-23", "2026-11". */
export function pointLabel(t: string, interval: AnalyticsRange['interval'], days: number): string {
  if (interval !== 'hour') return t;
  return days > 1 ? `${t.slice(5, 10)} ${t.slice(11, 16)}` : t.slice(11, 16);
}

/** The week before a 7-day range, for "change". */
export function previousWeek(now = Date.now()): AnalyticsRange {
  return { from: isoDay(now - 13 * DAY_MS), to: isoDay(now - 7 * DAY_MS), interval: 'day' };
}

/** Percentage change, null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

function csvCell(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The report as CSV: the series, then each breakdown, one section after the other. Web Vitals are not in
 * it: they are percentiles of a sample, not counts.
 */
export function reportCsv(report: Omit<AnalyticsReport, 'web_vitals'>): string {
  const rows: (string | number)[][] = [
    ['section', 'key', 'visitors', 'pageviews', 'leads', 'subscribers'],
    [
      'totals',
      `${report.from}..${report.to}`,
      report.totals.visitors,
      report.totals.pageviews,
      report.totals.leads,
      report.totals.subscribers,
    ],
    ...report.series.map((p) => ['series', p.t, p.visitors, p.pageviews, '', '']),
    ...report.top_pages.map((p) => ['page', p.path, p.visitors, p.pageviews, '', '']),
    ...report.sources.map((s) => ['source', s.source, s.visitors, s.pageviews, s.leads, s.subscribers]),
    ...report.campaigns.map((c) => ['campaign', c.campaign, c.visitors, c.pageviews, '', '']),
    ...report.devices.map((d) => ['device', d.device, d.visitors, d.pageviews, '', '']),
  ];
  return rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}
