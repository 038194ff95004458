import { SCHEDULE_BATCH } from '../../jobs/tenant-schedule-sweeper.js';

/**
 * When to check a pending custom domain again (docs/domains.md): every minute for the first 10 checks (ten
 * minutes), then each wait 1.5× the last, up to every 4 hours; after 7 days without success we give up.
 */
const VERIFY_SCHEDULE = {
  fastChecks: 10,
  fastIntervalMs: 60_000,
  growth: 1.5,
  maxIntervalMs: 4 * 3600_000,
  giveUpAfterMs: 7 * 24 * 3600_000,
} as const;

/** Wait after the `checksDone`-th check (1-based). */
export function nextCheckDelayMs(checksDone: number): number {
  const { fastChecks, fastIntervalMs, growth, maxIntervalMs } = VERIFY_SCHEDULE;
  if (checksDone <= fastChecks) return fastIntervalMs;
  return Math.min(Math.round(fastIntervalMs * growth ** (checksDone - fastChecks)), maxIntervalMs);
}

/** Whether a verification started at `since` has run out of time at `now`. */
export function verificationExpired(since: Date, now: Date): boolean {
  return now.getTime() - since.getTime() >= VERIFY_SCHEDULE.giveUpAfterMs;
}

/** The verification statuses that have a next check: a failed one waits for Verify now, a taken claim for nothing. */
const CHECKED = ['pending', 'misconfigured', 'verified'] as const;

/**
 * The DNS checks due now, oldest first: the query of the custom domains' and the sending domains' sweepers
 * (`domain_verifications` and `sending_domains` share these columns and statuses).
 */
export const dueChecks = (now: Date) => ({
  where: { next_check_at: { lte: now }, status: { in: [...CHECKED] } },
  select: { tenant_id: true },
  orderBy: { next_check_at: 'asc' as const },
  take: SCHEDULE_BATCH,
});
