import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import type { AnalyticsReport } from '../api/analytics';
import { SalesClicks } from './sales-clicks';

const counts = (visitors: number, buy_clicks: number, join_clicks = 0) => ({ visitors, pageviews: visitors * 2, buy_clicks, join_clicks });

const REPORT = {
  from: '2026-11-21',
  to: '2026-11-27',
  interval: 'day',
  totals: { ...counts(120, 9, 2), leads: 4, subscribers: 3 },
  series: [],
  top_pages: [],
  sources: [
    { source: 'facebook', ...counts(80, 7, 1), leads: 3, subscribers: 2, conversion_rate: 0.0625 },
    { source: 'Direct', ...counts(40, 2, 1), leads: 1, subscribers: 1, conversion_rate: 0.05 },
    { source: 'google.com', ...counts(5, 0), leads: 0, subscribers: 0, conversion_rate: 0 },
  ],
  campaigns: [
    { campaign: 'spring', ...counts(60, 6) },
    { campaign: 'quiet', ...counts(10, 0) },
  ],
  devices: [],
  products: [
    { product_id: '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', name: 'Protein Shake', buy_clicks: 7 },
    { product_id: '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c', name: null, buy_clicks: 2 },
  ],
} as unknown as AnalyticsReport;

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Buy and Join clicks on the Analytics screen', () => {
  it('shows the totals, clicks by product, by source and by campaign (sources and campaigns without clicks left out)', () => {
    renderScreen(<SalesClicks report={REPORT} />);
    expect(screen.getByRole('group', { name: 'Total Buy clicks' })).toHaveTextContent('Buy clicks9');
    expect(screen.getByRole('group', { name: 'Total Join clicks' })).toHaveTextContent('Join clicks2');
    expect(rowsOf('Buy clicks by product')).toEqual([
      ['Protein Shake', '7'],
      ['Deleted product', '2'],
    ]);
    expect(rowsOf('Clicks by source')).toEqual([
      ['facebook', '7', '1'],
      ['Direct', '2', '1'],
    ]);
    expect(rowsOf('Clicks by campaign')).toEqual([['spring', '6', '0']]);
  });

  it('draws a funnel per source: visitors → leads and subscribers → Buy clicks', () => {
    renderScreen(<SalesClicks report={REPORT} />);
    const facebook = within(screen.getByRole('group', { name: 'Funnel: facebook' }));
    expect(facebook.getByText('Visitors').nextSibling).toHaveTextContent('80');
    expect(facebook.getByText('Leads and subscribers').nextSibling).toHaveTextContent('5');
    expect(facebook.getByText('Buy clicks').nextSibling).toHaveTextContent('7');
    expect(screen.getAllByRole('group', { name: /^Funnel: / })).toHaveLength(3);
  });

  it('says so when nothing was clicked', () => {
    renderScreen(<SalesClicks report={{ ...REPORT, sources: [], campaigns: [], products: [] }} />);
    expect(screen.getAllByText('No clicks yet for this range.')).toHaveLength(3);
    expect(screen.queryByRole('group', { name: /^Funnel: / })).not.toBeInTheDocument();
  });

  it('names campaign emails and sequences (utm_source newsletter, sequence) in the clicks by source and the funnels, and a sequence by its name', () => {
    const welcome = { campaign: '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5d', name: 'Welcome series', ...counts(12, 3) };
    const emails = [
      { source: 'newsletter', ...counts(30, 4, 1), leads: 1, subscribers: 0, conversion_rate: 1 / 30 },
      { source: 'sequence', ...counts(12, 3), leads: 1, subscribers: 0, conversion_rate: 1 / 12 },
    ];
    renderScreen(<SalesClicks report={{ ...REPORT, sources: emails, campaigns: [welcome] }} />);
    expect(rowsOf('Clicks by source')).toEqual([
      ['Campaign emails', '4', '1'],
      ['Sequences', '3', '0'],
    ]);
    expect(within(screen.getByRole('group', { name: 'Funnel: Sequences' })).getByText('Buy clicks').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Funnel: Campaign emails' })).toBeInTheDocument();
    expect(rowsOf('Clicks by campaign')).toEqual([['Welcome series', '3', '0']]);
  });
});
