import { Anchor, Badge, Button, Checkbox, Group, NativeSelect, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CONTACT_SORT_LABELS,
  CONTACTS_PAGE_SIZE,
  useContacts,
  type Contact,
  type ContactSort,
  type ContactStatus,
  type ContactsQuery,
} from '@/features/backoffice/contacts/api/contacts';
import { useInvitationStatus, type InvitationRequest } from '@/features/backoffice/contacts/api/contact-invitations';
import { ContactImportDialog } from '@/features/backoffice/contacts/components/contact-import';
import { InviteDialog } from '@/features/backoffice/contacts/components/invite-dialog';
import { ContactStatusBadge, STATUS_OPTIONS } from '@/features/backoffice/contacts/components/contact-status-badge';
import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { ListSkeleton, LoadError } from '@/components/ui/query-state';
import { ResourceTable, type Column } from '@/features/backoffice/components/resource-table';
import { dateTime } from '@/features/backoffice/lib/format';
import { paths, toBackoffice } from '@/lib/paths';

const SOURCES = ['lead form', 'footer', 'newsletters page', 'import'];

export const contactPath = (id: string) => toBackoffice(paths.backoffice.contacts, encodeURIComponent(id));

const COLUMNS: readonly Column<Contact>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (row) => (
      <Anchor component={Link} to={contactPath(row.id)} fw={500}>
        {row.name ?? row.email}
      </Anchor>
    ),
  },
  { key: 'email', header: 'Email' },
  { key: 'phone', header: 'Phone', wide: true },
  { key: 'status', header: 'Status', render: (row) => <ContactStatusBadge status={row.status} /> },
  {
    key: 'tags',
    header: 'Tags',
    wide: true,
    render: (row) => (
      <Group gap={4}>
        {row.tags.map((tag) => (
          <Badge key={tag} variant="outline" size="sm">
            {tag}
          </Badge>
        ))}
      </Group>
    ),
  },
  { key: 'follow_up_on', header: 'Follow up' },
  { key: 'last_activity_at', header: 'Last activity', wide: true, render: (row) => dateTime(row.last_activity_at) || '—' },
];

/**
 * "1 contact", "240 contacts"; a large list is counted up to a bound (docs/backoffice-api.md "Contacts"):
 * "More than 1,000 contacts".
 */
function countLabel(total: number, exact: boolean): string {
  if (!exact) return `More than ${total.toLocaleString('en-US')} contacts`;
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'contact' : 'contacts'}`;
}

/** Where the invitations to subscribe stand, once there are any (docs/product.md "Contacts", Import). */
function InvitationProgress() {
  const status = useInvitationStatus();
  const s = status.data;
  if (!s || s.invited === 0) return null;
  return (
    <Text size="sm" c="dimmed" aria-label="Invitations">
      Invitations: {s.sent} of {s.invited} sent{s.waiting ? `, ${s.waiting} on their way` : ''}
      {s.not_sent ? `, ${s.not_sent} not sent` : ''} · {s.confirmed} subscribed · {s.imported_not_invited} imported contacts not invited yet
    </Text>
  );
}

/** The Contacts screen: the people the distributor follows up, searched, filtered and paged by the server. */
export function ContactsRoute() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [tag, setTag] = useState('');
  const [debouncedTag] = useDebouncedValue(tag, 300);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [inviting, setInviting] = useState<InvitationRequest | null>(null);
  const columns = useMemo<readonly Column<Contact>[]>(
    () => [
      {
        key: 'id',
        header: 'Select',
        render: (row) => (
          <Checkbox
            aria-label={`Select ${row.name ?? row.email}`}
            checked={selected.has(row.id)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setSelected((current) => {
                const next = new Set(current);
                if (checked) next.add(row.id);
                else next.delete(row.id);
                return next;
              });
            }}
          />
        ),
      },
      ...COLUMNS,
    ],
    [selected],
  );
  const [filters, setFilters] = useState<Omit<ContactsQuery, 'search' | 'tag'>>({ sort: 'recent', page: 1 });
  const query = useContacts({ ...filters, search: debounced, tag: debouncedTag, limit: CONTACTS_PAGE_SIZE });
  const set = (changes: Omit<ContactsQuery, 'search' | 'tag'>) => {
    setFilters((current) => ({ ...current, page: 1, ...changes }));
  };

  const toolbar = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Status"
        value={filters.status ?? ''}
        data={[{ value: '', label: 'Any status' }, ...STATUS_OPTIONS]}
        onChange={(event) => {
          set({ status: (event.currentTarget.value || null) as ContactStatus | null });
        }}
      />
      <TextInput
        label="Tag"
        placeholder="Any tag"
        value={tag}
        onChange={(event) => {
          setTag(event.currentTarget.value);
          set({});
        }}
      />
      <NativeSelect
        label="Source"
        value={filters.source ?? ''}
        data={[{ value: '', label: 'Any source' }, ...SOURCES.map((s) => ({ value: s, label: s }))]}
        onChange={(event) => {
          set({ source: event.currentTarget.value || null });
        }}
      />
      <NativeSelect
        label="Follow-up"
        value={filters.due ?? ''}
        data={[
          { value: '', label: 'Any date' },
          { value: 'today', label: 'Due today' },
          { value: 'overdue', label: 'Overdue' },
        ]}
        onChange={(event) => {
          set({ due: (event.currentTarget.value || null) as ContactsQuery['due'] });
        }}
      />
      <NativeSelect
        label="Sort by"
        value={filters.sort}
        data={Object.entries(CONTACT_SORT_LABELS).map(([value, label]) => ({ value, label }))}
        onChange={(event) => {
          set({ sort: event.currentTarget.value as ContactSort });
        }}
      />
    </Group>
  );

  return (
    <Screen
      title="Contacts"
      description="Everyone who left you a message or subscribed, one entry per person: where they stand, your notes and when to follow up."
      maw={1200}
      actions={
        <Group gap="sm">
          <Button
            variant="light"
            onClick={() => {
              // The selected contacts, or else every imported contact not invited yet.
              setInviting(selected.size ? { contact_ids: [...selected] } : { all_imported: true });
            }}
          >
            {selected.size ? `Invite ${selected.size} selected to subscribe` : 'Invite imported contacts to subscribe'}
          </Button>
          <Button variant="light" onClick={() => setImporting(true)}>
            Import
          </Button>
        </Group>
      }
    >
      <ContactImportDialog opened={importing} onClose={() => setImporting(false)} />
      <InviteDialog
        request={inviting}
        onClose={() => {
          setInviting(null);
          setSelected(new Set());
        }}
      />
      <Panel>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <LoadError
            title="Could not load the contacts"
            error={query.error}
            onRetry={() => {
              void query.refetch();
            }}
          />
        ) : (
          <>
            <ResourceTable
              rows={query.data.contacts}
              columns={columns}
              rowKey={(row) => row.id}
              label="Contacts"
              searchLabel="Search by name, email or phone"
              search={{
                value: search,
                onChange: (value) => {
                  setSearch(value);
                  set({});
                },
              }}
              toolbar={toolbar}
              empty="No contacts match. People who send you a message or subscribe on your site appear here."
            />
            <Group justify="space-between" mt="sm">
              <Text size="sm" c="dimmed">
                {countLabel(query.data.total, query.data.total_exact)}
                {query.isFetching ? ' · updating…' : ''}
              </Text>
              <InvitationProgress />
              {(query.data.total > query.data.limit || !query.data.total_exact) && (
                <Pagination
                  // Past the server's count there is at least one more page; the count moves on with the pages.
                  total={Math.ceil(query.data.total / query.data.limit) + (query.data.total_exact ? 0 : 1)}
                  value={query.data.page}
                  onChange={(page) => {
                    setFilters((current) => ({ ...current, page }));
                  }}
                  size="sm"
                  aria-label="Contacts pages"
                />
              )}
            </Group>
          </>
        )}
      </Panel>
    </Screen>
  );
}
