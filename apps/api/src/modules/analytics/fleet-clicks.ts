import type { PrismaClient } from '@ds/db';
import { salesCredited, type ShopLinkRuleData } from '../shop-links/commercial-links.js';
import type { FleetCountryStat } from './analytics.views.js';
import type { DayRange } from './analytics-range.dto.js';

/**
 * The fleet's Buy and Join clicks and sales credit by catalog country (docs/analytics.md "Clicks"): traffic
 * and clicks from the daily rollup, "credited" decided per distributor by `salesCredited`, the rule the
 * back office's banner uses.
 */
export async function fleetByCountry(
  db: Pick<PrismaClient, '$queryRaw' | 'tenant'>,
  range: DayRange,
  rules: ReadonlyMap<string, ShopLinkRuleData>,
): Promise<FleetCountryStat[]> {
  const [traffic, tenants] = await Promise.all([
    db.$queryRaw<{ country: string; visitors: number; pageviews: number; buy_clicks: number; join_clicks: number }[]>`
      SELECT upper(t.country) AS country, SUM(d.visitors)::int AS visitors, SUM(d.pageviews)::int AS pageviews,
             SUM(d.buy_clicks)::int AS buy_clicks, SUM(d.join_clicks)::int AS join_clicks
      FROM site_stats_daily d JOIN tenants t ON t.id = d.tenant_id
      WHERE d.dimension = 'total' AND d.day >= ${range.from}::date AND d.day < ${range.end}::date
      GROUP BY 1`,
    db.tenant.findMany({ select: { country: true, member_id: true, nht_store_link: true, nht_joining_link: true } }),
  ]);
  const byCountry = new Map<string, FleetCountryStat>();
  const row = (country: string) => {
    let r = byCountry.get(country);
    if (!r) {
      r = { country, distributors: 0, visitors: 0, pageviews: 0, buy_clicks: 0, join_clicks: 0, credited_share: 0 };
      byCountry.set(country, r);
    }
    return r;
  };
  const credited = new Map<string, number>();
  for (const t of tenants) {
    const country = t.country.toUpperCase();
    row(country).distributors += 1;
    if (salesCredited(t, rules.get(country) ?? null)) credited.set(country, (credited.get(country) ?? 0) + 1);
  }
  for (const t of traffic) Object.assign(row(t.country), { ...t, country: t.country });
  for (const r of byCountry.values()) r.credited_share = r.distributors ? round4((credited.get(r.country) ?? 0) / r.distributors) : 0;
  return [...byCountry.values()].sort((a, b) => a.country.localeCompare(b.country));
}

/** The fleet's clicks and credited share over every country. */
export function fleetClickTotals(countries: FleetCountryStat[]): { buy_clicks: number; join_clicks: number; credited_share: number } {
  let distributors = 0;
  let credited = 0;
  const totals = { buy_clicks: 0, join_clicks: 0, credited_share: 0 };
  for (const c of countries) {
    totals.buy_clicks += c.buy_clicks;
    totals.join_clicks += c.join_clicks;
    distributors += c.distributors;
    credited += c.credited_share * c.distributors;
  }
  totals.credited_share = distributors ? round4(credited / distributors) : 0;
  return totals;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
