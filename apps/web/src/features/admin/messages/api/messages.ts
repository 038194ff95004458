import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { answerMessage, idOf, listFrom, text } from '@/features/admin/lib/data';
import type { Row } from '@/lib/records';
import { withQuery } from '@/lib/query-string';
import { newestFirst } from '@/features/admin/lib/format';
import { api } from '@/lib/api-client';

export type MessageFilter = 'all' | 'open' | 'handled';

/** A message from the landing page's contact form (design §9). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  created_at: string | null;
  handled_at: string | null;
  status: 'open' | 'handled';
}

export function toContactMessage(raw: Row): ContactMessage {
  const handledAt = text(raw.handled_at);
  return {
    id: idOf(raw.id),
    name: text(raw.name) ?? '',
    email: text(raw.email) ?? '',
    subject: text(raw.subject),
    message: text(raw.message) ?? '',
    created_at: text(raw.created_at),
    handled_at: handledAt,
    status: raw.status === 'handled' || (raw.status !== 'open' && handledAt) ? 'handled' : 'open',
  };
}

/** GET /admin/messages?status= → newest first (sorted here too, whatever order arrives). */
export async function getMessages(status: MessageFilter, signal?: AbortSignal): Promise<ContactMessage[]> {
  const answer = await api.get<unknown>(withQuery('/admin/messages', { status: status === 'all' ? undefined : status }), { signal });
  return newestFirst(listFrom(answer, 'messages').map(toContactMessage));
}

export const messagesQuery = (status: MessageFilter) =>
  queryOptions({ queryKey: adminKeys.messages(status), queryFn: ({ signal }) => getMessages(status, signal) });

export const useMessages = (status: MessageFilter) => useQuery(messagesQuery(status));

/** PUT /admin/messages/:id/handled */
export async function markHandled(id: string): Promise<string> {
  const answer = await api.put<unknown>(`/admin/messages/${encodeURIComponent(id)}/handled`);
  return answerMessage(answer, 'Message marked as handled');
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
