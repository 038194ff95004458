import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  NOTIFICATION_SENT_MESSAGE,
  useSendNotification,
  useSentNotifications,
  type SentNotification,
} from '@/features/admin/notifications/api/notifications';
import { EmptyNote, QueryState } from '@/features/admin/components/query-state';
import { ListSkeleton } from '@/components/ui/query-state';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { PageFooter, useSearchPage } from '@/features/admin/components/searchable-list';
import { formatDate } from '@/features/admin/lib/format';
import { failureMessage, serverFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';

const notBlank = (label: string) => (value: string) => (value.trim() === '' ? `${label} is required` : null);

function NotificationForm() {
  const send = useSendNotification();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '', message: '', send_email: false },
    validate: { title: notBlank('Title'), message: notBlank('Message') },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    send.mutate(values, {
      onSuccess: (message) => {
        notifySuccess(message || NOTIFICATION_SENT_MESSAGE);
        form.reset();
      },
      onError: (error) => {
        const errors = serverFieldErrors(error);
        form.setErrors(errors);
        setFailure(Object.keys(errors).length > 0 ? null : failureMessage(error, 'Could not send the notification'));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Send notification">
      <Stack gap="md">
        <TextInput label="Title" maxLength={200} withAsterisk {...form.getInputProps('title')} />
        <Textarea label="Message" autosize minRows={4} maxLength={5000} withAsterisk {...form.getInputProps('message')} />
        <Checkbox
          label="Also send by email"
          description="Distributors also receive the notification by email."
          {...form.getInputProps('send_email', { type: 'checkbox' })}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={send.isPending}>
            Send notification
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NotificationItem({ notification }: { notification: SentNotification }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={notification.title}>
      <Stack gap={4}>
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{notification.title}</Text>
          <Group gap="xs">
            {notification.send_email && (
              <Badge variant="outline" color="gray">
                Email
              </Badge>
            )}
            <Badge variant="light" color={notification.fanout_completed_at ? 'green' : 'yellow'}>
              {notification.fanout_completed_at ? `Delivered to ${notification.recipients}` : 'Delivering…'}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {notification.message}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(notification.created_at, { withTime: true })}
          {notification.fanout_completed_at ? ` · read by ${notification.read}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

function SentList({ notifications }: { notifications: SentNotification[] }) {
  const { page, setPage } = useSearchPage(notifications, () => true);
  if (notifications.length === 0) return <EmptyNote>No notifications sent yet.</EmptyNote>;
  return (
    <Stack gap="sm">
      {page.items.map((notification) => (
        <NotificationItem key={notification.notification_id} notification={notification} />
      ))}
      <PageFooter page={page} onChange={setPage} label="Sent notifications pages" />
    </Stack>
  );
}

/** docs/product.md#admin: notifications to every active distributor's back office (and optionally by email). */
export function SendNotificationRoute() {
  const sent = useSentNotifications();
  return (
    <AdminScreen title="Send notification" description="The notification appears in the back office of every active distributor." maw={880}>
      <Panel>
        <NotificationForm />
      </Panel>
      <Panel title="Sent notifications">
        <QueryState query={sent} loading={<ListSkeleton rows={3} />} errorTitle="Could not load sent notifications">
          {(notifications) => <SentList notifications={notifications} />}
        </QueryState>
      </Panel>
    </AdminScreen>
  );
}
