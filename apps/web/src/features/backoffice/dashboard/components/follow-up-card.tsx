import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useContacts } from '@/features/backoffice/contacts/api/contacts';
import { ContactStatusBadge } from '@/features/backoffice/contacts/components/contact-status-badge';
import { contactPath } from '@/features/backoffice/contacts/routes/contacts';
import { ValueSkeleton } from '@/features/backoffice/components/query-state';
import { LoadError } from '@/components/ui/query-state';
import { paths, toBackoffice } from '@/lib/paths';

/** At most this many names on the card; the link opens the whole list. */
const SHOWN = 5;

/**
 * "Follow up today": the contacts whose follow-up day is today, and how many are overdue (docs/product.md
 * "Contacts"). The API counts the day on the distributor's clock (their time zone), as the daily digest does,
 * so nothing here reads the browser's date.
 */
export function FollowUpTodayCard() {
  const due = useContacts({ due: 'today', sort: 'name', limit: SHOWN });
  const overdue = useContacts({ due: 'overdue', limit: 1 });
  const overdueCount = overdue.data?.total ?? 0;
  // A large list is counted up to a bound (docs/backoffice-api.md "Contacts"): "1000+".
  const more = (exact: boolean | undefined) => (exact === false ? '+' : '');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="follow-up-today">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="follow-up-today">
            Follow up today
          </Title>
          <Anchor component={Link} to={`${toBackoffice(paths.backoffice.contacts)}`} size="sm">
            All contacts
          </Anchor>
        </Group>
        {due.isPending ? (
          <ValueSkeleton width={240} />
        ) : due.isError ? (
          <LoadError
            error={due.error}
            onRetry={() => {
              void due.refetch();
            }}
          />
        ) : due.data.total === 0 ? (
          <Text c="dimmed" size="sm">
            Nobody to follow up today.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {due.data.contacts.map((contact) => (
              <Group key={contact.id} component="li" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={contactPath(contact.id)} size="sm">
                  {contact.name ?? contact.email}
                </Anchor>
                <ContactStatusBadge status={contact.status} />
              </Group>
            ))}
            {due.data.total > due.data.contacts.length && (
              <Text component="li" size="sm" c="dimmed">
                and {due.data.total - due.data.contacts.length}
                {more(due.data.total_exact)} more
              </Text>
            )}
          </Stack>
        )}
        {overdueCount > 0 && (
          <Text size="sm" c="orange.9">
            {overdueCount}
            {more(overdue.data?.total_exact)} overdue
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
