import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantQueryKey, useTenantId } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** Newest first, and how many are unread. */
export type Inbox = Schema<'InboxAnswer'>;

const inboxQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: tenantQueryKey(tenantId, 'notifications'),
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/notifications', { path: { tenantId }, signal }),
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
    mutationFn: (notificationId: string) =>
      typedApi.put('/tenants/{tenantId}/notifications/{notificationId}/read', { path: { tenantId, notificationId } }),
    onSuccess: (_answer, id) => {
      markLocally(id);
    },
    onSettled,
  });
  const markAll = useMutation({
    mutationFn: () => typedApi.put('/tenants/{tenantId}/notifications/read-all', { path: { tenantId } }),
    onSuccess: () => {
      markLocally(null);
    },
    onSettled,
  });
  return { markOne, markAll };
}
