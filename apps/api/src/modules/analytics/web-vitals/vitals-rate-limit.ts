import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '@ds/config';

/**
 * ANALYTICS_BEACON_RATE_LIMIT Web Vitals reports per client address per minute, per API instance, in memory
 * (like the page-view beacon's budget, but a budget of its own: a page load sends at most one report, so a
 * client over it is not a visitor). No Redis round trip beyond the one that buffers a report.
 */
@Injectable()
export class VitalsRateLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new RateLimiterMemory({ points: config.ANALYTICS_BEACON_RATE_LIMIT, duration: 60, keyPrefix: 'vitals' });
  }

  /** Spends one report of `ip`'s budget: null when it is within it, else the seconds until it is again. */
  async spend(ip: string): Promise<number | null> {
    try {
      await this.limiter.consume(ip);
      return null;
    } catch (rejected) {
      if (rejected instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejected.msBeforeNext / 1000));
      throw rejected;
    }
  }
}
