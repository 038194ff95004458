import { Module } from '@nestjs/common';
import { SenderIdentities } from '../campaigns/sender-identity.js';
import { SequenceClock } from './sequence-clock.js';
import { SequenceEngine } from './sequence-engine.js';
import { SequenceLoop } from './sequence-loop.js';
import { SequenceMail } from './sequence-mail.js';

/**
 * The follow-up sequences engine (docs/architecture.md "Sequences engine"); the editor and enrolment are
 * the API's (apps/api/src/modules/sequences). Config, the database and the mail transport come from `WorkerModule`.
 */
@Module({
  providers: [SequenceClock, SenderIdentities, SequenceMail, SequenceEngine, SequenceLoop],
  exports: [SequenceClock, SequenceEngine],
})
export class SequencesModule {}
