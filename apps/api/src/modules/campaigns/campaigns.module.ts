import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module.js';
import { CampaignEmailService } from './campaign-email.service.js';
import { CampaignImages } from './campaign-images.js';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignsService } from './campaigns.service.js';
import { NewsletterArchiveController } from './newsletter-archive.controller.js';
import { NewsletterArchiveService } from './newsletter-archive.service.js';
import { TestEmails } from './test-emails.js';

/** A distributor's email campaigns: composing, the intent to send, stats, and the public archive. */
@Module({
  imports: [TenancyModule],
  controllers: [CampaignsController, NewsletterArchiveController],
  providers: [CampaignsService, CampaignEmailService, NewsletterArchiveService, CampaignImages, TestEmails],
  exports: [NewsletterArchiveService, TestEmails],
})
export class CampaignsModule {}
