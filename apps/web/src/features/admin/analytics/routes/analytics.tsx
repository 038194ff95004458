import { SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { StatCard } from '@/features/admin/components/stat-card';
import { lastDays, useFleetAnalytics, type ActivationFigure, type FleetAnalytics } from '../api/fleet-analytics';
import { FleetSalesCredit } from '../components/fleet-sales-credit';
import { FleetWebVitals } from '../components/fleet-web-vitals';

const RANGES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '365', label: '12 months' },
];
const hours = (h: number | null) => (h === null ? '—' : h < 48 ? `${h} h` : `${(h / 24).toFixed(1)} days`);

function SitesTable({ sites }: { sites: FleetAnalytics['top_by_traffic'] }) {
  if (sites.length === 0) return <Text c="dimmed">No visits in this range.</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Distributor</Table.Th>
          <Table.Th ta="right">Visitors</Table.Th>
          <Table.Th ta="right">Leads</Table.Th>
          <Table.Th ta="right">Subscribers</Table.Th>
          <Table.Th ta="right">Conversion</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sites.map((s) => (
          <Table.Tr key={s.tenant_id}>
            <Table.Td>{s.site_name || s.subdomain}</Table.Td>
            <Table.Td ta="right">{s.visitors}</Table.Td>
            <Table.Td ta="right">{s.leads}</Table.Td>
            <Table.Td ta="right">{s.subscribers}</Table.Td>
            <Table.Td ta="right">{(s.conversion_rate * 100).toFixed(1)}%</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Activation({ title, figure, signups }: { title: string; figure: ActivationFigure; signups: number }) {
  return (
    <Panel title={title}>
      <Text size="sm">
        Reached by {figure.reached} of {signups} new distributors · median {hours(figure.median_hours)} · 90% within{' '}
        {hours(figure.p90_hours)} · {figure.within_24h} within 24 hours
      </Text>
      <Table>
        <Table.Tbody>
          {figure.distribution.map((b) => (
            <Table.Tr key={b.label}>
              <Table.Td>{b.label}</Table.Td>
              <Table.Td ta="right">{b.distributors}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Panel>
  );
}

/** `/admin/analytics`: the platform's traffic, its best sites and how fast new distributors go live. */
export function AdminAnalyticsRoute() {
  usePageTitle('Analytics');
  const [days, setDays] = useState('30');
  const report = useFleetAnalytics(lastDays(Number(days)));
  return (
    <AdminScreen
      title="Analytics"
      description={
        "Visitors across every distributor's site, the sites with the most traffic and the best conversion, " +
        'and activation time from signup to first visit and first lead.'
      }
      actions={<SegmentedControl value={days} onChange={setDays} data={RANGES} aria-label="Range" />}
    >
      <QueryState query={report}>
        {(data) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 2, md: 5 }}>
              <StatCard label="Visitors" value={data.totals.visitors} />
              <StatCard label="Page views" value={data.totals.pageviews} />
              <StatCard label="Leads" value={data.totals.leads} />
              <StatCard label="Subscribers" value={data.totals.subscribers} />
              <StatCard label="Sites with visitors" value={data.totals.active_sites} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Panel title="Top distributors by traffic">
                <SitesTable sites={data.top_by_traffic} />
              </Panel>
              <Panel title="Top distributors by conversion">
                <SitesTable sites={data.top_by_conversion} />
              </Panel>
              <Activation title="Signup to first visit" figure={data.activation.first_visit} signups={data.activation.signups} />
              <Activation title="Signup to first lead" figure={data.activation.first_lead} signups={data.activation.signups} />
            </SimpleGrid>
            <FleetSalesCredit data={data} />
            <FleetWebVitals vitals={data.web_vitals} />
          </Stack>
        )}
      </QueryState>
    </AdminScreen>
  );
}
