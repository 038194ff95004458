import { describe, expect, it } from 'vitest';
import { change, customRange, pointLabel, presetRange, reportCsv } from './ranges';

const NOW = Date.UTC(2026, 10, 23, 15);

describe('analytics ranges', () => {
  it('ends presets today and picks their interval', () => {
    expect(presetRange('7d', NOW)).toEqual({ from: '2026-11-17', to: '2026-11-23', interval: 'day' });
    expect(presetRange('30d', NOW)).toEqual({ from: '2026-10-25', to: '2026-11-23', interval: 'day' });
    expect(presetRange('12m', NOW)).toEqual({ from: '2025-12-01', to: '2026-11-23', interval: 'month' });
  });

  it('reads long custom ranges by month', () => {
    expect(customRange('2026-11-01', '2026-11-23').interval).toBe('day');
    expect(customRange('2021-01-01', '2026-11-23').interval).toBe('month');
  });

  it('reads one or two days by hour, and labels hours by their time (UTC)', () => {
    expect(customRange('2026-11-23', '2026-11-23').interval).toBe('hour');
    expect(customRange('2026-11-22', '2026-11-23').interval).toBe('hour');
    expect(customRange('2026-11-21', '2026-11-23').interval).toBe('day');
    expect(pointLabel('2026-11-23T14:00:00.000Z', 'hour', 1)).toBe('14:00');
    expect(pointLabel('2026-11-23T14:00:00.000Z', 'hour', 2)).toBe('11-23 14:00');
    expect(pointLabel('2026-11', 'month', 365)).toBe('2026-11');
  });

  it('says no change when there was nothing before', () => {
    expect(change(12, 10)).toBe(20);
    expect(change(5, 0)).toBeNull();
  });

  it('exports CSV with spreadsheet formulas defused', () => {
    const csv = reportCsv({
      from: '2026-11-17',
      to: '2026-11-23',
      interval: 'day',
      totals: { visitors: 1, pageviews: 2, leads: 0, subscribers: 0, buy_clicks: 0, join_clicks: 0 },
      series: [],
      top_pages: [{ path: '/a,b', visitors: 1, pageviews: 2, buy_clicks: 0, join_clicks: 0 }],
      sources: [{ source: '=cmd', visitors: 1, pageviews: 2, leads: 0, subscribers: 0, conversion_rate: 0, buy_clicks: 0, join_clicks: 0 }],
      campaigns: [],
      products: [],
      devices: [],
    });
    expect(csv).toContain('page,"/a,b",1,2,,');
    expect(csv).toContain("source,'=cmd,1,2,0,0");
  });
});
