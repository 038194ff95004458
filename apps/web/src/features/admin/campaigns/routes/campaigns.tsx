import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RecordColumn } from '@/components/ui/record-table';
import { campaignFleetQuery, useCampaignFleet, type CampaignFleetRow } from '@/features/admin/campaigns/api/campaigns';
import { PauseButton } from '@/features/admin/campaigns/components/pause-button';
import { QuotaButton } from '@/features/admin/campaigns/components/quota-button';
import { ResumeGuardButton } from '@/features/admin/campaigns/components/resume-guard-button';
import { count } from '@/features/admin/campaigns/lib/count';
import { DistributorName } from '@/features/admin/components/distributor-name';
import { RefreshButton } from '@/features/admin/components/refresh-button';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { useServerList } from '@/features/admin/components/searchable-list';
import { ServerRecordTable } from '@/features/admin/components/server-record-table';

type ColumnKey = 'distributor' | 'campaigns' | 'today' | 'volume' | 'bounces' | 'complaints' | 'sending';
const COLUMNS: readonly (RecordColumn & { key: ColumnKey })[] = [
  { key: 'distributor', header: 'Distributor' },
  { key: 'campaigns', header: 'Campaigns' },
  { key: 'today', header: 'Sent today / quota' },
  { key: 'volume', header: 'Sent (30 days)' },
  { key: 'bounces', header: 'Bounces (30 days)' },
  { key: 'complaints', header: 'Complaints' },
  { key: 'sending', header: 'Sending' },
];

function cell(row: CampaignFleetRow, column: (typeof COLUMNS)[number]): ReactNode {
  switch (column.key) {
    case 'distributor':
      return <DistributorName siteName={row.site_name} subdomain={row.subdomain} />;
    case 'campaigns':
      return (
        <Text size="sm">
          {count(row.campaigns)}
          {row.active ? ` (${count(row.active)} sending)` : ''}
        </Text>
      );
    case 'today':
      return (
        <Stack gap={0}>
          <Text size="sm">
            {count(row.sent_today)} / {count(row.effective_quota)}
          </Text>
          <Text size="xs" c="dimmed">
            {row.daily_quota === null ? 'Platform default' : 'Own quota'}
          </Text>
        </Stack>
      );
    case 'volume':
      return <Text size="sm">{count(row.sent_30d)}</Text>;
    case 'bounces':
      return <Text size="sm">{count(row.bounced_30d)}</Text>;
    case 'complaints':
      return <Text size="sm">{count(row.complaints)}</Text>;
    case 'sending':
      return (
        <Stack gap={4} align="flex-start">
          <Badge color={row.paused ? 'red' : 'green'} variant="light" miw={84}>
            {row.paused ? 'Paused' : 'Allowed'}
          </Badge>
          {row.guard_paused && (
            <>
              <Badge color="orange" variant="light">
                Paused by the guard
              </Badge>
              <Text size="xs" c="dimmed" maw={280}>
                {row.guard_reason}
              </Text>
            </>
          )}
        </Stack>
      );
  }
}

const DESCRIPTION =
  "Campaign emails per distributor. Pausing stops a distributor's running sends at once and keeps new ones from starting; " +
  'a send that reaches the daily quota waits until the next day or a higher quota. ' +
  'The guard pauses a distributor whose spam complaints or bounces pass their limit until you resume them.';

/**
 * Admin "Campaigns": volume, bounces and complaints per distributor; pause a distributor's sending, set their quota, resume after
 * the guard's pause.
 */
export function CampaignsRoute() {
  const list = useServerList();
  const query = useCampaignFleet(campaignFleetQuery(list.query));
  return (
    <AdminScreen title="Campaigns" description={DESCRIPTION} maw={1280} actions={<RefreshButton query={query} />}>
      <Panel>
        <ServerRecordTable
          query={query}
          errorTitle="Could not load the campaign figures"
          items={(page) => page.distributors}
          list={list}
          pagesLabel="Campaign pages"
          empty="No distributor has sent a campaign yet."
          label="Campaign sending per distributor"
          columns={COLUMNS}
          rowKey={(row) => row.tenant_id}
          cell={cell}
          actions={(row) => (
            <Group gap="xs" wrap="nowrap">
              <QuotaButton row={row} />
              <PauseButton row={row} />
              {row.guard_paused && <ResumeGuardButton row={row} />}
            </Group>
          )}
          minWidth={1000}
        />
      </Panel>
    </AdminScreen>
  );
}
