import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { EmptyList, QueryState } from '@/features/backoffice/components/query-state';
import { ListSkeleton } from '@/components/ui/query-state';
import { Screen } from '@/features/backoffice/components/screen';
import { dateTime } from '@/features/backoffice/lib/format';
import { failureMessage } from '@/lib/form-errors';
import { useInbox, useMarkRead } from '@/features/backoffice/notifications/api/notifications';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * The date of an unread notification, on its blue.0 tint (#e7f5ff): the theme's dimmed grey (#6a7178)
 * reads 4.45:1 there, this one a shade darker (Mantine's `darken(dimmed, 0.05)`) 4.85:1 (WCAG 2.2 AA, 4.5:1).
 */
const DIMMED_ON_UNREAD = '#656b72';

export function NotificationsRoute() {
  const inbox = useInbox();
  const { markOne, markAll } = useMarkRead();
  const unread = inbox.data?.unread ?? 0;

  return (
    <Screen
      title="Notifications"
      description="Messages from the platform team."
      actions={
        <Button
          variant="light"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => {
            markAll.mutate(undefined, {
              onSuccess: () => {
                notifySuccess('All notifications marked as read');
              },
              onError: (error) => {
                notifyError(failureMessage(error, 'Could not mark the notifications as read'));
              },
            });
          }}
        >
          Mark all as read
        </Button>
      }
    >
      <QueryState query={inbox} loading={<ListSkeleton rows={4} />}>
        {({ notifications, unread: count }) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {count === 0 ? 'No unread notifications' : `${count} unread`}
            </Text>
            {notifications.length === 0 ? (
              <EmptyList>No notifications yet.</EmptyList>
            ) : (
              notifications.map((notification) => {
                const isUnread = !notification.read_at;
                return (
                  <Paper key={notification.notification_id} withBorder radius="md" p="md" bg={isUnread ? 'blue.0' : undefined}>
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Group gap="xs">
                          <Text fw={isUnread ? 700 : 500}>{notification.title}</Text>
                          {isUnread && (
                            <Badge size="sm" variant="filled">
                              New
                            </Badge>
                          )}
                        </Group>
                        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                          {notification.message}
                        </Text>
                        {notification.created_at && (
                          <Text size="xs" c={isUnread ? DIMMED_ON_UNREAD : 'dimmed'}>
                            {dateTime(notification.created_at)}
                          </Text>
                        )}
                      </Stack>
                      {isUnread && (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Mark as read: “${notification.title}”`}
                          loading={markOne.isPending && markOne.variables === notification.notification_id}
                          onClick={() => {
                            markOne.mutate(notification.notification_id, {
                              onError: (error) => {
                                notifyError(failureMessage(error, 'Could not mark the notification as read'));
                              },
                            });
                          }}
                        >
                          Mark as read
                        </Button>
                      )}
                    </Group>
                  </Paper>
                );
              })
            )}
          </Stack>
        )}
      </QueryState>
    </Screen>
  );
}
