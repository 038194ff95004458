import { Anchor, Button, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useReducer, useState } from 'react';
import { useTenantUsers } from '@/features/admin/agents/api/tenant-users';
import { SetupWizard } from '@/features/admin/agents/components/setup-wizard';
import { StatusSwitch } from '@/features/admin/agents/components/status-switch';
import { DistributorsTable } from '@/features/admin/agents/components/distributors-table';
import { agentLabel, type Agent } from '@/features/admin/agents/lib/agent';
import { SiteStatusChip } from '@/components/domains/site-status-chip';
import { initialWizardState, wizardReducer, type WizardAction } from '@/features/admin/agents/lib/wizard';
import type { Column } from '@/features/admin/components/data-table';
import { AdminScreen } from '@/features/admin/components/screen';
import { useServerList } from '@/features/admin/components/searchable-list';
import { StatCard } from '@/features/admin/components/stat-card';
import { formatDate } from '@/features/admin/lib/format';
import { tenantSiteUrl } from '@/lib/site-url';

function agentColumns(dispatch: (action: WizardAction) => void): Column<Agent>[] {
  const open = (agent: Agent) => {
    dispatch({ type: 'open', agent });
  };
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (agent) => (
        <Anchor component="button" type="button" fw={500} ta="left" onClick={() => open(agent)}>
          {agentLabel(agent)}
        </Anchor>
      ),
    },
    { key: 'email', header: 'Email', cell: (agent) => agent.email },
    {
      key: 'website',
      header: 'Website',
      cell: (agent) => (
        <Stack gap={0}>
          {/* The storefront's own address first: a subdomain site is live from the start. */}
          <Anchor href={tenantSiteUrl(agent)} target="_blank" rel="noopener noreferrer" size="sm">
            {tenantSiteUrl(agent)
              .replace(/^https?:\/\//, '')
              .replace(/\/$/, '')}
          </Anchor>
          {agent.website_link && (
            <Anchor href={agent.website_link} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
              {agent.website_link}
            </Anchor>
          )}
        </Stack>
      ),
    },
    { key: 'plan', header: 'Plan', cell: (agent) => agent.plan, wide: true },
    {
      key: 'dns',
      header: 'Site',
      wide: true,
      cell: (agent) => <SiteStatusChip status={agent.site_status} />,
    },
    { key: 'joined', header: 'Joined', wide: true, cell: (agent) => formatDate(agent.created_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (agent) => (
        <StatusSwitch
          agent={agent}
          onChanged={(updated) => {
            dispatch({ type: 'agentUpdated', agent: updated });
          }}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (agent) => (
        <Button size="xs" variant="light" aria-label={`Website setup for ${agentLabel(agent)}`} onClick={() => open(agent)}>
          Website setup
        </Button>
      ),
    },
  ];
}

/**
 * The distributors list (docs/product.md#agents): search, 10 per page, status toggle, and the website setup wizard per agent. The
 * server searches and pages (a fleet can have 10,000+ distributors).
 */
export function AgentsRoute() {
  const list = useServerList();
  const [notCredited, setNotCredited] = useState(false);
  const query = useTenantUsers(list.query, notCredited ? false : undefined);
  const [wizard, dispatch] = useReducer(wizardReducer, initialWizardState);
  const columns = agentColumns(dispatch);
  const stats = query.data?.userStats;

  return (
    <AdminScreen title="Distributors" description="Every distributor on the platform. Open one to set up their website.">
      <SimpleGrid cols={{ base: 1, xs: 3 }} maw={640}>
        <StatCard label="Total distributors" value={stats?.total} />
        {/* green.9 reads 4.4:1 on the card's white (large text needs 3:1); the default green.6 read 2.4:1. */}
        <StatCard label="Active" value={stats?.active} color="green.9" />
        <StatCard label="Inactive" value={stats?.inactive} color="red" />
      </SimpleGrid>
      <Switch
        label="Only distributors whose sales are not credited to them (no member ID or shop link)"
        checked={notCredited}
        onChange={(e) => setNotCredited(e.currentTarget.checked)}
      />
      <DistributorsTable
        query={query}
        list={list}
        columns={columns}
        errorTitle="Could not load the agents"
        pagesLabel="Agents pages"
        empty="No distributors yet."
        minWidth={900}
      />
      <SetupWizard state={wizard} dispatch={dispatch} />
    </AdminScreen>
  );
}
