import { Module } from '@nestjs/common';
import { FollowUpDigestClock } from './follow-up-digest-clock.js';
import { FollowUpDigestMailHandler } from './follow-up-digest-mail.handler.js';
import { FollowUpDigestScan } from './follow-up-digest-scan.js';

/**
 * The daily follow-up digest (docs/product.md "Contacts"): the scan that owes it and the job that sends it.
 * Config, the database, the job queue and the distributor mailer come from `WorkerModule`.
 */
@Module({
  providers: [FollowUpDigestClock, FollowUpDigestScan, FollowUpDigestMailHandler],
  exports: [FollowUpDigestClock, FollowUpDigestScan],
})
export class DigestModule {}
