import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { testRedisUrl, uniquePrefix } from '@ds/testing';
import { utcDay, VisitorHasher } from './visitor-hash.js';

// On the test Redis (never a mock): the salt is what several API instances share.
describe('VisitorHasher (Redis)', () => {
  const prefix = uniquePrefix('salt');
  const redis = new Redis(testRedisUrl());
  const at = Date.parse('2026-11-20T12:00:00Z');
  const visitor = (hasher: VisitorHasher, when = at, ip = '203.0.113.7') => hasher.visitor(when, 'tenant-1', ip, 'Mozilla/5.0 Test');

  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('gives the same visitor the same hash on every instance within a day, and another one the next day', async () => {
    const [a, b] = [new VisitorHasher(redis, prefix), new VisitorHasher(redis, prefix)];
    const first = await visitor(a);
    expect(first).toMatch(/^-?\d+$/);
    expect(await visitor(b)).toBe(first);
    expect(await visitor(a, at + 3_600_000)).toBe(first);
    expect(await visitor(a, at, '203.0.113.8')).not.toBe(first);
    // Midnight: a new salt, so the same browser is a new visitor of a new day, never joined to yesterday's.
    expect(await visitor(a, at + 86_400_000)).not.toBe(first);
    expect(await redis.ttl(`${prefix}:analytics:salt:${utcDay(at)}`)).toBeGreaterThan(86_400);
  });

  it("never hands one day's salt to a look-up of another day running at the same time (midnight)", async () => {
    const hasher = new VisitorHasher(redis, prefix);
    const [today, tomorrow] = await Promise.all([visitor(hasher, at + 2 * 86_400_000), visitor(hasher, at + 3 * 86_400_000)]);
    expect(tomorrow).not.toBe(today);
    expect(await visitor(new VisitorHasher(redis, prefix), at + 3 * 86_400_000)).toBe(tomorrow);
  });

  it('puts the salt it hashes with back when Redis has lost it, so instances keep agreeing', async () => {
    const a = new VisitorHasher(redis, prefix);
    const before = await visitor(a);
    await redis.del(`${prefix}:analytics:salt:${utcDay(at)}`); // a flush, or a failover to an empty replica
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000); // a's recheck is due
    expect(await visitor(a)).toBe(before);
    expect(await visitor(new VisitorHasher(redis, prefix))).toBe(before);
  });

  it('follows the salt in Redis within a minute when another instance minted a new one meanwhile', async () => {
    const a = new VisitorHasher(redis, prefix);
    const before = await visitor(a);
    await redis.del(`${prefix}:analytics:salt:${utcDay(at)}`);
    const late = new VisitorHasher(redis, prefix); // started during the gap: mints a salt of its own
    const minted = await visitor(late);
    expect(minted).not.toBe(before);
    expect(await visitor(a)).toBe(before); // still within a's minute
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    expect(await visitor(a)).toBe(minted);
  });
});
