import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';

const WINDOW_MS = 60_000;
/** Clients remembered at most; past it the counters start over (a flood of addresses is not a reason to grow). */
const MAX_CLIENTS = 100_000;

/**
 * Per client address, per API instance, in memory: a beacon must cost no Redis round trip beyond the one
 * that buffers it, and a client over the budget only loses page views it should not be sending.
 */
@Injectable()
export class BeaconRateLimit {
  private windowStart = Date.now();
  private readonly counts = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  allow(client: string, now = Date.now()): boolean {
    if (now - this.windowStart >= WINDOW_MS || this.counts.size >= MAX_CLIENTS) {
      this.counts.clear();
      this.windowStart = now;
    }
    const count = (this.counts.get(client) ?? 0) + 1;
    this.counts.set(client, count);
    return count <= this.config.ANALYTICS_BEACON_RATE_LIMIT;
  }
}
