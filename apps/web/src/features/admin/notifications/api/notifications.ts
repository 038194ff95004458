import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { answerMessage, idOf, listFrom, num, text } from '@/features/admin/lib/data';
import { boolValue, type Row } from '@/lib/records';
import { ApiError, isApiError, NO_TOKEN_MESSAGE, api } from '@/lib/api-client';
import { getToken } from '@/lib/storage';

/** Spec §8 default codes of the notification calls. */
export const NOTIFICATION_ERROR = 'NOTIFICATION_ERROR';
export const FETCH_ERROR = 'FETCH_ERROR';
export const NOTIFICATION_SENT_MESSAGE = 'Notification sent successfully';

export interface SentNotification {
  notification_id: string;
  title: string;
  message: string;
  send_email: boolean;
  created_at: string | null;
  delivered: boolean;
  recipients: number;
  read: number;
}

export function toSentNotification(raw: Row): SentNotification {
  return {
    notification_id: idOf(raw.notification_id ?? raw.id),
    title: text(raw.title) ?? '',
    message: text(raw.message) ?? '',
    send_email: boolValue(raw.send_email, false),
    created_at: text(raw.created_at),
    delivered: text(raw.fanout_completed_at) !== null,
    recipients: num(raw.recipients),
    read: num(raw.read),
  };
}

/** A failed call keeps the server's message and code; a code-less one gets the spec's default code. */
function withDefaultCode(error: unknown, code: string): unknown {
  if (!isApiError(error) || error.code) return error;
  return new ApiError(error.status, error.message, error.details, code);
}

export async function getNotifications(signal?: AbortSignal): Promise<SentNotification[]> {
  try {
    const answer = await api.get<unknown>('/admin/notifications', { signal });
    return listFrom(answer, 'notifications').map(toSentNotification);
  } catch (error) {
    throw withDefaultCode(error, FETCH_ERROR);
  }
}

export const notificationsQuery = () =>
  queryOptions({ queryKey: adminKeys.notifications, queryFn: ({ signal }) => getNotifications(signal) });

export const useSentNotifications = () => useQuery(notificationsQuery());

export interface NewNotification {
  title: string;
  message: string;
  send_email: boolean;
}

/** POST /admin/notifications; spec §5: needs a token, else 'No authentication token found'. */
export async function sendNotification(input: NewNotification): Promise<string> {
  if (!getToken()) throw new ApiError(0, NO_TOKEN_MESSAGE, undefined, NOTIFICATION_ERROR);
  try {
    const answer = await api.post<unknown>('/admin/notifications', {
      title: input.title.trim(),
      message: input.message.trim(),
      send_email: input.send_email,
    });
    return answerMessage(answer, NOTIFICATION_SENT_MESSAGE);
  } catch (error) {
    throw withDefaultCode(error, NOTIFICATION_ERROR);
  }
}

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.notifications });
    },
  });
}
