import '@mantine/charts/styles.css';
import { AreaChart, DonutChart } from '@mantine/charts';
import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { usePageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Screen } from '@/features/backoffice/components/screen';
import { useAnalytics, useLiveVisitors, type AnalyticsReport } from '../api/analytics';
import { SalesClicks } from '../components/sales-clicks';
import { WebVitalsCard } from '../components/web-vitals-card';
import { customRange, isoDay, pointLabel, presetRange, reportCsv, type RangePreset } from '../lib/ranges';
import { campaignLabel, sourceLabel } from '../lib/sources';
import { BreakdownTable } from '../components/breakdown-table';
import { Panel } from '../components/panel';

const NOTHING_YET = 'Nothing yet for this range.';

const PRESETS: { value: RangePreset; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '12m', label: '12 months' },
  { value: 'custom', label: 'Custom' },
];
const DEVICE_COLORS = { mobile: 'teal.6', tablet: 'yellow.6', desktop: 'blue.6' } as const;
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value.toLocaleString()}
      </Text>
    </Paper>
  );
}

function downloadCsv(report: AnalyticsReport) {
  const url = URL.createObjectURL(new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `analytics-${report.from}-${report.to}.csv` });
  link.click();
  URL.revokeObjectURL(url);
}

function Report({ report }: { report: AnalyticsReport }) {
  const days = (Date.parse(report.to) - Date.parse(report.from)) / 86_400_000 + 1;
  const series = report.series.map((p) => ({ t: pointLabel(p.t, report.interval, days), Visitors: p.visitors, 'Page views': p.pageviews }));
  const devices = report.devices.map((d) => ({ name: d.device, value: d.visitors, color: DEVICE_COLORS[d.device] }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Stat label="Visitors" value={report.totals.visitors} />
        <Stat label="Page views" value={report.totals.pageviews} />
        <Stat label="Leads" value={report.totals.leads} />
        <Stat label="Subscribers" value={report.totals.subscribers} />
      </SimpleGrid>
      <Panel title="Visitors and page views">
        <AreaChart
          h={280}
          data={series}
          dataKey="t"
          series={[
            { name: 'Visitors', color: 'blue.6' },
            { name: 'Page views', color: 'teal.5' },
          ]}
          curveType="monotone"
          withLegend
          withDots={series.length <= 48}
          role="figure"
          aria-label="Visitors and page views over time"
        />
      </Panel>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Panel title="Top pages">
          <BreakdownTable
            empty={NOTHING_YET}
            head={['Page', 'Visitors', 'Page views']}
            rows={report.top_pages.map((p) => [p.path, p.visitors, p.pageviews])}
          />
        </Panel>
        <Panel title="Sources and conversion">
          <BreakdownTable
            empty={NOTHING_YET}
            head={['Source', 'Visitors', 'Leads', 'Subscribers', 'Conversion']}
            label="Sources and conversion"
            rows={report.sources.map((s) => [sourceLabel(s.source), s.visitors, s.leads, s.subscribers, percent(s.conversion_rate)])}
          />
        </Panel>
        <Panel title="Campaigns (UTM)">
          <BreakdownTable
            empty={NOTHING_YET}
            head={['Campaign', 'Visitors', 'Page views']}
            rows={report.campaigns.map((c) => [campaignLabel(c), c.visitors, c.pageviews])}
          />
        </Panel>
        <Panel title="Devices">
          {devices.length ? (
            <Group justify="space-around" align="center">
              <DonutChart data={devices} withTooltip role="figure" aria-label="Visitors by device" />
              <BreakdownTable
                empty={NOTHING_YET}
                head={['Device', 'Visitors', 'Page views']}
                rows={report.devices.map((d) => [d.device, d.visitors, d.pageviews])}
              />
            </Group>
          ) : (
            <Text c="dimmed">Nothing yet for this range.</Text>
          )}
        </Panel>
      </SimpleGrid>
      <SalesClicks report={report} />
      <WebVitalsCard vitals={report.web_vitals} />
    </Stack>
  );
}

/** `/backoffice/analytics`: the distributor's visitors, where they came from and what they converted into. */
export function AnalyticsRoute() {
  usePageTitle('Analytics');
  const [preset, setPreset] = useState<RangePreset>('7d');
  const today = isoDay(Date.now());
  const [custom, setCustom] = useState({ from: isoDay(Date.now() - 13 * 86_400_000), to: today });
  const range = useMemo(() => (preset === 'custom' ? customRange(custom.from, custom.to) : presetRange(preset)), [preset, custom]);
  const report = useAnalytics(range);
  const live = useLiveVisitors();

  return (
    <Screen
      title="Analytics"
      description={
        'Who visits your site, where they come from and how many become leads and subscribers. ' +
        'No cookies: visitors are counted anonymously, one day at a time.'
      }
      maw={1100}
      actions={
        <Button variant="default" disabled={!report.data} onClick={() => report.data && downloadCsv(report.data)}>
          Export CSV
        </Button>
      }
    >
      <Stack gap="lg">
        <Group justify="space-between" align="end">
          <Group align="end">
            <SegmentedControl value={preset} onChange={(v) => setPreset(v)} data={PRESETS} aria-label="Range" />
            {preset === 'custom' && (
              <>
                <TextInput
                  type="date"
                  label="From"
                  value={custom.from}
                  max={custom.to}
                  onChange={(e) => setCustom({ ...custom, from: e.currentTarget.value || custom.from })}
                />
                <TextInput
                  type="date"
                  label="To"
                  value={custom.to}
                  min={custom.from}
                  max={today}
                  onChange={(e) => setCustom({ ...custom, to: e.currentTarget.value || custom.to })}
                />
              </>
            )}
          </Group>
          <Badge size="lg" variant="light" color="green" aria-live="polite">
            {live.data
              ? `${live.data.visitors} ${live.data.visitors === 1 ? 'visitor' : 'visitors'} in the last 5 minutes`
              : 'Visitors in the last 5 minutes: …'}
          </Badge>
        </Group>
        <QueryState query={report}>{(data) => <Report report={data} />}</QueryState>
      </Stack>
    </Screen>
  );
}
