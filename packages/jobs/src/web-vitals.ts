import { isUuid } from '@ds/shared';

/**
 * Real-user Web Vitals on their way from the API to the worker (docs/analytics.md "Web Vitals"). They share
 * the page views' stream, as entries with the field `v` (page views are `e`); the API has already turned
 * each value into its histogram bucket, so the stream, the worker and the rollup hold bucket numbers only.
 */

export const VITAL_METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Two device classes, as Google's reports split Web Vitals: phones and tablets are `mobile`. */
export type VitalDevice = 'mobile' | 'desktop';

/**
 * Upper bounds of each metric's histogram buckets (ms; CLS unitless). Bucket 0 holds exactly 0 (a page
 * that never shifts has CLS 0, and its p75 must read 0, not somewhere inside a bucket); bucket i > 0
 * holds values in (BOUNDS[i-1], BOUNDS[i]]; the last bucket holds everything above the last bound. The
 * good / poor thresholds are bounds, so a p75 is always on the right side of them. Changing a list
 * changes the meaning of stored bucket numbers: a new list needs a new rollup.
 */
export const VITAL_BOUNDS: Record<VitalMetric, readonly number[]> = {
  lcp: [0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000],
  inp: [0, 16, 32, 48, 64, 80, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 800, 1000, 1500, 2000, 5000],
  cls: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5],
  ttfb: [0, 50, 100, 150, 200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1400, 1600, 1800, 2200, 2600, 3000, 4000, 6000, 10000],
};

/** The bucket of a (valid, non-negative) value: the first bound it does not exceed; past the last, one more. */
export function vitalBucketOf(metric: VitalMetric, value: number): number {
  const bounds = VITAL_BOUNDS[metric];
  for (let i = 0; i < bounds.length; i++) if (value <= bounds[i]) return i;
  return bounds.length;
}

/** One sampled page load's measurements, as buffered: whose, when, which page on which device, which buckets. */
export interface BufferedVitals {
  tenantId: string;
  /** ms since the epoch (the API's clock): the day it counts for. */
  at: number;
  path: string;
  device: VitalDevice;
  /** Bucket number per metric measured (a page load without an interaction has no INP). */
  buckets: Partial<Record<VitalMetric, number>>;
}

/** The stream entry's field for Web Vitals (page views use `e`). */
export const VITALS_FIELD = 'v';

export function encodeVitals(v: BufferedVitals): string {
  return JSON.stringify([v.tenantId, v.at, v.path, v.device, ...VITAL_METRICS.map((m) => v.buckets[m] ?? null)]);
}

/** The buffered measurements, or null for anything that is not one (skipped and acknowledged). */
export function decodeVitals(text: string): BufferedVitals | null {
  try {
    const v = JSON.parse(text) as unknown[];
    if (!Array.isArray(v) || v.length !== 4 + VITAL_METRICS.length) return null;
    const [tenantId, at, path, device] = v;
    if (!isUuid(tenantId) || typeof at !== 'number' || !Number.isSafeInteger(at) || typeof path !== 'string') return null;
    if (device !== 'mobile' && device !== 'desktop') return null;
    const buckets: Partial<Record<VitalMetric, number>> = {};
    for (const [i, metric] of VITAL_METRICS.entries()) {
      const b = v[4 + i];
      if (b === null) continue;
      if (typeof b !== 'number' || !Number.isInteger(b) || b < 0 || b > VITAL_BOUNDS[metric].length) return null;
      buckets[metric] = b;
    }
    return { tenantId, at, path, device, buckets };
  } catch {
    return null;
  }
}
