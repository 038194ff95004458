import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { isUuid } from '@ds/shared';
import type { AnalyticsAnswer, AnalyticsPoint, CampaignStat, ProductClickStat, SourceStat } from './analytics.views.js';
import { isoDay, type DayRange } from './analytics-range.dto.js';

type Interval = 'hour' | 'day' | 'month';
type Dimension = 'page' | 'source' | 'campaign' | 'device';

const TOP = 20;
/** What every rollup row counts: visitors, page views and the Buy and Join clicks (docs/analytics.md "Clicks"). */
const COUNTS = { visitors: true, pageviews: true, buy_clicks: true, join_clicks: true } as const;
const LIVE_WINDOW_MS = 5 * 60_000;

/**
 * A distributor's figures, read from the rollups (hourly and daily rows, kept forever), so a range of
 * years costs a few thousand index rows; only "live" reads raw page views (the last five minutes).
 * Every query goes through the tenant's own client.
 */
@Injectable()
export class AnalyticsReportService {
  constructor(private readonly db: Database) {}

  /** Everything but `web_vitals` (VitalsReportService). */
  async report(tenantId: string, range: DayRange, interval: Interval): Promise<Omit<AnalyticsAnswer, 'web_vitals'>> {
    const db = this.db.forTenant(tenantId);
    const days = { gte: range.from, lt: range.end };
    const created = { created_at: { gte: range.from, lt: range.end } };
    const [daily, hourly, pages, sources, campaigns, devices, leads, subscribers, leadSources, subscriberSources] = await Promise.all([
      db.siteStatsDaily.findMany({ where: { dimension: 'total', day: days }, select: { day: true, ...COUNTS } }),
      interval === 'hour' ? db.siteStatsHourly.findMany({ where: { hour: days }, select: { hour: true, ...COUNTS } }) : Promise.resolve([]),
      this.top(tenantId, 'page', range),
      this.top(tenantId, 'source', range),
      this.top(tenantId, 'campaign', range),
      this.top(tenantId, 'device', range),
      db.lead.count({ where: created }),
      db.subscriber.count({ where: created }),
      db.lead.groupBy({ by: ['attribution_source'], where: created, _count: { _all: true } }),
      db.subscriber.groupBy({ by: ['attribution_source'], where: created, _count: { _all: true } }),
    ]);

    const totals = { visitors: 0, pageviews: 0, leads, subscribers, buy_clicks: 0, join_clicks: 0 };
    for (const d of daily) {
      totals.visitors += d.visitors;
      totals.pageviews += d.pageviews;
      totals.buy_clicks += d.buy_clicks;
      totals.join_clicks += d.join_clicks;
    }
    const series =
      interval === 'hour'
        ? fill(
            range,
            'hour',
            hourly.map(({ hour, ...counts }) => ({ t: hour.toISOString(), ...counts })),
          )
        : fill(
            range,
            interval,
            daily.map(({ day, ...counts }) => ({ t: bucketOf(day, interval), ...counts })),
          );

    return {
      from: isoDay(range.from),
      to: isoDay(range.to),
      interval,
      totals,
      series,
      top_pages: pages.map(({ value, ...counts }) => ({ path: value, ...counts })),
      sources: withConversions(sources, countBySource(leadSources), countBySource(subscriberSources)),
      campaigns: await this.namedCampaigns(tenantId, campaigns),
      products: await this.productClicks(tenantId, range),
      devices: devices.map((d) => ({ device: d.value as 'mobile' | 'tablet' | 'desktop', visitors: d.visitors, pageviews: d.pageviews })),
    };
  }

  /** Unique visitors whose page views arrived in the last five minutes. */
  async live(tenantId: string, now = Date.now()): Promise<{ visitors: number }> {
    const visitors = await this.db
      .forTenant(tenantId)
      .siteEvent.groupBy({ by: ['visitor'], where: { at: { gte: new Date(now - LIVE_WINDOW_MS) } } });
    return { visitors: visitors.length };
  }

  private async top(tenantId: string, dimension: Dimension, range: DayRange) {
    const rows = await this.db.forTenant(tenantId).siteStatsDaily.groupBy({
      by: ['value'],
      where: { dimension, day: { gte: range.from, lt: range.end } },
      _sum: { visitors: true, pageviews: true, buy_clicks: true, join_clicks: true },
      orderBy: [{ _sum: { visitors: 'desc' } }, { _sum: { pageviews: 'desc' } }, { value: 'asc' }],
      take: TOP,
    });
    return rows.map((r) => ({
      value: r.value,
      visitors: r._sum.visitors ?? 0,
      pageviews: r._sum.pageviews ?? 0,
      buy_clicks: r._sum.buy_clicks ?? 0,
      join_clicks: r._sum.join_clicks ?? 0,
    }));
  }

  /**
   * UTM campaigns with the name of the distributor's campaign or sequence each is the id of (their emails' links
   * tag `utm_campaign=<id>`: docs/analytics.md "Clicks"), so the screen shows "Spring offers", not an id.
   */
  private async namedCampaigns(tenantId: string, rows: Awaited<ReturnType<AnalyticsReportService['top']>>): Promise<CampaignStat[]> {
    const db = this.db.forTenant(tenantId);
    const ids = rows.map((r) => r.value).filter(isUuid);
    const [campaigns, sequences] = ids.length
      ? await Promise.all([
          db.campaign.findMany({ where: { id: { in: ids } }, select: { id: true, subject: true } }),
          db.sequence.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }),
        ])
      : [[], []];
    const names = new Map<string, string>([
      ...campaigns.map((c): [string, string] => [c.id, c.subject]),
      ...sequences.map((q): [string, string] => [q.id, q.name]),
    ]);
    return rows.map(({ value, ...counts }) => ({ campaign: value, name: names.get(value) ?? null, ...counts }));
  }

  /** Buy clicks by product (dimension `product` of the daily rollup), with the product's current name. */
  private async productClicks(tenantId: string, range: DayRange): Promise<ProductClickStat[]> {
    const db = this.db.forTenant(tenantId);
    const rows = await db.siteStatsDaily.groupBy({
      by: ['value'],
      where: { dimension: 'product', day: { gte: range.from, lt: range.end } },
      _sum: { buy_clicks: true },
      orderBy: [{ _sum: { buy_clicks: 'desc' } }, { value: 'asc' }],
      take: TOP,
    });
    const ids = rows.map((r) => r.value).filter(isUuid);
    const names = new Map(
      (await db.product.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((p) => [p.id, p.name]),
    );
    return rows.map((r) => ({ product_id: r.value, name: names.get(r.value) ?? null, buy_clicks: r._sum.buy_clicks ?? 0 }));
  }
}

function countBySource(rows: { attribution_source: string | null; _count: { _all: number } }[]): Map<string, number> {
  return new Map(rows.filter((r) => r.attribution_source).map((r) => [r.attribution_source as string, r._count._all]));
}

/** Sources with what they converted; a source that converted but had no counted visit in the range is listed too. */
function withConversions(
  sources: { value: string; visitors: number; pageviews: number; buy_clicks: number; join_clicks: number }[],
  leads: Map<string, number>,
  subscribers: Map<string, number>,
): SourceStat[] {
  const names = new Set([...sources.map((s) => s.value), ...leads.keys(), ...subscribers.keys()]);
  const traffic = new Map(sources.map((s) => [s.value, s]));
  return [...names]
    .map((source) => {
      const visitors = traffic.get(source)?.visitors ?? 0;
      const converted = (leads.get(source) ?? 0) + (subscribers.get(source) ?? 0);
      return {
        source,
        visitors,
        pageviews: traffic.get(source)?.pageviews ?? 0,
        leads: leads.get(source) ?? 0,
        subscribers: subscribers.get(source) ?? 0,
        buy_clicks: traffic.get(source)?.buy_clicks ?? 0,
        join_clicks: traffic.get(source)?.join_clicks ?? 0,
        conversion_rate: visitors ? Math.round((converted / visitors) * 10_000) / 10_000 : 0,
      };
    })
    .sort((a, b) => b.visitors - a.visitors || b.leads + b.subscribers - (a.leads + a.subscribers) || a.source.localeCompare(b.source));
}

function bucketOf(day: Date, interval: 'day' | 'month'): string {
  return interval === 'day' ? isoDay(day) : isoDay(day).slice(0, 7);
}

/** Every bucket of the range, in order, zero where nothing was counted (charts need the gaps). */
function fill(range: DayRange, interval: Interval, points: AnalyticsPoint[]): AnalyticsPoint[] {
  const sums = new Map<string, AnalyticsPoint>();
  for (const p of points) {
    const s = sums.get(p.t) ?? { t: p.t, visitors: 0, pageviews: 0, buy_clicks: 0, join_clicks: 0 };
    s.visitors += p.visitors;
    s.pageviews += p.pageviews;
    s.buy_clicks += p.buy_clicks;
    s.join_clicks += p.join_clicks;
    sums.set(p.t, s);
  }
  const keys: string[] = [];
  if (interval === 'hour') {
    for (let t = range.from.getTime(); t < range.end.getTime(); t += 3_600_000) keys.push(new Date(t).toISOString());
  } else if (interval === 'day') {
    for (let t = range.from.getTime(); t < range.end.getTime(); t += 86_400_000) keys.push(isoDay(new Date(t)));
  } else {
    const d = new Date(range.from);
    d.setUTCDate(1);
    while (d < range.end) {
      keys.push(isoDay(d).slice(0, 7));
      d.setUTCMonth(d.getUTCMonth() + 1);
    }
  }
  return keys.map((t) => sums.get(t) ?? { t, visitors: 0, pageviews: 0, buy_clicks: 0, join_clicks: 0 });
}
