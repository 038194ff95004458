import type { Logger } from '@nestjs/common';

/**
 * Says that `what` are being dropped while Redis (or the database behind it) is away, at most once a
 * minute: an intake fails on every request during an outage, and one line per request would flood the log.
 */
export class OutageWarning {
  private last = 0;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  note(err: unknown): void {
    if (Date.now() - this.last <= 60_000) return;
    this.last = Date.now();
    this.logger.warn(`${this.what} are being dropped: ${err instanceof Error ? err.message : String(err)}`);
  }
}
