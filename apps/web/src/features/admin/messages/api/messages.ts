import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { newestFirst } from '@/features/admin/lib/format';
import { typedApi, type Schema } from '@/lib/api/typed-client';

export type MessageFilter = 'all' | 'open' | 'handled';

/** A message from the landing page's contact form (docs/product.md#landing-contact). */
export type ContactMessage = Schema<'ContactMessageView'>;

/** GET /admin/messages?status= → newest first. */
export async function getMessages(status: MessageFilter, signal?: AbortSignal): Promise<ContactMessage[]> {
  const answer = await typedApi.get('/admin/messages', { query: { status: status === 'all' ? undefined : status }, signal });
  return newestFirst(answer.messages);
}

const messagesQuery = (status: MessageFilter) =>
  queryOptions({ queryKey: adminKeys.messages(status), queryFn: ({ signal }) => getMessages(status, signal) });

export const useMessages = (status: MessageFilter) => useQuery(messagesQuery(status));

/** PUT /admin/messages/:id/handled → the server's message. */
export async function markHandled(id: string): Promise<string> {
  return (await typedApi.put('/admin/messages/{id}/handled', { path: { id } })).message;
}

export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markHandled,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.allMessages });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
