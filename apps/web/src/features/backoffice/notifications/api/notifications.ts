import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantPath, tenantQueryKey, unwrapList, useTenantId } from '@/features/backoffice/api/tenant-resource';
import { isRecord, type Row } from '@/lib/records';
import { api } from '@/lib/api-client';

/** Spec §3 Notification (title, message, notification_id) as delivered to this tenant's inbox. */
export interface InboxNotification {
  notification_id: string;
  title: string;
  message: string;
  created_at: string | null;
  read_at: string | null;
}

export interface Inbox {
  notifications: InboxNotification[];
  unread: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function normalizeInbox(answer: unknown): Inbox {
  const notifications = unwrapList<Row>(answer, ['notifications'])
    .filter(isRecord)
    .map((row) => ({
      notification_id: String(row.notification_id ?? row.id),
      title: text(row.title),
      message: text(row.message),
      created_at: typeof row.created_at === 'string' ? row.created_at : null,
      read_at: typeof row.read_at === 'string' ? row.read_at : null,
    }));
  const unread =
    isRecord(answer) && typeof answer.unread === 'number'
      ? answer.unread
      : notifications.filter((notification) => !notification.read_at).length;
  return { notifications, unread };
}

export const inboxQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: tenantQueryKey(tenantId, 'notifications'),
    queryFn: async ({ signal }) => normalizeInbox(await api.get<unknown>(tenantPath(tenantId, 'notifications'), { signal })),
  });

export function useInbox() {
  return useQuery(inboxQueryOptions(useTenantId()));
}

/** Marks one notification (or all) read; the inbox shows it at once and is then re-read. */
export function useMarkRead() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const key = inboxQueryOptions(tenantId).queryKey;
  const markLocally = (id: string | null) => {
    const now = new Date().toISOString();
    queryClient.setQueryData<Inbox>(key, (inbox) => {
      if (!inbox) return inbox;
      const notifications = inbox.notifications.map((notification) =>
        (id === null || notification.notification_id === id) && !notification.read_at ? { ...notification, read_at: now } : notification,
      );
      return { notifications, unread: notifications.filter((notification) => !notification.read_at).length };
    });
  };
  const onSettled = () => queryClient.invalidateQueries({ queryKey: key });

  const markOne = useMutation({
    mutationFn: (id: string) => api.put<unknown>(tenantPath(tenantId, 'notifications', id, 'read')),
    onSuccess: (_answer, id) => {
      markLocally(id);
    },
    onSettled,
  });
  const markAll = useMutation({
    mutationFn: () => api.put<unknown>(tenantPath(tenantId, 'notifications', 'read-all')),
    onSuccess: () => {
      markLocally(null);
    },
    onSettled,
  });
  return { markOne, markAll };
}
