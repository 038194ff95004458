import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useDashboard, type AdminDashboard } from '@/features/admin/dashboard/api/dashboard';
import { agentLabel } from '@/features/admin/agents/lib/agent';
import { EmptyNote, LoadError } from '@/features/admin/components/query-state';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { StatCard } from '@/features/admin/components/stat-card';
import { formatDate } from '@/features/admin/lib/format';
import { paths, toAdmin } from '@/lib/paths';
import { getAdminProfile } from '@/lib/storage';

function RecentSignups({ data }: { data: AdminDashboard }) {
  if (data.recent_signups.length === 0) return <EmptyNote>No signups yet.</EmptyNote>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.recent_signups.map((agent) => (
        <Group key={agent.id} component="li" justify="space-between" gap="sm" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {agentLabel(agent)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {agent.email}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" color={agent.status === 'active' ? 'green' : 'red'}>
              {agent.status}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDate(agent.created_at)}
            </Text>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

function RecentMessages({ data }: { data: AdminDashboard }) {
  if (data.recent_messages.length === 0) return <EmptyNote>No messages yet.</EmptyNote>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.recent_messages.map((message) => (
        <Stack key={message.id} component="li" gap={0}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {message.subject ?? message.name}
            </Text>
            <Badge variant="light" color={message.status === 'open' ? 'blue' : 'gray'}>
              {message.status}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {message.name} · {message.email} · {formatDate(message.created_at)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** A share (0 to 1) as a percentage with at most one decimal: `0.1234` → `12.3 %`. */
function sharePercent(share: number): string {
  return `${(Math.round(share * 1000) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;
}

/** The admin's overview (`GET /admin/dashboard`), with the sequences' fleet figures. */
export function AdminDashboardRoute() {
  const { name } = getAdminProfile();
  const query = useDashboard();
  const data = query.data;

  return (
    <AdminScreen title="Admin dashboard" description="Manage distributors, training and notifications from the menu.">
      <Title order={2} size="h4">
        Welcome, {name || 'Admin'}
      </Title>
      {query.isError ? (
        <LoadError
          error={query.error}
          title="Could not load the dashboard"
          onRetry={() => {
            void query.refetch();
          }}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            <StatCard label="Total distributors" value={data?.totals.total} />
            <StatCard label="Active distributors" value={data?.totals.active} color="green" />
            <StatCard label="Inactive distributors" value={data?.totals.inactive} color="red" />
            <StatCard label="Pending domains" value={data?.pending_domains} color="yellow.8" />
            <StatCard label="Open messages" value={data?.open_messages} color="blue" />
          </SimpleGrid>
          <Panel title="Sequences">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <StatCard label="Active sequences" value={data?.sequences.active_sequences} />
              <StatCard label="People in sequences" value={data?.sequences.people_enrolled} color="green" />
              <StatCard label="Sequence emails, last 30 days" value={data?.sequences.emails_sent_30d} color="blue" />
              <StatCard label="Share of all mail, last 30 days" value={data && sharePercent(data.sequences.share_of_mail_30d)} />
            </SimpleGrid>
          </Panel>
          {data && (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Panel
                title="Recent signups"
                actions={
                  <Anchor component={Link} to={toAdmin(paths.admin.agents)} size="sm">
                    All agents
                  </Anchor>
                }
              >
                <RecentSignups data={data} />
              </Panel>
              <Panel
                title="Recent messages"
                actions={
                  <Anchor component={Link} to={toAdmin(paths.admin.messages)} size="sm">
                    All messages
                  </Anchor>
                }
              >
                <RecentMessages data={data} />
              </Panel>
            </SimpleGrid>
          )}
        </>
      )}
    </AdminScreen>
  );
}
