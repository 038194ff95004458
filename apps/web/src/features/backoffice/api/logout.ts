import { typedApi } from '@/lib/api/typed-client';

/**
 * POST /users/logout: ends every session of the signed-in distributor on the server (their tokens answer
 * 401 INVALID_TOKEN from then on). Called by the back office's logout before local storage is cleared.
 */
export function logOutDistributor(signal?: AbortSignal): Promise<void> {
  return typedApi.post('/users/logout', { signal });
}
