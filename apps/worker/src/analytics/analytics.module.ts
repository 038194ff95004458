import { Module } from '@nestjs/common';
import { SiteEventDrainer } from './site-event-drainer.js';
import { SiteEventRetention } from './site-event-retention.js';
import { SiteEventWriter } from './site-event-writer.js';
import { VitalsWriter } from './vitals-writer.js';

/** Storefront page views: drained from the API's Redis stream in batches, written and rolled up (docs/analytics.md). */
@Module({
  providers: [SiteEventWriter, VitalsWriter, SiteEventRetention, SiteEventDrainer],
  exports: [SiteEventDrainer, SiteEventRetention],
})
export class AnalyticsModule {}
