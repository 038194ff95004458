import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordTable, type RecordColumn } from '@/components/ui/record-table';
import { EmptyNote } from '@/features/admin/components/query-state';

export interface Column<T> extends RecordColumn {
  cell: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  empty?: ReactNode;
  minWidth?: number;
}

/** A plain table of records with an empty state; screens give columns and cells. */
export function DataTable<T>({ label, rows, columns, rowKey, empty = 'Nothing here yet.', minWidth = 640 }: DataTableProps<T>) {
  if (rows.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <RecordTable label={label} rows={rows} columns={columns} rowKey={rowKey} cell={(row, column) => column.cell(row)} minWidth={minWidth} />
  );
}

/** A muted dash (or given text) for a missing cell value. */
export function Missing({ children = '—' }: { children?: ReactNode }) {
  return (
    <Text c="dimmed" span size="sm">
      {children}
    </Text>
  );
}
