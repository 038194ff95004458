import { Group, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CampaignDetail } from '@/features/backoffice/campaigns/api/campaigns';
import { progressOf, rateOf } from '@/features/backoffice/campaigns/lib/campaign-status';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** While sending: a live bar (queued, sent, failed, bounced). Afterwards: delivery and engagement, clicks per link. */
export function CampaignProgress({ campaign }: { campaign: CampaignDetail }) {
  const { stats } = campaign;
  const bar = progressOf(stats);
  const delivered = stats.sent;
  return (
    <Stack gap="md">
      {campaign.status === 'sending' && (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {stats.recipients ? `Sending… ${bar.done}% done` : 'Preparing the recipient list…'}
            </Text>
            <Text size="sm" c="dimmed">
              {stats.queued} queued · {stats.sent} sent · {stats.failed} failed · {stats.bounced} bounced
            </Text>
          </Group>
          <Progress.Root size="xl" aria-label="Sending progress">
            <Progress.Section value={bar.sent} color="green" />
            <Progress.Section value={bar.failed} color="orange" />
            <Progress.Section value={bar.bounced} color="red" />
          </Progress.Root>
        </Stack>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Recipients" value={stats.recipients} />
        <Figure label="Delivered" value={delivered} />
        <Figure label="Opened" value={rateOf(stats.opened, delivered)} />
        <Figure label="Clicked" value={rateOf(stats.clicked, delivered)} />
        <Figure label="Buy clicks" value={stats.buy_clicks} />
        <Figure label="Unsubscribed" value={stats.unsubscribed} />
        <Figure label="Spam complaints" value={stats.complained} />
        <Figure label="Bounced" value={stats.bounced} />
        <Figure label="Failed" value={stats.failed} />
        <Figure label="Queued" value={stats.queued} />
      </SimpleGrid>
      {campaign.links.length > 0 && (
        <Table striped withTableBorder aria-label="Clicks per link">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Link</Table.Th>
              <Table.Th w={90}>Clicks</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {campaign.links.map((link) => (
              <Table.Tr key={link.url}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{link.url}</Table.Td>
                <Table.Td>{link.clicks}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
