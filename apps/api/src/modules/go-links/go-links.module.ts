import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { ShopLinksModule } from '../shop-links/shop-links.module.js';
import { TenancyModule } from '../tenancy/tenancy.module.js';
import { GoLinksController } from './go-links.controller.js';
import { GoLinks } from './go-links.service.js';

/** The storefronts' `/go/` click links: count the click, redirect to the distributor's shop or enrolment link. */
@Module({
  imports: [TenancyModule, ShopLinksModule, AnalyticsModule],
  controllers: [GoLinksController],
  providers: [GoLinks],
})
export class GoLinksModule {}
