import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Int, Nested, Num, OneOf, Text } from '../../../infra/http/answer-properties.js';

/** The storefront's Web Vitals beacon (documented; vitals-body.ts checks it). */
export class VitalsMetricsBody {
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 600_000, description: 'Largest Contentful Paint, ms' })
  lcp?: number;
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 600_000, description: 'Interaction to Next Paint, ms' })
  inp?: number;
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 100, description: 'Cumulative Layout Shift (a score)' })
  cls?: number;
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 600_000, description: 'Time to First Byte, ms' })
  ttfb?: number;
}

export class VitalsBeaconBody {
  @ApiProperty({ type: String, maxLength: 500, description: 'The page measured, starting with /; its query string is not kept' })
  path!: string;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'screen.width in CSS pixels (decides mobile or desktop)' })
  screen_width?: number | null;
  @ApiProperty({ type: VitalsMetricsBody, description: 'At least one metric; any other name is refused' })
  metrics!: VitalsMetricsBody;
}

const RATINGS = ['good', 'needs-improvement', 'poor'];

export class VitalFigureView {
  @Num({ description: '75th percentile: ms for LCP, INP and TTFB, a score for CLS (read from a histogram: within one bucket)' })
  p75!: number;
  @Int({ description: 'Page loads measured' }) samples!: number;
  @OneOf(RATINGS, 'VitalRating') rating!: 'good' | 'needs-improvement' | 'poor';
}

export class VitalsFiguresView {
  @Nested(() => VitalFigureView, { nullable: true, description: 'null: not measured in the range' }) lcp!: VitalFigureView | null;
  @Nested(() => VitalFigureView, { nullable: true, description: 'null also for page loads without an interaction' })
  inp!: VitalFigureView | null;
  @Nested(() => VitalFigureView, { nullable: true }) cls!: VitalFigureView | null;
  @Nested(() => VitalFigureView, { nullable: true }) ttfb!: VitalFigureView | null;
}

export class VitalsDeviceView extends VitalsFiguresView {
  @OneOf(['mobile', 'desktop'], 'VitalDevice') device!: 'mobile' | 'desktop';
}

export class VitalsPageView extends VitalsFiguresView {
  @Text() path!: string;
  @Int({ description: 'Page loads of this page measured (all metrics)' }) samples!: number;
}

export class VitalThresholdView {
  @Num({ description: 'Good up to and including this' }) good!: number;
  @Num({ description: 'Poor above this' }) poor!: number;
  @OneOf(['ms', 'score'], 'VitalUnit') unit!: 'ms' | 'score';
}

export class VitalThresholdsView {
  @Nested(() => VitalThresholdView) lcp!: VitalThresholdView;
  @Nested(() => VitalThresholdView) inp!: VitalThresholdView;
  @Nested(() => VitalThresholdView) cls!: VitalThresholdView;
  @Nested(() => VitalThresholdView) ttfb!: VitalThresholdView;
}

/** A distributor's real-user Web Vitals over a range: the whole site, per device class, per page. */
export class WebVitalsView {
  @Nested(() => VitalThresholdsView) thresholds!: VitalThresholdsView;
  @Nested(() => VitalsFiguresView, { description: 'Every measured page load of the range' }) all!: VitalsFiguresView;
  @Nested(() => VitalsDeviceView, { list: true }) devices!: VitalsDeviceView[];
  @Nested(() => VitalsPageView, { list: true, description: 'The most measured pages, most first (at most 10)' }) pages!: VitalsPageView[];
}

export class TemplateVitalsView extends VitalsFiguresView {
  @Int() template_id!: number;
  @Text() template!: string;
  @Nested(() => VitalsDeviceView, { list: true }) devices!: VitalsDeviceView[];
}

/** The fleet's real-user Web Vitals per storefront template (the template each site had when measured). */
export class FleetWebVitalsView {
  @Nested(() => VitalThresholdsView) thresholds!: VitalThresholdsView;
  @Nested(() => TemplateVitalsView, { list: true }) templates!: TemplateVitalsView[];
}
