import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import type { AnalyticsReport } from '../api/analytics';
import { WebVitalsCard } from './web-vitals-card';

type WebVitals = AnalyticsReport['web_vitals'];

/** The rating a value is colored by (its badge's). */
const ratingOf = (value: HTMLElement) => value.closest('[data-rating]')?.getAttribute('data-rating');

const THRESHOLDS: WebVitals['thresholds'] = {
  lcp: { good: 2500, poor: 4000, unit: 'ms' },
  inp: { good: 200, poor: 500, unit: 'ms' },
  cls: { good: 0.1, poor: 0.25, unit: 'score' },
  ttfb: { good: 800, poor: 1800, unit: 'ms' },
};
const VITALS: WebVitals = {
  thresholds: THRESHOLDS,
  all: {
    lcp: { p75: 2100, samples: 40, rating: 'good' },
    inp: { p75: 320, samples: 12, rating: 'needs-improvement' },
    cls: { p75: 0, samples: 40, rating: 'good' },
    ttfb: { p75: 2400, samples: 40, rating: 'poor' },
  },
  devices: [
    {
      device: 'mobile',
      lcp: { p75: 4600, samples: 25, rating: 'poor' },
      inp: null,
      cls: { p75: 0.02, samples: 25, rating: 'good' },
      ttfb: null,
    },
    { device: 'desktop', lcp: { p75: 900, samples: 15, rating: 'good' }, inp: null, cls: null, ttfb: null },
  ],
  pages: [{ path: '/products', samples: 30, lcp: { p75: 2300, samples: 30, rating: 'good' }, inp: null, cls: null, ttfb: null }],
};

describe('Visitor experience card', () => {
  it('shows each p75 with its rating in color and in words, by device and page', async () => {
    renderScreen(<WebVitalsCard vitals={VITALS} />);
    expect(await screen.findByRole('heading', { name: 'Visitor experience' })).toBeInTheDocument();

    const lcp = screen.getByLabelText('Largest Contentful Paint');
    expect(ratingOf(within(lcp).getByText('2.1 s'))).toBe('good');
    expect(within(lcp).getByText('good ≤ 2.5 s · poor > 4 s · 40 page loads')).toBeInTheDocument();
    const inp = screen.getByLabelText('Interaction to Next Paint');
    expect(ratingOf(within(inp).getByText('320 ms'))).toBe('needs-improvement');
    expect(within(inp).getByText('Needs improvement', { selector: 'p' })).toBeInTheDocument();
    expect(ratingOf(within(screen.getByLabelText('Cumulative Layout Shift')).getByText('0'))).toBe('good');
    expect(ratingOf(within(screen.getByLabelText('Time to First Byte')).getByText('2.4 s'))).toBe('poor');

    const mobile = screen.getByRole('row', { name: /Mobile/ });
    expect(ratingOf(within(mobile).getByText('4.6 s'))).toBe('poor');
    expect(ratingOf(within(mobile).getByText('0.02'))).toBe('good');
    const page = screen.getByRole('row', { name: /\/products/ });
    expect(within(page).getByText('30')).toBeInTheDocument();
    expect(ratingOf(within(page).getByText('2.3 s'))).toBe('good');
  });

  it('says so when nothing was measured', async () => {
    renderScreen(
      <WebVitalsCard vitals={{ thresholds: THRESHOLDS, all: { lcp: null, inp: null, cls: null, ttfb: null }, devices: [], pages: [] }} />,
    );
    expect(await screen.findByText('No page loads measured in this range yet.')).toBeInTheDocument();
  });
});
