import { Injectable } from '@nestjs/common';

/**
 * The engine's time (docs/architecture.md "Sequences engine"): the real clock, or in a test a time the
 * test sets and moves, so a ten-day sequence runs in seconds and nothing sleeps. Every due time, claim
 * and lease the engine computes reads it; PostgreSQL's own now() is never used for them.
 */
@Injectable()
export class SequenceClock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Tests: from now on the time is `at` (until moved again). */
  set(at: Date): void {
    this.fixed = new Date(at);
  }

  /** Tests: moves the set time forward. */
  advance(ms: number): void {
    this.set(new Date(this.now().getTime() + ms));
  }
}
