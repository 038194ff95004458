import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import type { FleetAnalytics } from '../api/fleet-analytics';
import { FleetWebVitals } from './fleet-web-vitals';

const THRESHOLDS: FleetAnalytics['web_vitals']['thresholds'] = {
  lcp: { good: 2500, poor: 4000, unit: 'ms' },
  inp: { good: 200, poor: 500, unit: 'ms' },
  cls: { good: 0.1, poor: 0.25, unit: 'score' },
  ttfb: { good: 800, poor: 1800, unit: 'ms' },
};

describe('Visitor experience by template', () => {
  it('shows each template p75, all devices then per device, colored by rating', async () => {
    renderScreen(
      <FleetWebVitals
        vitals={{
          thresholds: THRESHOLDS,
          templates: [
            {
              template_id: 2,
              template: 'Fresh',
              lcp: { p75: 4200, samples: 80, rating: 'poor' },
              inp: null,
              cls: { p75: 0.12, samples: 80, rating: 'needs-improvement' },
              ttfb: null,
              devices: [{ device: 'mobile', lcp: { p75: 5100, samples: 50, rating: 'poor' }, inp: null, cls: null, ttfb: null }],
            },
          ],
        }}
      />,
    );
    const all = await screen.findByRole('row', { name: /Fresh All devices/ });
    expect(within(all).getByText('4.2 s').closest('[data-rating]')).toHaveAttribute('data-rating', 'poor');
    expect(within(all).getByText('0.12').closest('[data-rating]')).toHaveAttribute('data-rating', 'needs-improvement');
    const mobile = screen.getByRole('row', { name: /Mobile/ });
    expect(within(mobile).getByText('5.1 s').closest('[data-rating]')).toHaveAttribute('data-rating', 'poor');
  });

  it('says so when nothing was measured', async () => {
    renderScreen(<FleetWebVitals vitals={{ thresholds: THRESHOLDS, templates: [] }} />);
    expect(await screen.findByText('No page loads measured in this range yet.')).toBeInTheDocument();
  });
});
