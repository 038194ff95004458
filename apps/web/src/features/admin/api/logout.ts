import { typedApi } from '@/lib/api/typed-client';

/**
 * POST /admin/logout: ends every session of the signed-in admin on the server (API tokens and the queue
 * dashboard cookie). Called by the admin area's logout before local storage is cleared.
 */
export function logOutAdmin(signal?: AbortSignal): Promise<void> {
  return typedApi.post('/admin/logout', { signal });
}
