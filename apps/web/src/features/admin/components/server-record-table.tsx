import type { ReactNode } from 'react';
import { RecordTable, type RecordColumn } from '@/components/ui/record-table';
import { ServerQueryResults, type ServerAnswer, type ServerQueryResultsProps } from '@/features/admin/components/server-query-results';

interface ServerRecordTableProps<A extends ServerAnswer, T, C extends RecordColumn> extends Omit<
  ServerQueryResultsProps<A, T>,
  'children'
> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly C[];
  rowKey: (row: T) => string;
  cell: (row: T, column: C) => ReactNode;
  /** Per-row buttons. */
  actions?: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
}

/** A server-paged list shown as a table of records (RecordTable), with its loading, error, empty and paging states. */
export function ServerRecordTable<A extends ServerAnswer, T, C extends RecordColumn>({
  label,
  columns,
  rowKey,
  cell,
  actions,
  minWidth,
  ...results
}: ServerRecordTableProps<A, T, C>) {
  return (
    <ServerQueryResults {...results}>
      {(rows) => (
        <RecordTable label={label} rows={rows} columns={columns} rowKey={rowKey} cell={cell} actions={actions} minWidth={minWidth} />
      )}
    </ServerQueryResults>
  );
}
