import { Group, Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the table needs of a column; screens add how a cell is drawn. */
export interface RecordColumn {
  key: string;
  header: string;
  /** Hidden on narrow screens. */
  wide?: boolean;
}

interface RecordTableProps<T, C extends RecordColumn> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly T[];
  columns: readonly C[];
  rowKey: (row: T) => string;
  cell: (row: T, column: C) => ReactNode;
  /** Per-row buttons in a last, unlabelled-header column. */
  actions?: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  tableProps?: TableProps;
}

/**
 * The actions column stays in view while a narrow screen scrolls the table sideways (a phone can
 * always reach Edit/Delete); its solid background hides the cells sliding under it.
 */
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
} as const;

/** A striped table of records, one row each; empty states and search belong to the caller. */
export function RecordTable<T, C extends RecordColumn>({
  label,
  rows,
  columns,
  rowKey,
  cell,
  actions,
  minWidth,
  tableProps,
}: RecordTableProps<T, C>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} visibleFrom={column.wide ? 'md' : undefined}>
                {column.header}
              </Table.Th>
            ))}
            {actions && <Table.Th aria-label="Actions" style={STICKY_ACTIONS} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} visibleFrom={column.wide ? 'md' : undefined}>
                  {cell(row, column)}
                </Table.Td>
              ))}
              {actions && (
                <Table.Td style={STICKY_ACTIONS} data-sticky-actions="">
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {actions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The empty state of a searched list: "No results for …" while a term is set, else `children`. */
export function NoMatches({ term, children }: { term: string; children?: ReactNode }) {
  return (
    <Text c="dimmed" py="md" role="status">
      {term.trim() ? `No results for "${term.trim()}".` : children}
    </Text>
  );
}
