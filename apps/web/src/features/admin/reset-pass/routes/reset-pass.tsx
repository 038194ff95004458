import { Badge, Button, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTenantUsers } from '@/features/admin/agents/api/tenant-users';
import { DistributorsTable } from '@/features/admin/agents/components/distributors-table';
import { agentLabel, type Agent } from '@/features/admin/agents/lib/agent';
import { useSendResetLink } from '@/features/admin/reset-pass/api/reset-password';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Column } from '@/features/admin/components/data-table';
import { AdminScreen } from '@/features/admin/components/screen';
import { useServerList } from '@/features/admin/components/searchable-list';
import { StatCard } from '@/features/admin/components/stat-card';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

function userColumns(onReset: (agent: Agent) => void): Column<Agent>[] {
  return [
    { key: 'name', header: 'Name', cell: (agent) => agentLabel(agent) },
    { key: 'email', header: 'Email', cell: (agent) => agent.email },
    {
      key: 'status',
      header: 'Status',
      cell: (agent) => (
        <Badge variant="light" color={agent.status === 'active' ? 'green' : 'red'}>
          {agent.status}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (agent) => (
        <Button size="xs" variant="light" aria-label={`Send reset link to ${agent.email}`} onClick={() => onReset(agent)}>
          Send reset link
        </Button>
      ),
    },
  ];
}

/**
 * Resetting a distributor's password (docs/product.md#admin): the distributor receives a reset link by email. The users are searched
 * and paged by the server; after a reset they are read again (docs/product.md#admin).
 */
export function ResetPassRoute() {
  const list = useServerList();
  const query = useTenantUsers(list.query);
  const reset = useSendResetLink();
  const [target, setTarget] = useState<Agent | null>(null);
  const columns = userColumns(setTarget);
  const stats = query.data?.userStats;

  const confirm = () => {
    if (!target) return;
    reset.mutate(target, {
      onSuccess: (message) => {
        notifySuccess(message);
        setTarget(null);
      },
      onError: (error) => {
        notifyError(failureMessage(error, 'Could not send the reset link'));
        setTarget(null);
      },
    });
  };

  return (
    <AdminScreen
      title="Reset a distributor's password"
      description="Send a distributor a single-use link to choose a new password. Nobody else sees the password."
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} maw={640}>
        <StatCard label="Total distributors" value={stats?.total} />
        <StatCard label="Active distributors" value={stats?.active} color="green" />
        <StatCard label="Inactive distributors" value={stats?.inactive} color="red" />
      </SimpleGrid>
      <DistributorsTable
        query={query}
        list={list}
        columns={columns}
        errorTitle="Could not load the users"
        pagesLabel="Users pages"
        empty="No users yet."
      />
      <ConfirmDialog
        opened={target !== null}
        title="Send password reset link"
        confirmLabel="Send link"
        color="blue"
        loading={reset.isPending}
        onClose={() => {
          setTarget(null);
        }}
        onConfirm={confirm}
      >
        {target ? `Email ${target.email} a link to set a new password? The link works once, for one hour.` : null}
      </ConfirmDialog>
    </AdminScreen>
  );
}
