import { useMutation } from '@tanstack/react-query';
import { typedApi } from '@/lib/api/typed-client';

const QUEUE_DASHBOARD_URL = '/api/admin/queues';

/**
 * POST /admin/queues/session: a browser tab cannot send the Bearer header, so the API sets a
 * short-lived cookie for the queue dashboard and answers with its URL.
 */
async function startQueueSession(): Promise<string> {
  const { url } = await typedApi.post('/admin/queues/session');
  // Only a same-origin path is followed.
  return url.startsWith('/') && !url.startsWith('//') ? url : QUEUE_DASHBOARD_URL;
}

export const useQueueSession = () => useMutation({ mutationFn: startQueueSession });
