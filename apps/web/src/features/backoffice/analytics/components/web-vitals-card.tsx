import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  RATING_LABELS,
  thresholdText,
  VITAL_LABELS,
  VITAL_NAMES,
  VitalCells,
  VitalValue,
  type VitalsFigures,
} from '@/components/web-vitals/vital-value';
import type { AnalyticsReport } from '../api/analytics';
import { FiguresHead } from './breakdown-table';

type WebVitals = AnalyticsReport['web_vitals'];

function FiguresTable({ head, rows }: { head: string[]; rows: { key: string; cells: (string | number)[]; figures: VitalsFigures }[] }) {
  return (
    <Table striped>
      <FiguresHead head={[...head, ...VITAL_NAMES.map((n) => VITAL_LABELS[n].short)]} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, i) => (
              <Table.Td key={i} ta={i === 0 ? 'left' : 'right'}>
                {cell}
              </Table.Td>
            ))}
            <VitalCells figures={row.figures} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * "Visitor experience": real visitors' Web Vitals at the 75th percentile (docs/product.md "Visitor
 * experience"), each colored by Google's good / needs improvement / poor thresholds — for the whole site,
 * per device class and for the most visited pages.
 */
export function WebVitalsCard({ vitals }: { vitals: WebVitals }) {
  const measured = VITAL_NAMES.some((n) => vitals.all[n]);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Visitor experience
        </Title>
        <Text size="sm" c="dimmed">
          How fast and stable your site is for real visitors: the value 75 % of page loads stay within.
        </Text>
        {!measured ? (
          <Text c="dimmed">No page loads measured in this range yet.</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {VITAL_NAMES.map((n) => {
                const figure = vitals.all[n];
                return (
                  <Paper key={n} withBorder radius="md" p="md" role="group" aria-label={VITAL_LABELS[n].long}>
                    <Text size="sm" c="dimmed" title={VITAL_LABELS[n].long}>
                      {VITAL_LABELS[n].short}
                    </Text>
                    <Group gap="xs" align="center">
                      <VitalValue name={n} figure={figure} />
                      {figure && <Text size="sm">{RATING_LABELS[figure.rating]}</Text>}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {thresholdText(n, vitals.thresholds)}
                      {figure ? ` · ${figure.samples.toLocaleString()} page loads` : ''}
                    </Text>
                  </Paper>
                );
              })}
            </SimpleGrid>
            <FiguresTable
              head={['Device']}
              rows={vitals.devices.map((d) => ({ key: d.device, cells: [d.device === 'mobile' ? 'Mobile' : 'Desktop'], figures: d }))}
            />
            <FiguresTable
              head={['Page', 'Page loads']}
              rows={vitals.pages.map((p) => ({ key: p.path, cells: [p.path, p.samples], figures: p }))}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
