import { Table, Text } from '@mantine/core';
import { Panel } from '@/features/admin/components/screen';
import { thresholdText, VITAL_LABELS, VITAL_NAMES, VitalCells, type VitalsFigures } from '@/components/web-vitals/vital-value';
import type { FleetAnalytics } from '../api/fleet-analytics';

/**
 * The fleet's real-user Web Vitals (p75) per storefront template, all devices and per device class
 * (docs/product.md "Visitor experience"): a template that got slower shows here within a day.
 */
export function FleetWebVitals({ vitals }: { vitals: FleetAnalytics['web_vitals'] }) {
  return (
    <Panel title="Visitor experience by template">
      {vitals.templates.length === 0 ? (
        <Text c="dimmed">No page loads measured in this range yet.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Template</Table.Th>
              <Table.Th>Device</Table.Th>
              {VITAL_NAMES.map((n) => (
                <Table.Th key={n} ta="right" title={`${VITAL_LABELS[n].long}: ${thresholdText(n, vitals.thresholds)}`}>
                  {VITAL_LABELS[n].short} (p75)
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vitals.templates.flatMap((t) =>
              [
                { device: 'All devices', figures: t as VitalsFigures },
                ...t.devices.map((d) => ({ device: d.device === 'mobile' ? 'Mobile' : 'Desktop', figures: d })),
              ].map((row, i) => (
                <Table.Tr key={`${t.template_id}-${row.device}`}>
                  <Table.Td>{i === 0 ? t.template : ''}</Table.Td>
                  <Table.Td>{row.device}</Table.Td>
                  <VitalCells figures={row.figures} />
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      )}
    </Panel>
  );
}
