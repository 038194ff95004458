import { Module } from '@nestjs/common';
import { CampaignTrackingController } from './campaign-tracking.controller.js';
import { CampaignTrackingService } from './campaign-tracking.service.js';

/** The public links of sent campaign emails: open pixel, click redirect, one-click unsubscribe. */
@Module({
  controllers: [CampaignTrackingController],
  providers: [CampaignTrackingService],
})
export class CampaignTrackingModule {}
