import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module.js';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { NewsletterController } from './newsletter.controller.js';
import { LeadsController } from './leads.controller.js';
import { AudienceService } from './audience.service.js';
import { AudienceListsService } from './audience-lists.service.js';
import { ConsentRecorder } from './consent.js';
import { SubscriptionConfirmation } from './subscription-confirmation.service.js';
import { BackofficeAudienceController } from './backoffice-audience.controller.js';

/** Newsletter subscribers and leads of each distributor (and the platform's own list). */
@Module({
  imports: [TenancyModule, AnalyticsModule],
  controllers: [NewsletterController, LeadsController, BackofficeAudienceController],
  providers: [AudienceService, AudienceListsService, SubscriptionConfirmation, ConsentRecorder],
  exports: [AudienceService, ConsentRecorder],
})
export class AudienceModule {}
