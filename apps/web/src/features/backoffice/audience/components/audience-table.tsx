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

export function SubscriptionBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'unsubscribed' ? 'gray' : 'green'}>
      {status === 'unsubscribed' ? 'Unsubscribed' : 'Subscribed'}
    </Badge>
  );
}
