import { Module } from '@nestjs/common';
import { CampaignPolicyController } from './campaign-policy.controller.js';
import { CampaignPolicyService } from './campaign-policy.service.js';

/** Admins' hold on campaign sending: per-distributor quota and pause, and the fleet view. */
@Module({
  controllers: [CampaignPolicyController],
  providers: [CampaignPolicyService],
})
export class CampaignPolicyModule {}
