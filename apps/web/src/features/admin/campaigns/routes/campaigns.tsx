import { Badge, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ListSkeleton } from '@/components/ui/query-state';
import { RecordTable, type RecordColumn } from '@/components/ui/record-table';
import {
  campaignFleetQuery,
  useCampaignFleet,
  useResumeCampaignGuard,
  useSetCampaignPolicy,
  type CampaignFleetRow,
  type CampaignPolicyChange,
} from '@/features/admin/campaigns/api/campaigns';
import { QueryState } from '@/features/admin/components/query-state';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { ServerResults, useServerList } from '@/features/admin/components/searchable-list';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The server's bound on a distributor's own quota. */
const MAX_QUOTA = 1_000_000;

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

const count = (n: number) => n.toLocaleString('en-US');

function cell(row: CampaignFleetRow, column: (typeof COLUMNS)[number]): ReactNode {
  switch (column.key) {
    case 'distributor':
      return (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.site_name ?? row.subdomain}
          </Text>
          <Text size="xs" c="dimmed">
            {row.subdomain}
          </Text>
        </Stack>
      );
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

function usePolicyChange(row: CampaignFleetRow) {
  const mutation = useSetCampaignPolicy();
  const name = row.site_name ?? row.subdomain;
  const change = (body: CampaignPolicyChange, done: string, onSaved?: () => void) => {
    mutation.mutate(
      { tenantId: row.tenant_id, change: body },
      {
        onSuccess: () => {
          notifySuccess(done);
          onSaved?.();
        },
        onError: (error) => {
          notifyError(failureMessage(error, `Could not change ${name}'s campaign sending`));
        },
      },
    );
  };
  return { change, pending: mutation.isPending, name };
}

function PauseButton({ row }: { row: CampaignFleetRow }) {
  const { change, pending, name } = usePolicyChange(row);
  return (
    <Button
      size="xs"
      variant="light"
      color={row.paused ? 'green' : 'red'}
      loading={pending}
      aria-label={`${row.paused ? 'Resume' : 'Pause'} campaign sending of ${name}`}
      onClick={() => {
        change({ paused: !row.paused }, row.paused ? `${name} may send campaigns again` : `${name}'s campaign sending is paused`);
      }}
    >
      {row.paused ? 'Resume' : 'Pause'}
    </Button>
  );
}

/** The guard's pause (complaint or bounce rate over the limit) is lifted only here, by an admin. */
function ResumeGuardButton({ row }: { row: CampaignFleetRow }) {
  const mutation = useResumeCampaignGuard();
  const name = row.site_name ?? row.subdomain;
  return (
    <Button
      size="xs"
      variant="light"
      color="orange"
      loading={mutation.isPending}
      aria-label={`Resume sending of ${name} after the guard's pause`}
      onClick={() => {
        mutation.mutate(row.tenant_id, {
          onSuccess: () => {
            notifySuccess(`${name}'s sending resumes; the guard counts only emails sent from now on`);
          },
          onError: (error) => {
            notifyError(failureMessage(error, `Could not resume ${name}'s campaign sending`));
          },
        });
      }}
    >
      Resume
    </Button>
  );
}

function QuotaButton({ row }: { row: CampaignFleetRow }) {
  const { change, pending, name } = usePolicyChange(row);
  const [open, setOpen] = useState(false);
  const [quota, setQuota] = useState<number | ''>(row.daily_quota ?? '');
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={`Daily quota of ${name}`}
        onClick={() => {
          setQuota(row.daily_quota ?? '');
          setOpen(true);
        }}
      >
        Quota
      </Button>
      <Modal opened={open} onClose={close} title={`Daily campaign quota of ${name}`}>
        <Stack gap="md">
          <NumberInput
            label="Emails a day (UTC)"
            description={`Leave empty for the platform default (${count(row.effective_quota)} now applies).`}
            min={0}
            max={MAX_QUOTA}
            allowDecimal={false}
            allowNegative={false}
            value={quota}
            onChange={(value) => {
              setQuota(typeof value === 'number' ? value : '');
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              loading={pending}
              onClick={() => {
                change({ daily_quota: quota === '' ? null : quota }, `${name}'s daily quota is saved`, close);
              }}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Admin "Campaigns": volume, bounces and complaints per distributor; pause a distributor's sending, set their quota, resume after the guard's pause. */
export function CampaignsRoute() {
  const list = useServerList();
  const query = useCampaignFleet(campaignFleetQuery(list.query));
  return (
    <AdminScreen
      title="Campaigns"
      description="Campaign emails per distributor. Pausing stops a distributor's running sends at once and keeps new ones from starting; a send that reaches the daily quota waits until the next day or a higher quota. The guard pauses a distributor whose spam complaints or bounces pass their limit until you resume them."
      maw={1280}
      actions={
        <Button
          variant="default"
          loading={query.isFetching && !query.isPending}
          onClick={() => {
            void query.refetch();
          }}
        >
          Refresh
        </Button>
      }
    >
      <Panel>
        <QueryState query={query} loading={<ListSkeleton rows={8} />} errorTitle="Could not load the campaign figures">
          {(page) => (
            <ServerResults
              items={page.distributors}
              answer={page}
              list={list}
              pagesLabel="Campaign pages"
              updating={query.isPlaceholderData}
              empty="No distributor has sent a campaign yet."
            >
              {(rows) => (
                <RecordTable
                  label="Campaign sending per distributor"
                  rows={rows}
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
              )}
            </ServerResults>
          )}
        </QueryState>
      </Panel>
    </AdminScreen>
  );
}
