import { ApiPropertyOptional } from '@nestjs/swagger';
import { Bool, Id, Int, Nested, Num, OneOf, Text } from '../../infra/http/answer-properties.js';
import { FleetWebVitalsView, WebVitalsView } from './web-vitals/vitals.views.js';

/** What the storefront beacon posts (documented; the intake reads it leniently and drops what does not fit). */
export class BeaconEventBody {
  @Text({ description: 'The page path, starting with /; its query string is not kept' })
  path!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: "document.referrer of the visit's landing page" })
  referrer?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  utm_source?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  utm_medium?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  utm_campaign?: string | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'screen.width in CSS pixels' })
  screen_width?: number | null;
}

export class BeaconAnswer {
  @Bool() ok!: boolean;
}

export class AnalyticsTotals {
  @Int({ description: 'Unique visitors per day, summed over the days (a visitor is never followed across days)' })
  visitors!: number;
  @Int() pageviews!: number;
  @Int({ description: 'Leads captured in the range' }) leads!: number;
  @Int({ description: 'Subscribers who signed up in the range' }) subscribers!: number;
  @Int({ description: 'Buy clicks through /go/ (docs/analytics.md "Clicks")' }) buy_clicks!: number;
  @Int({ description: 'Join clicks through /go/' }) join_clicks!: number;
}

export class AnalyticsPoint {
  @Text({ description: 'Bucket start: 2026-11-23T13:00:00.000Z (hour), 2026-11-23 (day), 2026-11 (month)' })
  t!: string;
  @Int() visitors!: number;
  @Int() pageviews!: number;
  @Int({ description: 'Buy clicks through /go/ (docs/analytics.md "Clicks")' }) buy_clicks!: number;
  @Int({ description: 'Join clicks through /go/' }) join_clicks!: number;
}

export class PageStat {
  @Text() path!: string;
  @Int() visitors!: number;
  @Int() pageviews!: number;
  @Int({ description: 'Buy clicks of visits that landed on this page' }) buy_clicks!: number;
  @Int({ description: 'Join clicks of visits that landed on this page' }) join_clicks!: number;
}

export class SourceStat {
  @Text({ description: 'utm_source, else the referrer domain, else Direct' })
  source!: string;
  @Int() visitors!: number;
  @Int() pageviews!: number;
  @Int({ description: 'Leads whose first touch was this source' }) leads!: number;
  @Int({ description: 'Subscribers whose first touch was this source' }) subscribers!: number;
  @Num({ description: '(leads + subscribers) / visitors, 0 when there were no visitors' }) conversion_rate!: number;
  @Int({ description: 'Buy clicks through /go/ (docs/analytics.md "Clicks")' }) buy_clicks!: number;
  @Int({ description: 'Join clicks through /go/' }) join_clicks!: number;
}

export class CampaignStat {
  @Text({ description: 'utm_campaign (a campaign or sequence email carries its id)' }) campaign!: string;
  @Text({
    nullable: true,
    description: "The distributor's campaign (its subject) or sequence (its name) that `campaign` is the id of, as it is now; else null",
  })
  name!: string | null;
  @Int() visitors!: number;
  @Int() pageviews!: number;
  @Int({ description: 'Buy clicks through /go/ (docs/analytics.md "Clicks")' }) buy_clicks!: number;
  @Int({ description: 'Join clicks through /go/' }) join_clicks!: number;
}

/** Buy clicks per product (a product's Join clicks are always 0). */
export class ProductClickStat {
  @Id() product_id!: string;
  @Text({ nullable: true, description: 'The product as it is named now; null when it was deleted' }) name!: string | null;
  @Int() buy_clicks!: number;
}

export class DeviceStat {
  @OneOf(['mobile', 'tablet', 'desktop'], 'DeviceClass') device!: 'mobile' | 'tablet' | 'desktop';
  @Int() visitors!: number;
  @Int() pageviews!: number;
}

export class AnalyticsAnswer {
  @Text() from!: string;
  @Text() to!: string;
  @OneOf(['hour', 'day', 'month'], 'AnalyticsInterval') interval!: 'hour' | 'day' | 'month';
  @Nested(() => AnalyticsTotals) totals!: AnalyticsTotals;
  @Nested(() => AnalyticsPoint, { list: true }) series!: AnalyticsPoint[];
  @Nested(() => PageStat, { list: true }) top_pages!: PageStat[];
  @Nested(() => SourceStat, { list: true }) sources!: SourceStat[];
  @Nested(() => CampaignStat, { list: true }) campaigns!: CampaignStat[];
  @Nested(() => DeviceStat, { list: true }) devices!: DeviceStat[];
  @Nested(() => ProductClickStat, { list: true, description: 'Buy clicks by product, most first' }) products!: ProductClickStat[];
  @Nested(() => WebVitalsView, { description: 'Real-user Web Vitals (p75) of sampled page loads' }) web_vitals!: WebVitalsView;
}

export class LiveVisitorsAnswer {
  @Int({ description: 'Unique visitors in the last 5 minutes' }) visitors!: number;
}

export class FleetTotals {
  @Int() visitors!: number;
  @Int() pageviews!: number;
  @Int() leads!: number;
  @Int() subscribers!: number;
  @Int({ description: 'Distributors whose site had at least one visitor in the range' }) active_sites!: number;
  @Int({ description: 'Buy clicks through /go/ (docs/analytics.md "Clicks")' }) buy_clicks!: number;
  @Int({ description: 'Join clicks through /go/' }) join_clicks!: number;
  @Num({ description: 'Share of distributors whose sales are credited to them (own shop link, or member ID with a template), 0–1' })
  credited_share!: number;
}

/** The fleet in one catalog country. */
export class FleetCountryStat {
  @Text() country!: string;
  @Int() distributors!: number;
  @Int() visitors!: number;
  @Int() pageviews!: number;
  @Int({ description: 'Buy clicks through /go/ (docs/analytics.md "Clicks")' }) buy_clicks!: number;
  @Int({ description: 'Join clicks through /go/' }) join_clicks!: number;
  @Num({ description: 'Share of its distributors whose sales are credited to them, 0–1' }) credited_share!: number;
}

export class FleetSiteStat {
  @Id() tenant_id!: string;
  @Text() subdomain!: string;
  @Text({ nullable: true }) site_name!: string | null;
  @Int() visitors!: number;
  @Int() pageviews!: number;
  @Int() leads!: number;
  @Int() subscribers!: number;
  @Num({ description: '(leads + subscribers) / visitors' }) conversion_rate!: number;
}

export class DurationBucket {
  @Text({ description: 'e.g. "< 1 h", "1–24 h", "1–7 d", "> 7 d", "not yet"' }) label!: string;
  @Int() distributors!: number;
}

export class ActivationFigure {
  @Int({ description: 'Distributors who signed up in the range and reached this step' }) reached!: number;
  @Num({ nullable: true, description: 'Median hours from signup to this step' }) median_hours!: number | null;
  @Num({ nullable: true, description: '90th percentile, hours' }) p90_hours!: number | null;
  @Int({ description: 'Reached it within 24 hours of signup' }) within_24h!: number;
  @Nested(() => DurationBucket, { list: true }) distribution!: DurationBucket[];
}

export class ActivationTimes {
  @Int({ description: 'Distributors who signed up in the range' }) signups!: number;
  @Nested(() => ActivationFigure) first_visit!: ActivationFigure;
  @Nested(() => ActivationFigure) first_lead!: ActivationFigure;
}

export class FleetAnalyticsAnswer {
  @Text() from!: string;
  @Text() to!: string;
  @Nested(() => FleetTotals) totals!: FleetTotals;
  @Nested(() => FleetSiteStat, { list: true }) top_by_traffic!: FleetSiteStat[];
  @Nested(() => FleetSiteStat, { list: true }) top_by_conversion!: FleetSiteStat[];
  @Nested(() => ActivationTimes) activation!: ActivationTimes;
  @Nested(() => FleetCountryStat, { list: true, description: 'Totals by catalog country' }) by_country!: FleetCountryStat[];
  @Nested(() => FleetWebVitalsView, { description: 'Real-user Web Vitals (p75) per storefront template' }) web_vitals!: FleetWebVitalsView;
}
