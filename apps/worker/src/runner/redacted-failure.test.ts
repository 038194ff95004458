import { describe, expect, it } from '@jest/globals';
import { UnrecoverableError } from 'bullmq';
import { PermanentFailure } from '../infra/jobs/outcomes.js';
import { redactedFailure } from './redacted-failure.js';

const SMTP_REPLY = '550 5.1.1 <jane.doe@example.com>: Recipient address rejected; see https://x.example/u?token=abc';

describe('redactedFailure', () => {
  it('keeps no address and no query in the message or the stack that BullMQ stores', () => {
    const failure = redactedFailure(new Error(SMTP_REPLY));
    expect(failure.message).toBe('550 5.1.1 <[email]>: Recipient address rejected; see https://x.example/u');
    expect(failure.stack).not.toContain('jane.doe');
    expect(failure.stack).not.toContain('token=');
  });

  it('turns a permanent failure into an UnrecoverableError (no retry), redacted too', () => {
    const failure = redactedFailure(new PermanentFailure(SMTP_REPLY));
    expect(failure).toBeInstanceOf(UnrecoverableError);
    expect(failure.message).not.toContain('jane.doe');
  });

  it('makes an Error of anything else thrown', () => {
    const failure = redactedFailure('bounced for jane.doe@example.com');
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toBe('bounced for [email]');
  });
});
