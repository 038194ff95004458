import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AnalyticsReport } from '../api/analytics';
import { campaignLabel, sourceLabel } from '../lib/sources';
import { BreakdownTable } from './breakdown-table';
import { Panel } from './panel';

function Rows({ head, rows, label }: { head: string[]; rows: (string | number)[][]; label: string }) {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toLocaleString() : cell)));
  return <BreakdownTable head={head} rows={cells} label={label} empty="No clicks yet for this range." />;
}

/** One source's way from a visit to the shop: visitors → leads and subscribers → Buy clicks. */
function Funnel({ source }: { source: AnalyticsReport['sources'][number] }) {
  const top = Math.max(1, source.visitors);
  const steps: [string, number][] = [
    ['Visitors', source.visitors],
    ['Leads and subscribers', source.leads + source.subscribers],
    ['Buy clicks', source.buy_clicks],
  ];
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Funnel: ${sourceLabel(source.source)}`} role="group">
      <Stack gap={6}>
        <Text fw={700}>{sourceLabel(source.source)}</Text>
        {steps.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{label}</Text>
              <Text size="sm" fw={600}>
                {value.toLocaleString()}
              </Text>
            </Group>
            <Progress value={Math.min(100, (value / top) * 100)} size="sm" aria-hidden />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Buy and Join clicks through the site's own click links (docs/analytics.md "Clicks"): totals, by product,
 * by source and UTM campaign, and a funnel per source — the step from a visit to a sale.
 */
export function SalesClicks({ report }: { report: AnalyticsReport }) {
  const funnels = report.sources.filter((s) => s.visitors > 0 || s.buy_clicks > 0).slice(0, 6);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Paper withBorder radius="md" p="md" role="group" aria-label="Total Buy clicks">
          <Text size="sm" c="dimmed">
            Buy clicks
          </Text>
          <Text fz={28} fw={700}>
            {report.totals.buy_clicks.toLocaleString()}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md" role="group" aria-label="Total Join clicks">
          <Text size="sm" c="dimmed">
            Join clicks
          </Text>
          <Text fz={28} fw={700}>
            {report.totals.join_clicks.toLocaleString()}
          </Text>
        </Paper>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Panel title="Buy clicks by product">
          <Rows
            label="Buy clicks by product"
            head={['Product', 'Buy clicks']}
            rows={report.products.map((p) => [p.name ?? 'Deleted product', p.buy_clicks])}
          />
        </Panel>
        <Panel title="Clicks by source">
          <Rows
            label="Clicks by source"
            head={['Source', 'Buy clicks', 'Join clicks']}
            rows={report.sources
              .filter((s) => s.buy_clicks + s.join_clicks > 0)
              .map((s) => [sourceLabel(s.source), s.buy_clicks, s.join_clicks])}
          />
        </Panel>
        <Panel title="Clicks by campaign (UTM)">
          <Rows
            label="Clicks by campaign"
            head={['Campaign', 'Buy clicks', 'Join clicks']}
            rows={report.campaigns
              .filter((c) => c.buy_clicks + c.join_clicks > 0)
              .map((c) => [campaignLabel(c), c.buy_clicks, c.join_clicks])}
          />
        </Panel>
      </SimpleGrid>
      {funnels.length > 0 && (
        <Panel title="From visit to sale, by source">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {funnels.map((s) => (
              <Funnel key={s.source} source={s} />
            ))}
          </SimpleGrid>
        </Panel>
      )}
    </Stack>
  );
}
