import type { AppConfig } from '@ds/config';

/**
 * When an outbox row that failed is tried again: the first wait is `baseMs`, each next one doubles, up to
 * `maxMs`; once the waits so far would pass `giveUpMs` the row is failed for good (an admin can retry
 * it). The defaults (30 s doubling to 30 min, for 48 h) ride out an SMTP outage of hours in ~100 tries.
 */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  giveUpMs: number;
}

export function retryPolicy(
  config: Pick<AppConfig, 'OUTBOX_RETRY_BASE_SECONDS' | 'OUTBOX_RETRY_MAX_SECONDS' | 'OUTBOX_GIVE_UP_HOURS'>,
): RetryPolicy {
  return {
    baseMs: config.OUTBOX_RETRY_BASE_SECONDS * 1000,
    maxMs: Math.max(config.OUTBOX_RETRY_MAX_SECONDS, config.OUTBOX_RETRY_BASE_SECONDS) * 1000,
    giveUpMs: config.OUTBOX_GIVE_UP_HOURS * 3600_000,
  };
}

/** The wait after the `n`-th failed attempt (n ≥ 1). */
function wait(policy: RetryPolicy, n: number): number {
  return Math.min(policy.baseMs * 2 ** (n - 1), policy.maxMs);
}

/** How long to wait after `failedAttempts` failed tries, or null when it is time to give up. */
export function retryDelayMs(policy: RetryPolicy, failedAttempts: number): number | null {
  const n = Math.max(1, failedAttempts);
  let waited = 0;
  for (let i = 1; i < n; i++) {
    waited += wait(policy, i);
    if (waited > policy.giveUpMs) return null;
  }
  const next = wait(policy, n);
  return waited + next > policy.giveUpMs ? null : next;
}
