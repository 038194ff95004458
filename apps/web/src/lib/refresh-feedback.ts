/** How long "Checking DNS…" waits for the worker's look-up before saying it is slow. */
export const REFRESH_WAIT_MS = 60_000;

export type RefreshFeedback = 'idle' | 'checking' | 'done' | 'slow';

/**
 * What to tell a distributor after "Refresh DNS": checking until a look-up newer than the click has
 * landed (`checkedAt`), then done; slow when none came within REFRESH_WAIT_MS.
 */
export function refreshFeedback({
  requestedAt,
  refreshing,
  checkedAt,
  now,
}: {
  requestedAt: number | null;
  refreshing: boolean;
  checkedAt: string | null;
  now: number;
}): RefreshFeedback {
  if (requestedAt === null) return 'idle';
  // A second of slack: the worker's clock and this browser's may differ slightly.
  if (!refreshing && checkedAt && Date.parse(checkedAt) >= requestedAt - 1000) return 'done';
  return now - requestedAt > REFRESH_WAIT_MS ? 'slow' : 'checking';
}
