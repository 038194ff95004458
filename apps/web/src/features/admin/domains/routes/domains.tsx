import { Anchor, Badge, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { RecordColumn } from '@/components/ui/record-table';
import { Missing } from '@/features/admin/components/data-table';
import { RefreshButton } from '@/features/admin/components/refresh-button';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { SearchBox, useServerList } from '@/features/admin/components/searchable-list';
import { ServerRecordTable } from '@/features/admin/components/server-record-table';
import { StatCard } from '@/features/admin/components/stat-card';
import { fleetQuery, useDomains, useRetryDomain, type FleetDomain, type FleetFilter } from '@/features/admin/domains/api/domains';
import { FLEET_FILTERS, RETRY_WATCH_MS, fleetDnsChip, fleetPollInterval, fleetSiteLabel } from '@/features/admin/domains/lib/fleet';
import { formatDate } from '@/features/admin/lib/format';
import { certificateBadge, certificateColor, certificateLabel, certificateNote } from '@/lib/domain-health';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { tenantSiteUrl } from '@/lib/site-url';

type FleetColumnKey = 'site' | 'domain' | 'dns' | 'message' | 'checks' | 'certificate';

interface FleetColumn extends RecordColumn {
  key: FleetColumnKey;
}

const COLUMNS: readonly FleetColumn[] = [
  { key: 'site', header: 'Site' },
  { key: 'domain', header: 'Domain' },
  { key: 'dns', header: 'DNS' },
  { key: 'message', header: 'Last check says', wide: true },
  { key: 'checks', header: 'Checked', wide: true },
  { key: 'certificate', header: 'Certificate' },
];

function CertificateCell({ domain }: { domain: FleetDomain }) {
  const { certificate } = domain;
  const note = certificateNote(certificate);
  return (
    <Stack gap={2} align="flex-start" maw={280}>
      <Badge color={certificateColor(certificate)} variant="light">
        {certificateBadge(certificate.status)}
      </Badge>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {certificateLabel(certificate)}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

function cell(domain: FleetDomain, column: FleetColumn): ReactNode {
  switch (column.key) {
    case 'site':
      return (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {fleetSiteLabel(domain)}
          </Text>
          {domain.subdomain && (
            <Anchor href={tenantSiteUrl(domain.subdomain)} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
              {domain.subdomain}
            </Anchor>
          )}
        </Stack>
      );
    case 'domain':
      return domain.domain ? (
        <Anchor
          href={`${domain.certificate.status === 'active' ? 'https' : 'http'}://${domain.domain}/`}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {domain.domain}
        </Anchor>
      ) : (
        <Missing />
      );
    case 'dns': {
      const chip = fleetDnsChip(domain.verification_status);
      return (
        <Badge color={chip.color} variant="light" aria-label={`DNS status of ${domain.domain}: ${chip.label}`}>
          {chip.label}
        </Badge>
      );
    }
    case 'message':
      return domain.message ? (
        <Text size="sm" maw={320} style={{ wordBreak: 'break-word' }}>
          {domain.message}
        </Text>
      ) : (
        <Missing />
      );
    case 'checks':
      return (
        <Stack gap={0}>
          <Text size="xs">Checked {formatDate(domain.checked_at, { withTime: true })}</Text>
          <Text size="xs" c="dimmed">
            Next {domain.next_check_at ? formatDate(domain.next_check_at, { withTime: true }) : '—'}
          </Text>
        </Stack>
      );
    case 'certificate':
      return <CertificateCell domain={domain} />;
  }
}

function RetryButton({ domain, onRetried }: { domain: FleetDomain; onRetried: () => void }) {
  const retry = useRetryDomain();
  return (
    <Button
      size="xs"
      variant="light"
      loading={retry.isPending}
      aria-label={`Retry ${domain.domain}`}
      onClick={() => {
        retry.mutate(domain.tenant_id, {
          onSuccess: ({ message }) => {
            notifySuccess(message);
            onRetried();
          },
          onError: (error) => {
            notifyError(failureMessage(error, `Could not retry ${domain.domain}`));
          },
        });
      }}
    >
      Retry
    </Button>
  );
}

const EMPTY: Record<FleetFilter, string> = {
  all: 'No distributor has a custom domain yet.',
  pending: 'No domain is waiting for DNS.',
  verified: 'No verified domains.',
  misconfigured: 'No misconfigured domains.',
  failed: 'No failed domains.',
  taken: 'No claim was stopped by another site verifying its domain.',
};

/** Admin "Domains": every custom domain with its DNS verification and certificate state, and a retry per row. */
export function DomainsRoute() {
  // The server searches (domain or subdomain), filters by DNS status and pages; a new filter starts at page 1.
  const [filter, setFilter] = useState<FleetFilter>('all');
  const list = useServerList(filter);
  // After a retry the worker does the work: the page is re-read every few seconds for a minute.
  const [watchUntil, setWatchUntil] = useState(0);
  const query = useDomains(fleetQuery({ ...list.query, status: filter }), (fleet) =>
    fleetPollInterval(fleet?.domains, watchUntil, Date.now()),
  );
  const stats = query.data?.stats;
  const onRetried = () => {
    setWatchUntil(Date.now() + RETRY_WATCH_MS);
  };
  return (
    <AdminScreen
      title="Domains"
      description="Every distributor's custom domain: DNS verification and HTTPS certificate. Retry checks DNS again now and re-orders a missing certificate."
      maw={1280}
      actions={<RefreshButton query={query} />}
    >
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        <StatCard label="Custom domains" value={stats?.total} />
        <StatCard label="Pending" value={stats?.pending} color="yellow.8" />
        <StatCard label="Verified" value={stats?.verified} color="green" />
        <StatCard label="Misconfigured" value={stats?.misconfigured} color="red" />
        <StatCard label="Failed" value={stats?.failed} color="red" />
        <StatCard label="Taken" value={stats?.taken} color="red" />
        <StatCard label="Certificates active" value={stats?.certificates_active} color="green" />
      </SimpleGrid>
      <Panel>
        <Stack gap="md">
          <Group gap="md" align="flex-end" wrap="wrap">
            <SearchBox label="Search domains" value={list.term} onChange={list.setTerm} placeholder="Domain, subdomain or site name" />
            <SegmentedControl aria-label="DNS status" data={FLEET_FILTERS} value={filter} onChange={setFilter} />
          </Group>
          <ServerRecordTable
            query={query}
            errorTitle="Could not load the domains"
            items={(fleet) => fleet.domains}
            list={list}
            pagesLabel="Domains pages"
            empty={(fleet) => EMPTY[fleet.query.status]}
            label="Custom domains"
            columns={COLUMNS}
            rowKey={(domain) => domain.tenant_id}
            cell={cell}
            actions={(domain) => <RetryButton domain={domain} onRetried={onRetried} />}
            minWidth={980}
          />
        </Stack>
      </Panel>
    </AdminScreen>
  );
}
