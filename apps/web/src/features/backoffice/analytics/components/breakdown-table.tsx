import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A header row whose first column (what a row is about) is left-aligned and the others (its figures) right-aligned. */
export function FiguresHead({ head }: { head: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {head.map((h, i) => (
          <Table.Th key={h} ta={i === 0 ? 'left' : 'right'}>
            {h}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** One breakdown of the Analytics screen (pages, sources, products…): a row a value, `empty` when there is none. */
export function BreakdownTable({ head, rows, empty, label }: { head: string[]; rows: ReactNode[][]; empty: string; label?: string }) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table striped aria-label={label}>
      <FiguresHead head={head} />
      <Table.Tbody>
        {rows.map((cells, r) => (
          <Table.Tr key={r}>
            {cells.map((cell, i) => (
              <Table.Td key={i} ta={i === 0 ? 'left' : 'right'} style={i === 0 ? { wordBreak: 'break-all' } : undefined}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
