import { Badge, Button, Group, Pagination, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import {
  AUDIENCE_PAGE_SIZE,
  downloadText,
  exportFileName,
  fetchAudienceCsv,
  useAudience,
  type AudienceKind,
  type AudienceRows,
} from '@/features/backoffice/audience/api/audience';
import { useTenantId } from '@/features/backoffice/api/tenant-resource';
import { ListSkeleton, LoadError } from '@/components/ui/query-state';
import { ResourceTable, type Column } from '@/features/backoffice/components/resource-table';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

interface AudienceTableProps<K extends AudienceKind> {
  kind: K;
  /** "Subscribers" / "Leads" */
  label: string;
  columns: readonly Column<AudienceRows[K]>[];
  empty: ReactNode;
}

/** A server-searched, paged list of subscribers or leads with a CSV export of every match. */
export function AudienceTable<K extends AudienceKind>({ kind, label, columns, empty }: AudienceTableProps<K>) {
  const tenantId = useTenantId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, 300);
  const [exporting, setExporting] = useState(false);
  const query = useAudience(kind, { search: debounced, page, limit: AUDIENCE_PAGE_SIZE });

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(await fetchAudienceCsv(tenantId, kind, debounced), exportFileName(kind));
      notifySuccess(`${label} exported`);
    } catch (error) {
      notifyError(failureMessage(error, `Could not export the ${label.toLowerCase()}`));
    } finally {
      setExporting(false);
    }
  };

  const exportButton = (
    <Button variant="default" loading={exporting} onClick={() => void exportCsv()}>
      Export {label.toLowerCase()} CSV
    </Button>
  );

  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={`Could not load the ${label.toLowerCase()}`}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }

  const { rows, total, limit } = query.data;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <>
      <ResourceTable
        rows={rows}
        columns={columns}
        rowKey={(row) => String(row.id)}
        label={label}
        searchLabel={`Search ${label.toLowerCase()}`}
        search={{
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
        toolbar={exportButton}
        empty={empty}
      />
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {total} {total === 1 ? label.toLowerCase().replace(/s$/, '') : label.toLowerCase()}
          {query.isFetching && !query.isPending ? ' · updating…' : ''}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={`${label} pages`} />}
      </Group>
    </>
  );
}

const STATUS_LOOK: Record<string, { label: string; color: string; hint: string }> = {
  pending: { label: 'Pending', color: 'yellow', hint: 'Has not clicked the confirmation link yet: receives no campaigns' },
  confirmed: { label: 'Confirmed', color: 'green', hint: 'Confirmed by email: receives your campaigns' },
  unsubscribed: { label: 'Unsubscribed', color: 'gray', hint: 'Unsubscribed: receives nothing' },
  bounced: { label: 'Bounced', color: 'red', hint: 'The address refused our email: never mailed again' },
  complained: { label: 'Complained', color: 'red', hint: 'Reported an email as spam: never mailed again' },
};

/** A subscriber's status as a chip that never truncates (chips must fit their word). */
export function SubscriptionBadge({ status }: { status: string }) {
  const look = STATUS_LOOK[status] ?? { label: status, color: 'gray', hint: '' };
  return (
    <Badge
      variant="light"
      color={look.color}
      title={look.hint}
      styles={{ root: { flex: 'none', maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {look.label}
    </Badge>
  );
}
