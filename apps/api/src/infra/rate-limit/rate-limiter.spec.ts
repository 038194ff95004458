import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { testRedisUrl, uniquePrefix } from '@ds/testing';
import { commandClientOptions } from '../redis/redis.module.js';
import { RateLimiter } from './rate-limiter.js';

const options = commandClientOptions({ REDIS_COMMAND_TIMEOUT_MS: 500 });

describe('RateLimiter', () => {
  let up: Redis;
  let down: Redis;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    up = new Redis(testRedisUrl(), options);
    await new Promise((resolve) => up.once('ready', resolve));
    // Nothing listens on port 1: the state of a Redis that is away, with the API's fail-fast options.
    down = new Redis('redis://127.0.0.1:1', options);
    down.on('error', () => undefined);
  });

  afterAll(() => {
    up.disconnect();
    down.disconnect();
  });

  it('counts in Redis, so every instance shares one limit', async () => {
    const prefix = uniquePrefix('rate');
    const [a, b] = [new RateLimiter(up, prefix), new RateLimiter(up, prefix)];
    const verdicts = [
      await a.hit('form', '10.0.0.1', 3, 60_000),
      await b.hit('form', '10.0.0.1', 3, 60_000),
      await a.hit('form', '10.0.0.1', 3, 60_000),
    ];
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true]);
    expect(await b.hit('form', '10.0.0.1', 3, 60_000)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    await up.del(`${prefix}:rate:form:10.0.0.1`);
  });

  it('counts per instance, at once, while Redis is unreachable: the limit still holds, nothing fails', async () => {
    const limiter = new RateLimiter(down, 'ds');
    // "At once" without a stopwatch: Redis is asked for the first hit only (then left alone for a while),
    // and that one ask is refused by the client on the spot — no offline queue, no reconnect waited for.
    const asked = jest.spyOn(down, 'eval');
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit('form', '10.0.0.2', 3, 60_000));
    expect(asked).toHaveBeenCalledTimes(1);
    await expect(asked.mock.results[0].value).rejects.toThrow(/enableOfflineQueue/);
    asked.mockRestore();
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3].retryAfterSeconds).toBeGreaterThan(55);
    // Other keys and buckets have their own windows; a window that ended starts again.
    expect((await limiter.hit('form', '10.0.0.3', 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('form', '10.0.0.2', 3, 60_000, Date.now() + 61_000)).allowed).toBe(true);
  });
});
