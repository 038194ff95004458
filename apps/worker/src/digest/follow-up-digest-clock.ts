import { Injectable } from '@nestjs/common';

/**
 * The digest scan's time: the real clock, or in a test a time the test sets and moves, so "08:00 in two
 * zones" runs in milliseconds and nothing sleeps.
 */
@Injectable()
export class FollowUpDigestClock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Tests: from now on the time is `at` (until moved again). */
  set(at: Date): void {
    this.fixed = new Date(at);
  }
}
