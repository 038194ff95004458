import { isApiError } from '@/lib/api-client';

/**
 * What a visitor's form says when the service stayed unavailable through its retries (docs/operations.md
 * "Database outage"); the same words as the API's `DATABASE_UNAVAILABLE` answer.
 */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a minute.';

/** How long a form keeps trying before it tells the visitor: longer than most restarts and failovers. */
const UNAVAILABLE_RETRY_BUDGET_MS = 25_000;

export const isUnavailable = (error: unknown): boolean => isApiError(error) && error.status === 503;

/**
 * Sends again while the answer is 503 (the service briefly unavailable or busy: nothing was stored), waiting
 * as its `Retry-After` asks and at least 1 s, 2 s, 4 s … in between, for up to `budgetMs` of waiting; then
 * throws the last 503. Only for calls the server takes once however often they are sent (a lead, a
 * subscription: the same one again is recognised). Any other failure is thrown at once.
 */
export async function retryWhileUnavailable<T>(send: () => Promise<T>, budgetMs = UNAVAILABLE_RETRY_BUDGET_MS): Promise<T> {
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      const asked = isApiError(error) && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : 0;
      const wait = Math.max(asked, 1000 * 2 ** attempt);
      if (waited + wait > budgetMs) throw error;
      waited += wait;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
