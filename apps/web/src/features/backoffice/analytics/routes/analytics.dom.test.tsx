import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport } from '@/features/backoffice/analytics/api/analytics';
import { AnalyticsRoute } from '@/features/backoffice/analytics/routes/analytics';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer, type SentRequest } from '@/test/fake-server';

const REPORT = 'GET /tenants/t-1/analytics';
const DAY_MS = 86_400_000;
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

/** A range without measured page loads (the card itself: web-vitals-card.dom.test.tsx). */
const NO_VITALS: AnalyticsReport['web_vitals'] = {
  thresholds: {
    lcp: { good: 2500, poor: 4000, unit: 'ms' },
    inp: { good: 200, poor: 500, unit: 'ms' },
    cls: { good: 0.1, poor: 0.25, unit: 'score' },
    ttfb: { good: 800, poor: 1800, unit: 'ms' },
  },
  all: { lcp: null, inp: null, cls: null, ttfb: null },
  devices: [],
  pages: [],
};

/** The report the server answers for the asked range: ten visitors a day, and one top page named after the range. */
function reportFor(request: SentRequest): AnalyticsReport {
  const from = request.query.get('from') ?? '';
  const to = request.query.get('to') ?? '';
  const interval = (request.query.get('interval') ?? 'day') as AnalyticsReport['interval'];
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return {
    from,
    to,
    interval,
    totals: { visitors: days * 10, pageviews: days * 25, leads: days, subscribers: 2, buy_clicks: days * 2, join_clicks: 1 },
    series: [{ t: from, visitors: days * 10, pageviews: days * 25, buy_clicks: days * 2, join_clicks: 1 }],
    top_pages: [
      { path: `/products?last=${String(days)}-days`, visitors: days * 10, pageviews: days * 25, buy_clicks: days * 2, join_clicks: 1 },
    ],
    sources: [
      {
        source: 'Direct',
        visitors: days * 10,
        pageviews: days * 25,
        leads: days,
        subscribers: 2,
        conversion_rate: 0.125,
        buy_clicks: days * 2,
        join_clicks: 1,
      },
    ],
    campaigns: [],
    products: [{ product_id: '00000000-0000-4000-8000-000000000001', name: 'Protein Shake', buy_clicks: days * 2 }],
    devices: [{ device: 'mobile', visitors: days * 10, pageviews: days * 25 }],
    web_vitals: NO_VITALS,
  };
}

function openAnalytics() {
  const server = fakeServer({ [REPORT]: reportFor, 'GET /tenants/t-1/analytics/live': { visitors: 3 } });
  return { server, ...renderBackofficeScreen(<AnalyticsRoute />) };
}

/** The figure under a stat card's label ("Visitors" → "70"); the chart's legend has the same words, without a figure. */
const stat = (label: string) =>
  screen
    .getAllByText(label, { selector: 'p' })
    .map((text) => text.nextElementSibling)
    .find((next) => next?.tagName === 'P')?.textContent;

const asked = (request: SentRequest) => Object.fromEntries(request.query.entries());

describe('analytics range', () => {
  beforeEach(() => {
    // The charts size themselves to their container, and jsdom lays nothing out: give elements a chart's size.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 800, height: 280 }));
  });

  it('opens on the last 7 days, asked by day, with the live visitor count', async () => {
    const { server } = openAnalytics();

    expect(await screen.findByText('/products?last=7-days')).toBeInTheDocument();
    expect(asked(server.last(REPORT))).toEqual({ from: day(6 * DAY_MS), to: day(0), interval: 'day' });
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(stat('Visitors')).toBe('70');
    expect(stat('Leads')).toBe('7');
    expect(await screen.findByText('3 visitors in the last 5 minutes')).toBeInTheDocument();
  });

  it('switching the range asks again for that range and shows its figures', async () => {
    const { server, user } = openAnalytics();
    await screen.findByText('/products?last=7-days');

    await user.click(screen.getByRole('radio', { name: '30 days' }));

    expect(await screen.findByText('/products?last=30-days')).toBeInTheDocument();
    expect(asked(server.last(REPORT))).toEqual({ from: day(29 * DAY_MS), to: day(0), interval: 'day' });
    expect(stat('Visitors')).toBe('300');
    expect(screen.queryByText('/products?last=7-days')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '12 months' }));

    await expect.poll(() => server.last(REPORT).query.get('interval')).toBe('month');
    const { from } = asked(server.last(REPORT));
    // Twelve whole months: from the first day of the month eleven months back.
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);
    const months = (Date.parse(day(0)) - Date.parse(from!)) / DAY_MS;
    expect(months).toBeGreaterThan(334);
    expect(months).toBeLessThan(366);

    // Back to a range already read: shown again without asking the server twice.
    const reads = server.sent(REPORT).length;
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(await screen.findByText('/products?last=7-days')).toBeInTheDocument();
    expect(server.sent(REPORT)).toHaveLength(reads);
  });

  it('a custom range of two days is asked by the hour', async () => {
    const { server, user } = openAnalytics();
    await screen.findByText('/products?last=7-days');

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(asked(server.last(REPORT))).toMatchObject({ from: day(13 * DAY_MS), to: day(0), interval: 'day' });

    // The browser's date picker sets the whole date at once (typing it is not how a date input is used).
    fireEvent.change(screen.getByLabelText('From'), { target: { value: day(DAY_MS) } });

    await expect.poll(() => asked(server.last(REPORT))).toEqual({ from: day(DAY_MS), to: day(0), interval: 'hour' });
    expect(await screen.findByText('/products?last=2-days')).toBeInTheDocument();
    expect(stat('Visitors')).toBe('20');
  });
});

describe('sources', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 800, height: 280 }));
  });

  it('names the platform’s own email sources: campaign emails and sequences, beside the other sources as they are', async () => {
    const source = (name: string, visitors: number, leads: number) => ({
      source: name,
      visitors,
      pageviews: visitors * 2,
      leads,
      subscribers: 0,
      conversion_rate: leads / visitors,
      buy_clicks: 0,
      join_clicks: 0,
    });
    const sources = [source('Direct', 40, 2), source('newsletter', 20, 1), source('sequence', 10, 1), source('google.com', 5, 0)];
    fakeServer({
      [REPORT]: (request: SentRequest) => ({ ...reportFor(request), sources }),
      'GET /tenants/t-1/analytics/live': { visitors: 0 },
    });
    renderBackofficeScreen(<AnalyticsRoute />);

    const table = await screen.findByRole('table', { name: 'Sources and conversion' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(rows).toEqual(['Direct', 'Campaign emails', 'Sequences', 'google.com']);
  });
});
