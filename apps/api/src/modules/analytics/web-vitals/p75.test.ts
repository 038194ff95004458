import { describe, expect, it } from '@jest/globals';
import { VITAL_BOUNDS, vitalBucketOf, type VitalMetric } from '@ds/jobs';
import { emptyHistograms, addTo, p75Of, rate } from './p75.js';

const histogramOf = (metric: VitalMetric, values: number[]) => {
  const h = emptyHistograms();
  for (const v of values) addTo(h, metric, vitalBucketOf(metric, v), 1);
  return h[metric];
};

describe('p75 from a histogram', () => {
  it('is 0 for pages that never shift', () => {
    expect(p75Of('cls', histogramOf('cls', [0, 0, 0]))).toEqual({ p75: 0, samples: 3, rating: 'good' });
  });

  it('is within one bucket of the exact 75th percentile', () => {
    const values = Array.from({ length: 400 }, (_, i) => 300 + ((i * 7919) % 5000));
    const exact = [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1];
    const figure = p75Of('lcp', histogramOf('lcp', values))!;
    const bucket = vitalBucketOf('lcp', exact);
    expect(figure.samples).toBe(400);
    expect(figure.p75).toBeGreaterThanOrEqual(VITAL_BOUNDS.lcp[bucket - 1]);
    expect(figure.p75).toBeLessThanOrEqual(VITAL_BOUNDS.lcp[bucket]);
  });

  it('keeps the p75 on the right side of the thresholds', () => {
    // Three good loads and one poor one: p75 is the third, good.
    expect(p75Of('lcp', histogramOf('lcp', [2400, 2450, 2490, 9000]))!.rating).toBe('good');
    expect(p75Of('inp', histogramOf('inp', [210, 220, 230, 240]))!.rating).toBe('needs-improvement');
    expect(p75Of('ttfb', histogramOf('ttfb', [5000, 5000, 5000, 5000]))!.rating).toBe('poor');
    expect(rate('cls', 0.1)).toBe('good');
    expect(rate('cls', 0.25)).toBe('needs-improvement');
    expect(rate('cls', 0.26)).toBe('poor');
  });

  it('reads the last bound for values past it, and nothing for no samples', () => {
    expect(p75Of('ttfb', histogramOf('ttfb', [60_000]))!.p75).toBe(10_000);
    expect(p75Of('inp', new Map())).toBeNull();
  });
});
