import { Module } from '@nestjs/common';
import { CampaignTrackingController } from './campaign-tracking.controller.js';
import { CampaignTrackingService } from './campaign-tracking.service.js';
import { ComplaintIntake } from './complaint-intake.service.js';
import { ComplaintsController } from './complaints.controller.js';

/**
 * What comes back from sent campaign emails: their public links (open pixel, click redirect, one-click
 * unsubscribe) and the relay's spam complaints.
 */
@Module({
  controllers: [CampaignTrackingController, ComplaintsController],
  providers: [CampaignTrackingService, ComplaintIntake],
})
export class CampaignTrackingModule {}
