import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { ApiError, isApiError, NO_TOKEN_MESSAGE } from '@/lib/api-client';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { getToken } from '@/lib/storage';

/** Default codes of the notification calls (docs/product.md#messages). */
export const NOTIFICATION_ERROR = 'NOTIFICATION_ERROR';
export const FETCH_ERROR = 'FETCH_ERROR';
export const NOTIFICATION_SENT_MESSAGE = 'Notification sent successfully';

/** A sent notification with its delivery (`fanout_completed_at` set once every inbox has it) and read counts. */
export type SentNotification = Schema<'SentNotificationView'>;

/** A failed call keeps the server's message and code; a code-less one gets the default code (docs/product.md#messages). */
function withDefaultCode(error: unknown, code: string): unknown {
  if (!isApiError(error) || error.code) return error;
  return new ApiError(error.status, error.message, error.details, code);
}

export async function getNotifications(signal?: AbortSignal): Promise<SentNotification[]> {
  try {
    return (await typedApi.get('/admin/notifications', { signal })).notifications;
  } catch (error) {
    throw withDefaultCode(error, FETCH_ERROR);
  }
}

const notificationsQuery = () => queryOptions({ queryKey: adminKeys.notifications, queryFn: ({ signal }) => getNotifications(signal) });

export const useSentNotifications = () => useQuery(notificationsQuery());

export type NewNotification = Required<Schema<'SendNotificationDto'>>;

/** POST /admin/notifications; docs/product.md#validation: needs a token, else 'No authentication token found'. */
export async function sendNotification(input: NewNotification): Promise<string> {
  if (!getToken()) throw new ApiError(0, NO_TOKEN_MESSAGE, undefined, NOTIFICATION_ERROR);
  try {
    const answer = await typedApi.post('/admin/notifications', {
      body: { title: input.title.trim(), message: input.message.trim(), send_email: input.send_email },
    });
    // The default of docs/product.md#messages when the answer carries no message.
    return answer.message || NOTIFICATION_SENT_MESSAGE;
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
