import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { shouldRetry } from '@/lib/query-client';

describe('shouldRetry', () => {
  it('does not retry client errors or locally rejected calls', () => {
    expect(shouldRetry(0, new ApiError(404, 'Store not found', undefined, 'STORE_NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'No authentication token found'))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    expect(shouldRetry(0, new ApiError(503, 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'Network request failed', undefined, 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'x'))).toBe(false);
  });
});
