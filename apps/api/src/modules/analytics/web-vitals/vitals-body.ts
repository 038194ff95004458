import { VITAL_METRICS, vitalBucketOf, type VitalDevice, type VitalMetric } from '@ds/jobs';
import type { FieldErrors } from '../../../infra/http/api-error.js';
import { deviceOf, pathOf } from '../page-view.js';

/**
 * What a Web Vitals beacon may say (`{ path, screen_width, metrics: { lcp, inp, cls, ttfb } }`), checked
 * before anything else: unlike a page view, a malformed one is refused (400 with what is wrong). That tells
 * a caller nothing about which stores exist: the check does not look at the host.
 */

/** Largest plausible value per metric: ms for LCP, INP and TTFB (ten minutes), layout-shift score for CLS. */
const VITAL_MAX: Record<VitalMetric, number> = { lcp: 600_000, inp: 600_000, cls: 100, ttfb: 600_000 };
const KEYS = new Set(['path', 'screen_width', 'metrics']);

export interface VitalsReport {
  path: string;
  device: VitalDevice;
  buckets: Partial<Record<VitalMetric, number>>;
}

export type VitalsCheck = { ok: true; report: VitalsReport } | { ok: false; details: FieldErrors };

export function checkVitals(body: unknown, userAgent: string): VitalsCheck {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, details: { body: 'must be a JSON object' } };
  const b = body as Record<string, unknown>;
  const details: FieldErrors = {};
  for (const key of Object.keys(b)) if (!KEYS.has(key)) details[key] = 'is not a field of a Web Vitals report';

  const path = pathOf(b.path);
  if (path === null) details.path = 'must be a page path starting with /, at most 500 characters';

  const width = b.screen_width;
  if (width !== undefined && width !== null && !(typeof width === 'number' && Number.isInteger(width) && width >= 0 && width <= 100_000))
    details.screen_width = 'must be a whole number of CSS pixels';

  const buckets: Partial<Record<VitalMetric, number>> = {};
  const metrics = b.metrics;
  if (metrics === null || typeof metrics !== 'object' || Array.isArray(metrics))
    details.metrics = 'must be an object of lcp, inp, cls, ttfb';
  else {
    for (const [name, value] of Object.entries(metrics as Record<string, unknown>)) {
      if (!(VITAL_METRICS as readonly string[]).includes(name)) {
        details[`metrics.${name}`] = 'is not a metric (lcp, inp, cls, ttfb)';
        continue;
      }
      const metric = name as VitalMetric;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > VITAL_MAX[metric])
        details[`metrics.${name}`] = `must be a number from 0 to ${VITAL_MAX[metric]}`;
      else buckets[metric] = vitalBucketOf(metric, value);
    }
    if (Object.keys(metrics).length === 0) details.metrics = 'must hold at least one metric';
  }

  if (Object.keys(details).length > 0 || path === null) return { ok: false, details };
  const device = deviceOf(typeof width === 'number' ? width : null, userAgent) === 'desktop' ? 'desktop' : 'mobile';
  return { ok: true, report: { path, device, buckets } };
}
