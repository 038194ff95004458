import { Module } from '@nestjs/common';
import { AudienceModule } from '../audience/audience.module.js';
import { CampaignTrackingController } from './campaign-tracking.controller.js';
import { CampaignTrackingService } from './campaign-tracking.service.js';
import { ComplaintIntake } from './complaint-intake.service.js';
import { ComplaintsController } from './complaints.controller.js';
import { DsnIntake } from './dsn-intake.service.js';
import { MailFeedbackController } from './mail-feedback.controller.js';
import { SequenceTrackingController } from './sequence-tracking.controller.js';
import { SequenceTrackingService } from './sequence-tracking.service.js';

/**
 * What comes back from sent campaign emails: their public links (open pixel, click redirect, one-click
 * unsubscribe), the relay's spam complaints, and late bounces posted over HTTP; and the open pixel and
 * click redirect of sequence emails (their unsubscribe link is the sequences module's).
 */
@Module({
  // The consent evidence of a double opt-in started again from a campaign's unsubscribe page.
  imports: [AudienceModule],
  controllers: [CampaignTrackingController, SequenceTrackingController, ComplaintsController, MailFeedbackController],
  providers: [CampaignTrackingService, SequenceTrackingService, ComplaintIntake, DsnIntake],
})
export class CampaignTrackingModule {}
