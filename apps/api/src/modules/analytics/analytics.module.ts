import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ShopLinksModule } from '../shop-links/shop-links.module.js';
import { TenancyModule } from '../tenancy/tenancy.module.js';
import { AdminAnalyticsController } from './admin-analytics.controller.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsReportService } from './analytics-report.service.js';
import { BeaconEndpoint } from './beacon-endpoint.js';
import { BeaconRateLimit } from './beacon-rate-limit.js';
import { ClickIntake } from './click-intake.js';
import { ConversionAttribution } from './conversion-attribution.js';
import { FleetAnalyticsService } from './fleet-analytics.service.js';
import { OwnVisitsInterceptor } from './own-visits.interceptor.js';
import { PageViewBuffer } from './page-view-buffer.js';
import { PageViewIntake } from './page-view-intake.js';
import { SiteEventsController } from './site-events.controller.js';
import { VisitorHasher } from './visitor-hash.js';
import { VitalsBeacon } from './web-vitals/vitals-beacon.js';
import { VitalsController } from './web-vitals/vitals.controller.js';
import { VitalsIntake } from './web-vitals/vitals-intake.js';
import { VitalsRateLimit } from './web-vitals/vitals-rate-limit.js';
import { VitalsReportService } from './web-vitals/vitals-report.service.js';

/**
 * Visitor analytics (docs/analytics.md): the storefront beacon's intake (buffered in Redis for the worker),
 * the distributor's reports, the admin's fleet view, and first-touch attribution of leads and subscribers.
 */
@Module({
  imports: [TenancyModule, ShopLinksModule],
  controllers: [SiteEventsController, VitalsController, AnalyticsController, AdminAnalyticsController],
  providers: [
    VisitorHasher,
    PageViewBuffer,
    PageViewIntake,
    ClickIntake,
    BeaconRateLimit,
    BeaconEndpoint,
    AnalyticsReportService,
    FleetAnalyticsService,
    ConversionAttribution,
    VitalsIntake,
    VitalsRateLimit,
    VitalsBeacon,
    VitalsReportService,
    { provide: APP_INTERCEPTOR, useClass: OwnVisitsInterceptor },
  ],
  exports: [ConversionAttribution, BeaconEndpoint, ClickIntake],
})
export class AnalyticsModule {}
