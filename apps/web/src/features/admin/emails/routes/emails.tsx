import { Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { RecordColumn } from '@/components/ui/record-table';
import { Missing } from '@/features/admin/components/data-table';
import { RefreshButton } from '@/features/admin/components/refresh-button';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { useServerList } from '@/features/admin/components/searchable-list';
import { ServerRecordTable } from '@/features/admin/components/server-record-table';
import { emailsQuery, useEmails, useRetryEmail, type Email, type EmailFilter, type EmailStatus } from '@/features/admin/emails/api/emails';
import { formatDate } from '@/features/admin/lib/format';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

const FILTERS: { label: string; value: EmailFilter }[] = [
  { label: 'Failed', value: 'failed' },
  { label: 'Being tried', value: 'pending' },
  { label: 'Sent', value: 'done' },
  { label: 'Skipped', value: 'skipped' },
  { label: 'All', value: 'all' },
];

const STATUS: Record<EmailStatus, { label: string; color: string }> = {
  pending: { label: 'Being tried', color: 'yellow' },
  done: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  skipped: { label: 'Skipped', color: 'gray' },
};

const EMPTY: Record<EmailFilter, string> = {
  failed: 'No failed emails.',
  pending: 'No email is waiting to be sent.',
  done: 'No emails sent yet.',
  skipped: 'No skipped emails.',
  all: 'No emails yet.',
};

type ColumnKey = 'email' | 'to' | 'status' | 'attempts' | 'error' | 'when';
const COLUMNS: readonly (RecordColumn & { key: ColumnKey })[] = [
  { key: 'email', header: 'Email' },
  { key: 'to', header: 'To' },
  { key: 'status', header: 'Status' },
  { key: 'attempts', header: 'Attempts' },
  { key: 'error', header: 'Last error', wide: true },
  { key: 'when', header: 'When', wide: true },
];

function cell(email: Email, column: (typeof COLUMNS)[number]): ReactNode {
  switch (column.key) {
    case 'email':
      return (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {email.subject ?? email.kind ?? email.job}
          </Text>
          <Text size="xs" c="dimmed">
            {email.job}
            {email.kind ? ` · ${email.kind}` : ''}
          </Text>
        </Stack>
      );
    case 'to':
      return email.recipient ? <Text size="sm">{email.recipient}</Text> : <Missing />;
    case 'status':
      return (
        <Badge color={STATUS[email.status].color} variant="light">
          {STATUS[email.status].label}
        </Badge>
      );
    case 'attempts':
      return <Text size="sm">{email.attempts}</Text>;
    case 'error':
      return email.last_error ? (
        <Text size="sm" maw={360} style={{ wordBreak: 'break-word' }}>
          {email.last_error}
        </Text>
      ) : (
        <Missing />
      );
    case 'when':
      return (
        <Stack gap={0}>
          <Text size="xs">Created {formatDate(email.created_at, { withTime: true })}</Text>
          <Text size="xs" c="dimmed">
            {email.status === 'pending' && email.next_attempt_at
              ? `Next try ${formatDate(email.next_attempt_at, { withTime: true })}`
              : email.sent_at
                ? `Sent ${formatDate(email.sent_at, { withTime: true })}`
                : `Updated ${formatDate(email.updated_at, { withTime: true })}`}
          </Text>
        </Stack>
      );
  }
}

function RetryButton({ email }: { email: Email }) {
  const retry = useRetryEmail();
  if (email.status !== 'failed') return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={retry.isPending}
      aria-label={`Retry the email to ${email.recipient ?? 'this recipient'}`}
      onClick={() => {
        retry.mutate(email.id, {
          onSuccess: (message) => {
            notifySuccess(message);
          },
          onError: (error) => {
            notifyError(failureMessage(error, 'Could not retry the email'));
          },
        });
      }}
    >
      Retry
    </Button>
  );
}

/** Admin "Emails": what the platform owes and sent; failed emails (refused, or 48 h of retries) can be retried. */
export function EmailsRoute() {
  const [filter, setFilter] = useState<EmailFilter>('failed');
  const list = useServerList(filter);
  const query = useEmails(emailsQuery({ ...list.query, status: filter }));
  return (
    <AdminScreen
      title="Emails"
      description="Every email the platform sends. Failed ones were refused by the mail server or could not be sent for 48 hours; Retry sends them again."
      maw={1280}
      actions={<RefreshButton query={query} />}
    >
      <Panel>
        <Stack gap="md">
          <SegmentedControl aria-label="Email status" data={FILTERS} value={filter} onChange={setFilter} w="fit-content" />
          <ServerRecordTable
            query={query}
            errorTitle="Could not load the emails"
            items={(page) => page.emails}
            list={list}
            pagesLabel="Emails pages"
            empty={(page) => EMPTY[page.query.status]}
            label="Emails"
            columns={COLUMNS}
            rowKey={(email) => email.id}
            cell={cell}
            actions={(email) => <RetryButton email={email} />}
            minWidth={980}
          />
        </Stack>
      </Panel>
    </AdminScreen>
  );
}
