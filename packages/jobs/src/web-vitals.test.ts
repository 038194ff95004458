import { describe, expect, it } from '@jest/globals';
import { decodeVitals, encodeVitals, VITAL_BOUNDS, vitalBucketOf } from './web-vitals.js';

describe('Web Vitals on their way to the worker', () => {
  it('puts 0 in a bucket of its own, a bound in the bucket it closes, and everything past the last bound in one more', () => {
    expect(vitalBucketOf('cls', 0)).toBe(0);
    expect(vitalBucketOf('cls', 0.0001)).toBe(1);
    expect(vitalBucketOf('lcp', 2500)).toBe(VITAL_BOUNDS.lcp.indexOf(2500));
    expect(vitalBucketOf('lcp', 2501)).toBe(VITAL_BOUNDS.lcp.indexOf(2500) + 1);
    expect(vitalBucketOf('ttfb', 1e9)).toBe(VITAL_BOUNDS.ttfb.length);
  });

  it('has the good and poor thresholds among the bounds', () => {
    for (const [metric, t] of [
      ['lcp', [2500, 4000]],
      ['inp', [200, 500]],
      ['cls', [0.1, 0.25]],
      ['ttfb', [800, 1800]],
    ] as const) {
      for (const bound of t) expect(VITAL_BOUNDS[metric]).toContain(bound);
    }
  });

  it('round-trips an entry and refuses what is not one', () => {
    const v = {
      tenantId: '0190c6a4-7b1e-7000-8000-000000000001',
      at: 1_700_000_000_000,
      path: '/',
      device: 'mobile' as const,
      buckets: { lcp: 3, cls: 0 },
    };
    expect(decodeVitals(encodeVitals(v))).toEqual(v);
    expect(decodeVitals('[1,2]')).toBeNull();
    expect(decodeVitals('not json')).toBeNull();
    expect(decodeVitals(JSON.stringify([v.tenantId, v.at, '/', 'tablet', 1, null, null, null]))).toBeNull();
    expect(decodeVitals(JSON.stringify([v.tenantId, v.at, '/', 'mobile', 99, null, null, null]))).toBeNull();
  });
});
