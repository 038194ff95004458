import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns/campaigns.module.js';
import { SequenceClock } from './sequence-clock.js';
import { SequenceEngine } from './sequence-engine.js';
import { SequenceLoop } from './sequence-loop.js';
import { SequenceMail } from './sequence-mail.js';

/**
 * The follow-up sequences engine (docs/architecture.md "Sequences engine"); the editor and enrolment are
 * the API's (apps/api/src/modules/sequences). Config and the database come from `WorkerModule`.
 */
@Module({
  // Campaign mail's path: its sender identities, pooled transport, gate and send rate.
  imports: [CampaignsModule],
  providers: [SequenceClock, SequenceMail, SequenceEngine, SequenceLoop],
  exports: [SequenceClock, SequenceEngine],
})
export class SequencesModule {}
