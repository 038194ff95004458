import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@ds/config';
import { retryDelayMs, retryPolicy, type RetryPolicy } from './retry-policy.js';

const defaults = retryPolicy(
  loadConfig({ DATABASE_URL: 'postgresql://u@127.0.0.1/db', REDIS_URL: 'redis://127.0.0.1:6379', JWT_SECRET: 'x'.repeat(32) }),
);

/** Every wait until the policy gives up. */
function schedule(policy: RetryPolicy): number[] {
  const waits: number[] = [];
  for (let failed = 1; ; failed++) {
    const wait = retryDelayMs(policy, failed);
    if (wait === null) return waits;
    waits.push(wait);
  }
}

describe('outbox retry policy', () => {
  it('doubles from 30 s up to a 30-minute cap by default', () => {
    expect(
      schedule(defaults)
        .slice(0, 8)
        .map((ms) => ms / 1000),
    ).toEqual([30, 60, 120, 240, 480, 960, 1800, 1800]);
  });

  it('keeps trying for 48 hours by default (an SMTP outage of hours loses nothing), then gives up', () => {
    const waits = schedule(defaults);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(48 * 3600_000);
    expect(total).toBeGreaterThan(47 * 3600_000);
    expect(waits.length).toBeGreaterThan(90);
    expect(retryDelayMs(defaults, waits.length + 1)).toBeNull();
  });

  it('follows shorter settings (tests), and never waits past the give-up horizon', () => {
    const short = retryPolicy({ OUTBOX_RETRY_BASE_SECONDS: 2, OUTBOX_RETRY_MAX_SECONDS: 10, OUTBOX_GIVE_UP_HOURS: 0.01 });
    expect(schedule(short).map((ms) => ms / 1000)).toEqual([2, 4, 8, 10, 10]);
  });

  it('treats a cap below the first wait as the first wait', () => {
    const odd = retryPolicy({ OUTBOX_RETRY_BASE_SECONDS: 60, OUTBOX_RETRY_MAX_SECONDS: 10, OUTBOX_GIVE_UP_HOURS: 1 });
    expect(retryDelayMs(odd, 1)).toBe(60_000);
    expect(retryDelayMs(odd, 5)).toBe(60_000);
  });
});
