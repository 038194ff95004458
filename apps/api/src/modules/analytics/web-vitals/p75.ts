import { VITAL_BOUNDS, VITAL_METRICS, type VitalMetric } from '@ds/jobs';

/** Google's "good" and "poor" limits (good ≤ the first, poor > the second; ms, CLS unitless). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number; unit: 'ms' | 'score' }> = {
  lcp: { good: 2500, poor: 4000, unit: 'ms' },
  inp: { good: 200, poor: 500, unit: 'ms' },
  cls: { good: 0.1, poor: 0.25, unit: 'score' },
  ttfb: { good: 800, poor: 1800, unit: 'ms' },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface VitalFigure {
  p75: number;
  samples: number;
  rating: VitalRating;
}

export type VitalsFigures = Record<VitalMetric, VitalFigure | null>;

/** Bucket number → samples in it, per metric: what a slice of the rollup sums to. */
export type Histograms = Record<VitalMetric, Map<number, number>>;

export const emptyHistograms = (): Histograms => ({ lcp: new Map(), inp: new Map(), cls: new Map(), ttfb: new Map() });

export function addTo(h: Histograms, metric: VitalMetric, bucket: number, samples: number): void {
  h[metric].set(bucket, (h[metric].get(bucket) ?? 0) + samples);
}

export function rate(metric: VitalMetric, value: number): VitalRating {
  const t = VITAL_THRESHOLDS[metric];
  return value <= t.good ? 'good' : value <= t.poor ? 'needs-improvement' : 'poor';
}

/**
 * The 75th percentile read from a histogram: the bucket holding the sample of rank 0.75 × n, linearly
 * interpolated inside it (bucket 0 is exactly 0; past the last bound, the last bound). So the figure is
 * within one bucket of the true p75, and on the true side of every threshold, which are bounds.
 */
export function p75Of(metric: VitalMetric, counts: Map<number, number>): VitalFigure | null {
  const buckets = [...counts].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const samples = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (samples === 0) return null;
  const bounds = VITAL_BOUNDS[metric];
  const rank = 0.75 * samples;
  let below = 0;
  let value = 0;
  for (const [bucket, n] of buckets) {
    if (below + n >= rank) {
      const lo = bucket === 0 ? 0 : bounds[bucket - 1];
      const hi = bucket === 0 ? 0 : (bounds[bucket] ?? lo);
      value = lo + ((rank - below) / n) * (hi - lo);
      break;
    }
    below += n;
  }
  const p75 = metric === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
  return { p75, samples, rating: rate(metric, p75) };
}

export function figuresOf(h: Histograms): VitalsFigures {
  return Object.fromEntries(VITAL_METRICS.map((m) => [m, p75Of(m, h[m])])) as VitalsFigures;
}
