import { describe, expect, it } from '@jest/globals';
import { nextCheckDelayMs, verificationExpired } from './verify-schedule.js';

const MIN = 60_000;

describe('DNS verification schedule', () => {
  it('checks every minute for the first ten minutes', () => {
    for (let n = 1; n <= 10; n++) expect(nextCheckDelayMs(n)).toBe(MIN);
  });

  it('then waits 1.5× longer each time, up to every 4 hours', () => {
    expect(nextCheckDelayMs(11)).toBe(1.5 * MIN);
    expect(nextCheckDelayMs(12)).toBe(2.25 * MIN);
    expect(nextCheckDelayMs(13)).toBe(Math.round(3.375 * MIN));
    expect(nextCheckDelayMs(30)).toBe(4 * 3600_000);
    expect(nextCheckDelayMs(500)).toBe(4 * 3600_000);
  });

  it('gives up after 7 days, and about 55 checks', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect(verificationExpired(start, new Date('2026-01-07T23:59:59Z'))).toBe(false);
    expect(verificationExpired(start, new Date('2026-01-08T00:00:00Z'))).toBe(true);
    let elapsed = 0;
    let checks = 0;
    while (elapsed < 7 * 24 * 3600_000) elapsed += nextCheckDelayMs(++checks);
    expect(checks).toBeGreaterThan(40);
    expect(checks).toBeLessThan(70);
  });
});
