import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns/campaigns.module.js';
import { SequenceTrackController } from './sequence-track.controller.js';
import { SequenceUnsubscribe } from './sequence-unsubscribe.js';
import { SequencesController } from './sequences.controller.js';
import { SequencesService } from './sequences.service.js';

/** Follow-up sequences' editor API (docs/product.md "Sequences"); the engine is the worker's (apps/worker/src/sequences). */
@Module({
  imports: [CampaignsModule],
  controllers: [SequencesController, SequenceTrackController],
  providers: [SequencesService, SequenceUnsubscribe],
})
export class SequencesModule {}
