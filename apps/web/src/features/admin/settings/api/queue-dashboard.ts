import { useMutation } from '@tanstack/react-query';
import { text } from '@/features/admin/lib/data';
import { isRecord } from '@/lib/records';
import { api } from '@/lib/api-client';

export const QUEUE_DASHBOARD_URL = '/api/admin/queues';

/**
 * POST /admin/queues/session: a browser tab cannot send the Bearer header, so the API sets a
 * short-lived cookie for the queue dashboard and answers with its URL.
 */
export async function startQueueSession(): Promise<string> {
  const answer = await api.post<unknown>('/admin/queues/session');
  const url = isRecord(answer) ? text(answer.url) : null;
  // Only a same-origin path is followed.
  return url?.startsWith('/') && !url.startsWith('//') ? url : QUEUE_DASHBOARD_URL;
}

export const useQueueSession = () => useMutation({ mutationFn: startQueueSession });
