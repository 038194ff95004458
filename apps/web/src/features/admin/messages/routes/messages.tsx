import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useMarkHandled, useMessages, type ContactMessage, type MessageFilter } from '@/features/admin/messages/api/messages';
import { EmptyNote, QueryState } from '@/features/admin/components/query-state';
import { ListSkeleton } from '@/components/ui/query-state';
import { AdminScreen } from '@/features/admin/components/screen';
import { PageFooter, useSearchPage } from '@/features/admin/components/searchable-list';
import { formatDate } from '@/features/admin/lib/format';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

const FILTERS: { label: string; value: MessageFilter }[] = [
  { label: 'Open', value: 'open' },
  { label: 'Handled', value: 'handled' },
  { label: 'All', value: 'all' },
];

const EMPTY: Record<MessageFilter, string> = {
  open: 'No open messages.',
  handled: 'No handled messages yet.',
  all: 'No messages yet.',
};

function MessageCard({ message }: { message: ContactMessage }) {
  const mark = useMarkHandled();
  const title = message.subject ?? `Message from ${message.name}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {message.name} ·{' '}
              <Anchor href={`mailto:${message.email}`} size="sm">
                {message.email}
              </Anchor>{' '}
              · {formatDate(message.created_at, { withTime: true })}
            </Text>
          </Stack>
          <Badge variant="light" color={message.status === 'open' ? 'blue' : 'gray'}>
            {message.status === 'open' ? 'Open' : `Handled ${formatDate(message.handled_at)}`}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
        {message.status === 'open' && (
          <Group>
            <Button
              size="xs"
              variant="light"
              loading={mark.isPending}
              aria-label={`Mark “${title}” as handled`}
              onClick={() => {
                mark.mutate(message.id, {
                  onSuccess: (text) => {
                    notifySuccess(text);
                  },
                  onError: (error) => {
                    notifyError(failureMessage(error, 'Could not mark the message as handled'));
                  },
                });
              }}
            >
              Mark handled
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function MessageList({ messages, filter }: { messages: ContactMessage[]; filter: MessageFilter }) {
  const { page, setPage } = useSearchPage(messages, () => true);
  if (messages.length === 0) return <EmptyNote>{EMPTY[filter]}</EmptyNote>;
  return (
    <Stack gap="sm">
      {page.items.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
      <PageFooter page={page} onChange={setPage} label="Messages pages" />
    </Stack>
  );
}

/** Landing-page contact messages (docs/product.md#landing-contact), newest first, filtered by open/handled. */
export function MessagesRoute() {
  const [filter, setFilter] = useState<MessageFilter>('open');
  const query = useMessages(filter);
  return (
    <AdminScreen title="Messages" description="Messages sent through the contact form of the landing page." maw={880}>
      <SegmentedControl
        aria-label="Show messages"
        data={FILTERS}
        value={filter}
        onChange={(value) => {
          setFilter(value);
        }}
        w="fit-content"
      />
      <QueryState query={query} loading={<ListSkeleton rows={4} />} errorTitle="Could not load the messages">
        {(messages) => <MessageList key={filter} messages={messages} filter={filter} />}
      </QueryState>
    </AdminScreen>
  );
}
