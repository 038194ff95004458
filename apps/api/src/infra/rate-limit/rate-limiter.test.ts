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

  it('counts in Redis, so every instance shares one limit, under keys that name nobody', async () => {
    const prefix = uniquePrefix('rate');
    const [a, b] = [new RateLimiter(up, prefix), new RateLimiter(up, prefix)];
    const verdicts = [
      await a.hit('form', 'jane@example.com|10.0.0.1', 3, 60_000),
      await b.hit('form', 'jane@example.com|10.0.0.1', 3, 60_000),
      await a.hit('form', 'jane@example.com|10.0.0.1', 3, 60_000),
    ];
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true]);
    expect(await b.hit('form', 'jane@example.com|10.0.0.1', 3, 60_000)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    const keys = await up.keys(`${prefix}:rate:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${prefix}:rate:form:[\\w-]{22}$`));
    expect(keys[0]).not.toMatch(/jane|example|10\.0/);
    await up.del(...keys);
  });

  it('adds and takes back on the same counter, never below zero', async () => {
    const prefix = uniquePrefix('rate');
    const limiter = new RateLimiter(up, prefix);
    expect(await limiter.add('login', 'k', 1, 60_000)).toBe(1);
    expect(await limiter.add('login', 'k', 1, 60_000)).toBe(2);
    expect(await limiter.add('login', 'k', -1, 60_000)).toBe(1);
    expect(await limiter.add('login', 'k', -1, 60_000)).toBe(0);
    expect(await limiter.add('login', 'k', -1, 60_000)).toBe(0);
    expect(await up.keys(`${prefix}:rate:*`)).toEqual([]);
    await limiter.add('login', 'k', 2, 60_000);
    expect((await limiter.hit('login', 'k', 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('login', 'k', 3, 60_000)).allowed).toBe(false);
    await up.del(...(await up.keys(`${prefix}:rate:*`)));
  });

  it('counts per instance, at once, while Redis is unreachable: the limit still holds, nothing fails', async () => {
    const limiter = new RateLimiter(down, 'ds');
    // "At once" without a stopwatch: a client that is not connected is not asked at all (the client would
    // refuse on the spot anyway: no offline queue, no reconnect waited for).
    const asked = jest.spyOn(down, 'sendCommand');
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit('form', '10.0.0.2', 3, 60_000));
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3].retryAfterSeconds).toBeGreaterThan(55);
    // Other keys have their own windows.
    expect((await limiter.hit('form', '10.0.0.3', 3, 60_000)).allowed).toBe(true);
    expect(await limiter.add('login', 'k', 1, 60_000)).toBe(1);
  });
});
