import { isApiError } from '@/lib/api-client';

/** Retrying cannot fix a client error (4xx) or a locally rejected call; it only delays the message. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (error.status >= 400 && error.status < 500) return false;
    if (error.status === 0 && error.code !== 'NETWORK_ERROR') return false;
  }
  return failureCount < 2;
}

/** Wait before retry number `failureCount + 1`: 1 s, 2 s, 4 s … capped at 30 s (TanStack Query's default). */
export const retryDelay = (failureCount: number): number => Math.min(1000 * 2 ** failureCount, 30_000);
