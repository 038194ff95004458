import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import type { AppConfig } from '@ds/config';
import { testRedisUrl, uniquePrefix } from '@ds/testing';
import type { WorkerRedis } from '../infra/redis/worker-redis.js';
import { SendRateLimiter } from './send-rate.js';

/** The send-rate windows count every message a lane sends, also when a group is larger than the rate. */
describe('SendRateLimiter', () => {
  let client: Redis;
  const prefix = uniquePrefix('send-rate');

  beforeAll(async () => {
    client = new Redis(testRedisUrl());
    await new Promise((resolve) => client.once('ready', resolve));
  });

  afterAll(async () => {
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  });

  it('counts a group of 7 at 3 a second as 7, over three windows, never more than 3 in one', async () => {
    const config = { CAMPAIGN_RATE_PER_SECOND: 1000, CAMPAIGN_TENANT_RATE_PER_SECOND: 3 } as AppConfig;
    const limiter = new SendRateLimiter({ client, prefix } as WorkerRedis, config);
    const started = Date.now();
    await limiter.take('tenant-a', 7);
    const keys = await client.keys(`${prefix}:campaign-rate:tenant-a:*`);
    const counts = await Promise.all(keys.map(async (key) => Number(await client.get(key))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(7);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    // Before the fix one call took min(7, 3) = 3 and returned within the first second.
    expect(Date.now() - started).toBeGreaterThan(900);
  }, 10_000);
});
