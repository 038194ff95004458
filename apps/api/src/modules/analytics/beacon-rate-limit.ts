import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { clientNetwork } from '../../infra/rate-limit/client-network.js';

/**
 * ANALYTICS_BEACON_RATE_LIMIT beacons per client per minute, per API instance, in memory
 * (rate-limiter-flexible): a beacon must cost no Redis round trip beyond the one that buffers it, and a
 * client over the budget only loses page views it should not be sending. A client is its address, an IPv6
 * client its network (`clientNetwork`, IPV6_RATE_LIMIT_PREFIX).
 */
@Injectable()
export class BeaconRateLimit {
  private readonly limiter: RateLimiterMemory;
  private readonly ipv6Prefix: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new RateLimiterMemory({ points: config.ANALYTICS_BEACON_RATE_LIMIT, duration: 60, keyPrefix: 'beacon' });
    this.ipv6Prefix = config.IPV6_RATE_LIMIT_PREFIX;
  }

  /** Counts a beacon of the client at `ip`: whether it is within the budget, else how long until it is. */
  async allow(ip: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const res = await this.limiter.consume(clientNetwork(ip, this.ipv6Prefix)).catch((rejected: unknown) => {
      if (rejected instanceof RateLimiterRes) return rejected;
      throw rejected;
    });
    return { allowed: res.consumedPoints <= this.limiter.points, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
  }
}
