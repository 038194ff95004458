import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { WorkerRedis } from '../infra/redis/worker-redis.js';

/**
 * Takes `n` from both one-second windows (all tenants, this tenant) or none: answers how many ms to
 * wait when either window is full. One round trip; the keys expire on their own.
 */
const TAKE = `
local n = tonumber(ARGV[1])
local g = tonumber(redis.call('GET', KEYS[1]) or '0')
local t = tonumber(redis.call('GET', KEYS[2]) or '0')
if g + n > tonumber(ARGV[2]) or t + n > tonumber(ARGV[3]) then return 0 end
redis.call('INCRBY', KEYS[1], n) redis.call('PEXPIRE', KEYS[1], 2000)
redis.call('INCRBY', KEYS[2], n) redis.call('PEXPIRE', KEYS[2], 2000)
return 1`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The send-rate limits that protect the SMTP relay, shared by every worker through Redis: at most
 * CAMPAIGN_RATE_PER_SECOND messages a second in all, and CAMPAIGN_TENANT_RATE_PER_SECOND per tenant
 * (fixed one-second windows). A lane asks before each group of messages and waits for the next window
 * when either is full. Without Redis (the queues are down then too) it paces this process alone at the
 * tenant rate rather than stopping. Not rate-limiter-flexible (which the API's limits use): a group must be
 * taken from both windows at once or from neither, one Lua call; two separate limiters would count a group
 * against the global window that the tenant's then refuses.
 */
@Injectable()
export class SendRateLimiter {
  private readonly global: number;
  private readonly perTenant: number;

  constructor(
    private readonly redis: WorkerRedis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.global = config.CAMPAIGN_RATE_PER_SECOND;
    this.perTenant = config.CAMPAIGN_TENANT_RATE_PER_SECOND;
  }

  /**
   * Resolves once `n` messages of `tenantId` may go out: takes them in groups of at most one window's worth,
   * each counted in full, so a group larger than the rate waits for as many windows as it needs.
   */
  async take(tenantId: string, n: number): Promise<void> {
    for (let owed = n; owed > 0;) {
      const group = Math.min(owed, this.perTenant, this.global);
      await this.takeGroup(tenantId, group);
      owed -= group;
    }
  }

  private async takeGroup(tenantId: string, want: number): Promise<void> {
    for (;;) {
      const second = Math.floor(Date.now() / 1000);
      const keys = [`${this.redis.prefix}:campaign-rate:all:${second}`, `${this.redis.prefix}:campaign-rate:${tenantId}:${second}`];
      let granted: unknown;
      try {
        // Never wait for a reconnect: without Redis now, pace this process alone (below).
        if (this.redis.client.status !== 'ready') throw new Error('redis not ready');
        granted = await this.redis.client.eval(TAKE, 2, ...keys, want, this.global, this.perTenant);
      } catch {
        await sleep((1000 * want) / this.perTenant);
        return;
      }
      if (granted === 1) return;
      await sleep((second + 1) * 1000 - Date.now() + 1);
    }
  }
}
