import { Badge, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { RecordColumn } from '@/components/ui/record-table';
import { Missing } from '@/features/admin/components/data-table';
import { DistributorName } from '@/features/admin/components/distributor-name';
import { RefreshButton } from '@/features/admin/components/refresh-button';
import { Panel } from '@/features/admin/components/screen';
import { SearchBox, useServerList } from '@/features/admin/components/searchable-list';
import { ServerRecordTable } from '@/features/admin/components/server-record-table';
import { StatCard } from '@/features/admin/components/stat-card';
import {
  sendingDomainsQuery,
  useSendingDomains,
  type DistributorSendingDomain,
  type SendingDomainFilter,
} from '@/features/admin/deliverability/api/sending-domains';
import { formatDate } from '@/features/admin/lib/format';
import { verificationColor, verificationLabel } from '@/lib/domain-health';

type ColumnKey = 'distributor' | 'from' | 'status' | 'message' | 'checked';

const COLUMNS: readonly (RecordColumn & { key: ColumnKey })[] = [
  { key: 'distributor', header: 'Distributor' },
  { key: 'from', header: 'From address' },
  { key: 'status', header: 'Status' },
  { key: 'message', header: 'Last check says', wide: true },
  { key: 'checked', header: 'Checked' },
];

/** The status filter's choices (the server filters: `?status=`). */
const FILTERS: { label: string; value: SendingDomainFilter }[] = [
  { label: 'All', value: 'all' },
  { label: 'Pending', value: 'pending' },
  { label: 'Verified', value: 'verified' },
  { label: 'Misconfigured', value: 'misconfigured' },
  { label: 'Failed', value: 'failed' },
];

const EMPTY: Record<SendingDomainFilter, string> = {
  all: 'No distributor has set up a sending domain yet.',
  pending: 'No sending domain is waiting for its records.',
  verified: 'No verified sending domains.',
  misconfigured: 'No misconfigured sending domains.',
  failed: 'No failed sending domains.',
};

function cell(row: DistributorSendingDomain, column: (typeof COLUMNS)[number]): ReactNode {
  switch (column.key) {
    case 'distributor':
      return <DistributorName siteName={row.site_name} subdomain={row.subdomain} linked />;
    case 'from':
      return (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {row.from_address}
        </Text>
      );
    case 'status': {
      const label = verificationLabel(row.status);
      return (
        <Badge color={verificationColor(row.status)} variant="light" aria-label={`Status of ${row.from_address}: ${label}`}>
          {label}
        </Badge>
      );
    }
    case 'message':
      // A verified domain's check says only that: the column is for what a distributor has to fix.
      return row.status !== 'verified' && row.message ? (
        <Text size="sm" maw={320} style={{ wordBreak: 'break-word' }}>
          {row.message}
        </Text>
      ) : (
        <Missing />
      );
    case 'checked':
      return (
        <Stack gap={0}>
          <Text size="xs">Checked {formatDate(row.checked_at, { withTime: true })}</Text>
          {row.next_check_at && (
            <Text size="xs" c="dimmed">
              Next {formatDate(row.next_check_at, { withTime: true })}
            </Text>
          )}
        </Stack>
      );
  }
}

/**
 * Admin → Deliverability's second panel: every distributor's own sending domain (docs/deliverability.md §9),
 * with counts by status, a search, the status filter and server pages. Read only: the distributor publishes
 * the records and presses Verify now in their back office.
 */
export function DistributorSendingDomains() {
  const [filter, setFilter] = useState<SendingDomainFilter>('all');
  const list = useServerList(filter);
  const query = useSendingDomains(sendingDomainsQuery({ ...list.query, status: filter }));
  const stats = query.data?.stats;
  return (
    <Panel title="Distributors' sending domains" actions={<RefreshButton query={query} />}>
      <Text size="sm">
        A distributor with a verified custom domain can send campaigns from an address on it. Campaigns use that address while its status is
        Verified, and the platform&apos;s address otherwise.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <StatCard label="Sending domains" value={stats?.total} />
        <StatCard label="Pending" value={stats?.pending} color="yellow.8" />
        <StatCard label="Verified" value={stats?.verified} color="green" />
        <StatCard label="Misconfigured" value={stats?.misconfigured} color="red" />
        <StatCard label="Failed" value={stats?.failed} color="red" />
      </SimpleGrid>
      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchBox label="Search sending domains" value={list.term} onChange={list.setTerm} placeholder="Domain, subdomain or site name" />
        <SegmentedControl aria-label="Sending domain status" data={FILTERS} value={filter} onChange={setFilter} />
      </Group>
      <ServerRecordTable
        query={query}
        errorTitle="Could not load the distributors' sending domains"
        loadingRows={3}
        items={(page) => page.sending_domains}
        list={list}
        pagesLabel="Sending domain pages"
        empty={(page) => EMPTY[page.query.status]}
        label="Distributors' sending domains"
        columns={COLUMNS}
        rowKey={(row) => row.tenant_id}
        cell={cell}
        minWidth={900}
      />
    </Panel>
  );
}
