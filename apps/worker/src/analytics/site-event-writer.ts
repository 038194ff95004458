import { Injectable } from '@nestjs/common';
import { Database, type PrismaClient } from '@ds/db';
import { siteEventIdOf, type BufferedSiteClick, type BufferedSiteEvent } from '@ds/jobs';

export interface StreamEntry {
  streamId: string;
  event: BufferedSiteEvent;
}

export interface ClickEntry {
  streamId: string;
  click: BufferedSiteClick;
}

/**
 * Writes one batch of Buy and Join clicks (docs/analytics.md "Clicks") in one statement, after the page views
 * of the same batch and in the same transaction: a raw row each (`ON CONFLICT (id) DO NOTHING`, as for page
 * views, so a batch delivered twice counts once) and the click counts of the hourly and daily rollups, fed
 * only by rows inserted now. A click without UTM tags of its own is credited to the visitor's first page view
 * of the day (its source, UTM campaign and path: the landing page); one from a campaign email keeps the
 * email's tags and is credited to the campaign (dimension `email`) when the campaign is the tenant's.
 */
const WRITE_CLICKS = `
WITH typed AS (
  SELECT b.id::bigint AS id, b.tenant_id::uuid AS tenant_id, to_timestamp(b.at::bigint / 1000.0) AS at, b.visitor::bigint AS visitor,
         b.kind, b.product_id, b.source, b.utm_campaign, b.campaign_id, b.referrer_domain
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
       AS b(id, tenant_id, at, visitor, kind, product_id, source, utm_campaign, campaign_id, referrer_domain)
),
credited AS (
  SELECT t.id, t.tenant_id, t.at, t.visitor, t.kind, t.product_id,
         CASE WHEN t.source IS NOT NULL THEN t.source ELSE COALESCE(e.source, t.referrer_domain, 'Direct') END AS source,
         CASE WHEN t.source IS NOT NULL THEN t.utm_campaign ELSE e.utm_campaign END AS utm_campaign,
         e.path AS landing,
         (SELECT c.id::text FROM campaigns c WHERE c.id::text = t.campaign_id AND c.tenant_id = t.tenant_id) AS campaign_id
  FROM typed t
  LEFT JOIN LATERAL (
    SELECT s.source, s.utm_campaign, s.path FROM site_events s
    WHERE s.tenant_id = t.tenant_id AND s.visitor = t.visitor
      AND s.at >= ((t.at AT TIME ZONE 'UTC')::date)::timestamp AT TIME ZONE 'UTC' AND s.at <= t.at
    ORDER BY s.at, s.id LIMIT 1
  ) e ON true
  WHERE EXISTS (SELECT 1 FROM tenants WHERE tenants.id = t.tenant_id)
),
inserted AS (
  INSERT INTO site_clicks (id, tenant_id, at, visitor, kind, product_id, source, utm_campaign, landing, campaign_id)
  SELECT * FROM credited ORDER BY id
  ON CONFLICT (id) DO NOTHING
  RETURNING *
),
ev AS (
  SELECT i.*, (i.at AT TIME ZONE 'UTC')::date AS day, (date_trunc('hour', i.at AT TIME ZONE 'UTC')) AT TIME ZONE 'UTC' AS hour,
         (i.kind = 'buy')::int AS buy, (i.kind = 'join')::int AS join_ FROM inserted i
),
hourly AS (
  INSERT INTO site_stats_hourly (tenant_id, hour, buy_clicks, join_clicks)
  SELECT tenant_id, hour, SUM(buy)::int, SUM(join_)::int FROM ev GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, hour) DO UPDATE
    SET buy_clicks = site_stats_hourly.buy_clicks + EXCLUDED.buy_clicks, join_clicks = site_stats_hourly.join_clicks + EXCLUDED.join_clicks
  RETURNING 1
),
counted AS (
  SELECT tenant_id, day, 'total' AS dimension, '' AS value, buy, join_ FROM ev
  UNION ALL SELECT tenant_id, day, 'source', source, buy, join_ FROM ev
  UNION ALL SELECT tenant_id, day, 'campaign', utm_campaign, buy, join_ FROM ev WHERE utm_campaign IS NOT NULL
  UNION ALL SELECT tenant_id, day, 'page', landing, buy, join_ FROM ev WHERE landing IS NOT NULL
  UNION ALL SELECT tenant_id, day, 'product', product_id, buy, join_ FROM ev WHERE product_id IS NOT NULL
  UNION ALL SELECT tenant_id, day, 'email', campaign_id, buy, join_ FROM ev WHERE campaign_id IS NOT NULL
),
daily AS (
  INSERT INTO site_stats_daily (tenant_id, day, dimension, value, buy_clicks, join_clicks)
  SELECT tenant_id, day, dimension, value, SUM(buy)::int, SUM(join_)::int FROM counted
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 2, 4
  ON CONFLICT (tenant_id, dimension, day, value) DO UPDATE
    SET buy_clicks = site_stats_daily.buy_clicks + EXCLUDED.buy_clicks, join_clicks = site_stats_daily.join_clicks + EXCLUDED.join_clicks
  RETURNING 1
)
SELECT (SELECT count(*) FROM inserted)::int AS written, (SELECT count(*) FROM hourly)::int AS hours, (SELECT count(*) FROM daily)::int AS daily`;

/**
 * Writes one batch of page views in one statement (so in one transaction): the raw rows, the visitor marks
 * that make unique-visitor counts exact, and the hourly and daily rollups. A row whose id exists already
 * (the batch was delivered again after a crash) is skipped, and only rows inserted now feed the rollups —
 * so every page view is counted exactly once. Rows of a tenant deleted meanwhile are dropped.
 *
 * Visitors: a visitor counts once per hour (`h<HH>` mark), per day (`d`) and per page per day (`p:<path>`).
 * Their source, campaign and device of the day are those of their first page view of the day (its "entry").
 */
const WRITE_BATCH = `
WITH typed AS (
  SELECT b.id::bigint AS id, b.tenant_id::uuid AS tenant_id, to_timestamp(b.at::bigint / 1000.0) AS at, b.visitor::bigint AS visitor,
         b.path, b.source, b.referrer_domain, b.utm_source, b.utm_medium, b.utm_campaign, b.device
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
       AS b(id, tenant_id, at, visitor, path, source, referrer_domain, utm_source, utm_medium, utm_campaign, device)
),
inserted AS (
  INSERT INTO site_events (id, tenant_id, at, visitor, path, source, referrer_domain, utm_source, utm_medium, utm_campaign, device)
  SELECT t.* FROM typed t WHERE EXISTS (SELECT 1 FROM tenants WHERE tenants.id = t.tenant_id)
  ORDER BY t.id
  ON CONFLICT (id) DO NOTHING
  RETURNING *
),
ev AS (
  SELECT i.*, (i.at AT TIME ZONE 'UTC')::date AS day, EXTRACT(HOUR FROM i.at AT TIME ZONE 'UTC')::int AS hour_of_day FROM inserted i
),
entry AS (
  SELECT DISTINCT ON (tenant_id, day, visitor) tenant_id, day, visitor, source, utm_campaign, device
  FROM ev ORDER BY tenant_id, day, visitor, at, id
),
new_day AS (
  INSERT INTO site_visitor_marks (tenant_id, day, mark, visitor)
  SELECT tenant_id, day, 'd', visitor FROM entry ORDER BY 1, 2, 4
  ON CONFLICT DO NOTHING
  RETURNING tenant_id, day, visitor
),
new_hour AS (
  INSERT INTO site_visitor_marks (tenant_id, day, mark, visitor)
  SELECT DISTINCT tenant_id, day, 'h' || lpad(hour_of_day::text, 2, '0'), visitor FROM ev ORDER BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING
  RETURNING tenant_id, day, mark
),
new_page AS (
  INSERT INTO site_visitor_marks (tenant_id, day, mark, visitor)
  SELECT DISTINCT tenant_id, day, 'p:' || path, visitor FROM ev ORDER BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING
  RETURNING tenant_id, day, mark
),
hourly AS (
  INSERT INTO site_stats_hourly (tenant_id, hour, visitors, pageviews)
  SELECT p.tenant_id, (p.day + p.hour_of_day * interval '1 hour') AT TIME ZONE 'UTC', COALESCE(v.n, 0), p.n
  FROM (SELECT tenant_id, day, hour_of_day, count(*)::int AS n FROM ev GROUP BY 1, 2, 3) p
  LEFT JOIN (SELECT tenant_id, day, substr(mark, 2)::int AS hour_of_day, count(*)::int AS n FROM new_hour GROUP BY 1, 2, 3) v
    USING (tenant_id, day, hour_of_day)
  ORDER BY 1, 2
  ON CONFLICT (tenant_id, hour) DO UPDATE
    SET visitors = site_stats_hourly.visitors + EXCLUDED.visitors, pageviews = site_stats_hourly.pageviews + EXCLUDED.pageviews
  RETURNING 1
),
entered AS (
  SELECT e.* FROM new_day n JOIN entry e USING (tenant_id, day, visitor)
),
counted AS (
  SELECT tenant_id, day, 'total' AS dimension, '' AS value, 0 AS visitors, count(*)::int AS pageviews FROM ev GROUP BY 1, 2
  UNION ALL SELECT tenant_id, day, 'page', path, 0, count(*)::int FROM ev GROUP BY 1, 2, 4
  UNION ALL SELECT tenant_id, day, 'source', source, 0, count(*)::int FROM ev GROUP BY 1, 2, 4
  UNION ALL SELECT tenant_id, day, 'campaign', utm_campaign, 0, count(*)::int FROM ev WHERE utm_campaign IS NOT NULL GROUP BY 1, 2, 4
  UNION ALL SELECT tenant_id, day, 'device', device, 0, count(*)::int FROM ev GROUP BY 1, 2, 4
  UNION ALL SELECT tenant_id, day, 'total', '', count(*)::int, 0 FROM entered GROUP BY 1, 2
  UNION ALL SELECT tenant_id, day, 'source', source, count(*)::int, 0 FROM entered GROUP BY 1, 2, 4
  UNION ALL SELECT tenant_id, day, 'campaign', utm_campaign, count(*)::int, 0 FROM entered WHERE utm_campaign IS NOT NULL GROUP BY 1, 2, 4
  UNION ALL SELECT tenant_id, day, 'device', device, count(*)::int, 0 FROM entered GROUP BY 1, 2, 4
  UNION ALL SELECT tenant_id, day, 'page', substr(mark, 3), count(*)::int, 0 FROM new_page GROUP BY 1, 2, 4
),
daily AS (
  INSERT INTO site_stats_daily (tenant_id, day, dimension, value, visitors, pageviews)
  SELECT tenant_id, day, dimension, value, SUM(visitors)::int, SUM(pageviews)::int FROM counted
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 2, 4
  ON CONFLICT (tenant_id, dimension, day, value) DO UPDATE
    SET visitors = site_stats_daily.visitors + EXCLUDED.visitors, pageviews = site_stats_daily.pageviews + EXCLUDED.pageviews
  RETURNING 1
)
SELECT (SELECT count(*) FROM inserted)::int AS written, (SELECT count(*) FROM hourly)::int AS hours, (SELECT count(*) FROM daily)::int AS daily`;

@Injectable()
export class SiteEventWriter {
  private readonly sql: PrismaClient;

  constructor(db: Database) {
    this.sql = db.acrossTenants('analytics ingest: one batch of page views spans many tenants and is written in one statement');
  }

  /**
   * How many of the entries were new (the rest had been written by an earlier delivery, or their tenant is
   * gone). Clicks go after the page views, in the same transaction: a click can be credited to a page view
   * of its own batch.
   */
  async write(entries: StreamEntry[], clicks: ClickEntry[] = []): Promise<number> {
    if (clicks.length === 0) return this.writePageViews(entries);
    const [views, written] = await this.sql.$transaction(async (tx) => {
      const pageViews = await this.writePageViews(entries, tx);
      return [pageViews, await this.writeClicks(clicks, tx)] as const;
    });
    return views + written;
  }

  private async writeClicks(clicks: ClickEntry[], tx: Pick<PrismaClient, '$queryRawUnsafe'>): Promise<number> {
    const column = <T>(pick: (e: ClickEntry) => T) => clicks.map(pick);
    const [result] = await tx.$queryRawUnsafe<{ written: number }[]>(
      WRITE_CLICKS,
      column((e) => siteEventIdOf(e.streamId).toString()),
      column((e) => e.click.tenantId),
      column((e) => String(e.click.at)),
      column((e) => e.click.visitor),
      column((e) => e.click.kind),
      column((e) => e.click.productId),
      column((e) => e.click.source),
      column((e) => e.click.utmCampaign),
      column((e) => e.click.campaignId),
      column((e) => e.click.referrerDomain),
    );
    return result?.written ?? 0;
  }

  private async writePageViews(entries: StreamEntry[], tx: Pick<PrismaClient, '$queryRawUnsafe'> = this.sql): Promise<number> {
    if (entries.length === 0) return 0;
    const column = <T>(pick: (e: StreamEntry) => T) => entries.map(pick);
    const [result] = await tx.$queryRawUnsafe<{ written: number }[]>(
      WRITE_BATCH,
      column((e) => siteEventIdOf(e.streamId).toString()),
      column((e) => e.event.tenantId),
      column((e) => String(e.event.at)),
      column((e) => e.event.visitor),
      column((e) => e.event.path),
      column((e) => e.event.source),
      column((e) => e.event.referrerDomain),
      column((e) => e.event.utmSource),
      column((e) => e.event.utmMedium),
      column((e) => e.event.utmCampaign),
      column((e) => e.event.device),
    );
    return result?.written ?? 0;
  }
}
