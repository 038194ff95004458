import { HttpStatus, Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { Outbox, type JobPayloads } from '@ds/jobs';
import { ApiError, conflict } from '../../infra/http/api-error.js';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';

/** "Send a test to me" goes to the distributor's own address, but each is an email through our relay. */
const TEST_SENDS_PER_HOUR = 20;

/** What a test renders: a campaign, or one email step of a sequence. */
export type TestEmailOf = { campaignId: string } | { sequenceStepId: string };

/**
 * "Send a test to me" of the campaign composer, wherever it is used (a campaign, a sequence's email step):
 * one email to the distributor's own login address through the outbox (`mail.campaign-test`, the worker
 * renders it as a send would, without tracking), under one limit per distributor for both.
 */
@Injectable()
export class TestEmails {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxRelay,
    private readonly limiter: RateLimiter,
  ) {}

  async queue(tenantId: string, of: TestEmailOf): Promise<{ message: string; to: string }> {
    const db = this.db.forTenant(tenantId);
    const user = await db.user.findFirst({ select: { email: true } });
    if (!user?.email) throw conflict('Your account has no email address to send the test to', { email: 'missing' }, 'NO_EMAIL_ADDRESS');
    const verdict = await this.limiter.hit('campaign-test', tenantId, TEST_SENDS_PER_HOUR, 60 * 60 * 1000);
    if (!verdict.allowed) {
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        `You can send up to ${TEST_SENDS_PER_HOUR} test emails an hour. Please try again later.`,
        { code: 'RATE_LIMITED' },
      );
    }
    const data: JobPayloads['mail.campaign-test'] = { tenantId, ...of };
    const entry = await Outbox.record(db, { name: 'mail.campaign-test', data, tenantId });
    this.outbox.relay(entry);
    return { message: `A test email is on its way to ${user.email}`, to: user.email };
  }
}
