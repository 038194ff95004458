import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TenancyModule } from '../tenancy/tenancy.module.js';
import { NewsletterController } from './newsletter.controller.js';
import { LeadsController } from './leads.controller.js';
import { AudienceService } from './audience.service.js';
import { AudienceListsService } from './audience-lists.service.js';
import { BackofficeAudienceController } from './backoffice-audience.controller.js';
import { EnqueueLeadNoticeWhenLeadCaptured, EnqueueWelcomeEmailWhenSubscriberCreated } from './events/enqueue-autoresponders.handlers.js';

/** Newsletter subscribers and leads of each distributor (and the platform's own list). */
@Module({
  imports: [CqrsModule, TenancyModule],
  controllers: [NewsletterController, LeadsController, BackofficeAudienceController],
  providers: [AudienceService, AudienceListsService, EnqueueWelcomeEmailWhenSubscriberCreated, EnqueueLeadNoticeWhenLeadCaptured],
  exports: [AudienceService],
})
export class AudienceModule {}
