import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { retryWhileUnavailable } from './unavailable-retry';

/** Runs `retryWhileUnavailable` over answers in turn (an Error is thrown), recording when each call was made. */
async function run(answers: (string | Error)[], budgetMs?: number) {
  vi.useFakeTimers();
  const calls: number[] = [];
  const start = Date.now();
  const send = () => {
    calls.push(Date.now() - start);
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  const outcome = retryWhileUnavailable(send, budgetMs).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return { calls, outcome: await outcome };
}

const unavailable = (retryAfterSeconds?: number) =>
  new ApiError(
    503,
    'The service is briefly unavailable. Please try again in a minute.',
    undefined,
    'DATABASE_UNAVAILABLE',
    retryAfterSeconds,
  );

describe('retryWhileUnavailable', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits as Retry-After asks, at least 1 s, 2 s, 4 s …, and answers with the first success', async () => {
    const { calls, outcome } = await run([unavailable(5), unavailable(), unavailable(1), 'stored']);
    expect(outcome).toEqual({ value: 'stored' });
    expect(calls).toEqual([0, 5_000, 7_000, 11_000]);
  });

  it('gives up with the last 503 once the next wait would pass the budget', async () => {
    const { calls, outcome } = await run([unavailable(5)], 25_000);
    expect(calls).toEqual([0, 5_000, 10_000, 15_000, 23_000]);
    expect(outcome).toEqual({ error: expect.objectContaining({ status: 503 }) });
  });

  it('does not retry any other failure', async () => {
    const refused = new ApiError(400, 'Validation failed');
    const { calls, outcome } = await run([refused, 'never']);
    expect(calls).toEqual([0]);
    expect(outcome).toEqual({ error: refused });
  });
});
