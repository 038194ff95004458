import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import type { VitalDevice, VitalMetric } from '@ds/jobs';
import type { DayRange } from '../analytics-range.dto.js';
import { addTo, emptyHistograms, figuresOf, VITAL_THRESHOLDS, type Histograms } from './p75.js';
import type { FleetWebVitalsView, VitalsDeviceView, WebVitalsView } from './vitals.views.js';

const TOP_PAGES = 10;
const DEVICES: VitalDevice[] = ['mobile', 'desktop'];

interface BucketRow {
  metric: string;
  device: string;
  bucket: number;
  samples: number;
}

/**
 * Real-user Web Vitals read from the histogram rollups: a range's p75 is the p75 of the summed histograms
 * (percentiles cannot be averaged over days or pages; buckets can be added), so a range of years costs the
 * same as a day — a few rows per day, page, device and metric.
 */
@Injectable()
export class VitalsReportService {
  constructor(private readonly db: Database) {}

  async forTenant(tenantId: string, range: DayRange): Promise<WebVitalsView> {
    const rows = await this.db.forTenant(tenantId).siteVitalsDaily.groupBy({
      by: ['metric', 'device', 'path', 'bucket'],
      where: { day: { gte: range.from, lt: range.end } },
      _sum: { samples: true },
    });
    const all = emptyHistograms();
    const devices = new Map<VitalDevice, Histograms>();
    const pages = new Map<string, { h: Histograms; loads: Map<VitalMetric, number> }>();
    for (const r of rows) {
      const metric = r.metric as VitalMetric;
      const samples = r._sum.samples ?? 0;
      if (!(metric in VITAL_THRESHOLDS) || samples === 0) continue;
      addTo(all, metric, r.bucket, samples);
      addTo(slot(devices, r.device as VitalDevice, emptyHistograms), metric, r.bucket, samples);
      const page = slot(pages, r.path, () => ({ h: emptyHistograms(), loads: new Map<VitalMetric, number>() }));
      addTo(page.h, metric, r.bucket, samples);
      page.loads.set(metric, (page.loads.get(metric) ?? 0) + samples);
    }
    return {
      thresholds: VITAL_THRESHOLDS,
      all: figuresOf(all),
      devices: deviceViews(devices),
      pages: [...pages]
        // A page load reports LCP and TTFB nearly always, INP only after an interaction: the largest count is the loads.
        .map(([path, p]) => ({ path, samples: Math.max(0, ...p.loads.values()), ...figuresOf(p.h) }))
        .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path))
        .slice(0, TOP_PAGES),
    };
  }

  async fleet(range: DayRange): Promise<FleetWebVitalsView> {
    const db = this.db.acrossTenants("admin fleet analytics: Web Vitals per storefront template (a platform rollup, no tenant's rows)");
    const [rows, templates] = await Promise.all([
      db.$queryRaw<(BucketRow & { template_id: number })[]>`
        SELECT template_id, metric, device, bucket, SUM(samples)::int AS samples FROM site_vitals_fleet_daily
        WHERE day >= ${range.from}::date AND day < ${range.end}::date GROUP BY 1, 2, 3, 4`,
      db.template.findMany({ select: { id: true, name: true } }),
    ]);
    const names = new Map(templates.map((t) => [t.id, t.name]));
    const byTemplate = new Map<number, { all: Histograms; devices: Map<VitalDevice, Histograms> }>();
    for (const r of rows) {
      const metric = r.metric as VitalMetric;
      if (!(metric in VITAL_THRESHOLDS)) continue;
      const t = slot(byTemplate, r.template_id, () => ({ all: emptyHistograms(), devices: new Map<VitalDevice, Histograms>() }));
      addTo(t.all, metric, r.bucket, r.samples);
      addTo(slot(t.devices, r.device as VitalDevice, emptyHistograms), metric, r.bucket, r.samples);
    }
    return {
      thresholds: VITAL_THRESHOLDS,
      templates: [...byTemplate]
        .sort(([a], [b]) => a - b)
        .map(([id, t]) => ({
          template_id: id,
          template: names.get(id) ?? `Template ${id}`,
          ...figuresOf(t.all),
          devices: deviceViews(t.devices),
        })),
    };
  }
}

function slot<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

function deviceViews(devices: Map<VitalDevice, Histograms>): VitalsDeviceView[] {
  return DEVICES.filter((d) => devices.has(d)).map((device) => ({ device, ...figuresOf(devices.get(device)!) }));
}
