import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import type { ActivationFigure, FleetAnalyticsAnswer, FleetSiteStat } from './analytics.views.js';
import { isoDay, type DayRange } from './analytics-range.dto.js';
import { ShopLinkRules } from '../shop-links/shop-link-rules.service.js';
import { fleetByCountry, fleetClickTotals } from './fleet-clicks.js';

const TOP = 10;
const HOUR_MS = 3_600_000;

interface SiteRow {
  tenant_id: string;
  subdomain: string;
  site_name: string | null;
  visitors: number;
  pageviews: number;
  leads: number;
  subscribers: number;
}

/**
 * The platform's traffic for admins: totals, the distributors with the most traffic and the best
 * conversion, and activation time — from signup to the site's first counted visit and first lead (the
 * landing page's "live within 24 hours"). Read from the rollups; first visits from the hourly rollup (kept
 * forever, so a distributor's first visit is known whatever the raw-event retention).
 */
@Injectable()
export class FleetAnalyticsService {
  constructor(
    private readonly db: Database,
    private readonly shopLinks: ShopLinkRules,
  ) {}

  /** Everything but `web_vitals` (VitalsReportService). */
  async fleet(range: DayRange): Promise<Omit<FleetAnalyticsAnswer, 'web_vitals'>> {
    const db = this.db.acrossTenants('admin fleet analytics: traffic, conversion and activation of every distributor');
    const [byCountry, sites, activation] = await Promise.all([
      this.shopLinks.all().then((rules) => fleetByCountry(db, range, rules)),
      db.$queryRaw<SiteRow[]>`
        WITH traffic AS (
          SELECT tenant_id, SUM(visitors)::int AS visitors, SUM(pageviews)::int AS pageviews
          FROM site_stats_daily WHERE dimension = 'total' AND day >= ${range.from}::date AND day < ${range.end}::date GROUP BY tenant_id),
        leads AS (SELECT tenant_id, COUNT(*)::int AS n FROM leads WHERE created_at >= ${range.from} AND created_at < ${range.end} GROUP BY tenant_id),
        subs AS (SELECT tenant_id, COUNT(*)::int AS n FROM subscribers WHERE created_at >= ${range.from} AND created_at < ${range.end} GROUP BY tenant_id)
        SELECT t.id AS tenant_id, t.subdomain, t.site_name,
               COALESCE(tr.visitors, 0) AS visitors, COALESCE(tr.pageviews, 0) AS pageviews,
               COALESCE(l.n, 0) AS leads, COALESCE(s.n, 0) AS subscribers
        FROM tenants t
        LEFT JOIN traffic tr ON tr.tenant_id = t.id
        LEFT JOIN leads l ON l.tenant_id = t.id
        LEFT JOIN subs s ON s.tenant_id = t.id
        WHERE tr.tenant_id IS NOT NULL OR l.tenant_id IS NOT NULL OR s.tenant_id IS NOT NULL`,
      db.$queryRaw<{ created_at: Date; first_visit: Date | null; first_lead: Date | null }[]>`
        SELECT t.created_at,
               (SELECT MIN(h.hour) FROM site_stats_hourly h WHERE h.tenant_id = t.id AND h.pageviews > 0) AS first_visit,
               (SELECT MIN(l.created_at) FROM leads l WHERE l.tenant_id = t.id) AS first_lead
        FROM tenants t WHERE t.created_at >= ${range.from} AND t.created_at < ${range.end}`,
    ]);

    const stats = sites.map(siteStat);
    const totals = { visitors: 0, pageviews: 0, leads: 0, subscribers: 0, active_sites: 0 };
    for (const s of stats) {
      totals.visitors += s.visitors;
      totals.pageviews += s.pageviews;
      totals.leads += s.leads;
      totals.subscribers += s.subscribers;
      if (s.visitors > 0) totals.active_sites += 1;
    }
    const hoursTo = (step: 'first_visit' | 'first_lead') =>
      activation.map((a) => (a[step] ? Math.max(0, (a[step].getTime() - a.created_at.getTime()) / HOUR_MS) : null));
    return {
      from: isoDay(range.from),
      to: isoDay(range.to),
      totals: { ...totals, ...fleetClickTotals(byCountry) },
      by_country: byCountry,
      top_by_traffic: [...stats].sort((a, b) => b.visitors - a.visitors || b.pageviews - a.pageviews).slice(0, TOP),
      top_by_conversion: stats
        .filter((s) => s.visitors > 0)
        .sort((a, b) => b.conversion_rate - a.conversion_rate || b.leads + b.subscribers - (a.leads + a.subscribers))
        .slice(0, TOP),
      activation: {
        signups: activation.length,
        first_visit: activationFigure(hoursTo('first_visit')),
        first_lead: activationFigure(hoursTo('first_lead')),
      },
    };
  }
}

function siteStat(r: SiteRow): FleetSiteStat {
  const converted = r.leads + r.subscribers;
  return { ...r, conversion_rate: r.visitors ? Math.round((converted / r.visitors) * 10_000) / 10_000 : 0 };
}

/** Median, 90th percentile and a coarse distribution of hours-to-step; null: the step was not reached yet. */
function activationFigure(hours: (number | null)[]): ActivationFigure {
  const reached = hours.filter((h): h is number => h !== null).sort((a, b) => a - b);
  const quantile = (q: number) => (reached.length ? round(reached[Math.min(reached.length - 1, Math.ceil(q * reached.length) - 1)]) : null);
  const buckets: [string, (h: number) => boolean][] = [
    ['< 1 h', (h) => h < 1],
    ['1–24 h', (h) => h >= 1 && h < 24],
    ['1–7 d', (h) => h >= 24 && h < 168],
    ['> 7 d', (h) => h >= 168],
  ];
  return {
    reached: reached.length,
    median_hours: quantile(0.5),
    p90_hours: quantile(0.9),
    within_24h: reached.filter((h) => h < 24).length,
    distribution: [
      ...buckets.map(([label, test]) => ({ label, distributors: reached.filter(test).length })),
      { label: 'not yet', distributors: hours.length - reached.length },
    ],
  };
}

const round = (h: number) => Math.round(h * 10) / 10;
