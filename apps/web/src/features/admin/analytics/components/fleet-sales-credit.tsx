import { SimpleGrid, Table, Text } from '@mantine/core';
import { Panel } from '@/features/admin/components/screen';
import { StatCard } from '@/features/admin/components/stat-card';
import type { FleetAnalytics } from '../api/fleet-analytics';

const share = (x: number) => `${(x * 100).toFixed(0)}%`;

/**
 * The fleet's Buy and Join clicks and how many distributors' sales are credited to them (their own shop
 * link, or a member ID with the country's template: docs/product.md "Shop links and sales credit"), by country.
 */
export function FleetSalesCredit({ data }: { data: FleetAnalytics }) {
  return (
    <Panel title="Shop clicks and sales credit">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Buy clicks" value={data.totals.buy_clicks} />
        <StatCard label="Join clicks" value={data.totals.join_clicks} />
        <StatCard label="Distributors credited (%)" value={Math.round(data.totals.credited_share * 100)} />
      </SimpleGrid>
      {data.by_country.length === 0 ? (
        <Text c="dimmed">No distributors yet.</Text>
      ) : (
        <Table striped aria-label="By country">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Country</Table.Th>
              <Table.Th ta="right">Distributors</Table.Th>
              <Table.Th ta="right">Visitors</Table.Th>
              <Table.Th ta="right">Buy clicks</Table.Th>
              <Table.Th ta="right">Join clicks</Table.Th>
              <Table.Th ta="right">Credited</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.by_country.map((c) => (
              <Table.Tr key={c.country}>
                <Table.Td>{c.country}</Table.Td>
                <Table.Td ta="right">{c.distributors}</Table.Td>
                <Table.Td ta="right">{c.visitors}</Table.Td>
                <Table.Td ta="right">{c.buy_clicks}</Table.Td>
                <Table.Td ta="right">{c.join_clicks}</Table.Td>
                <Table.Td ta="right">{share(c.credited_share)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Panel>
  );
}
