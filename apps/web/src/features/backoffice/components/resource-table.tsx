import { Group, Text, TextInput, type TableProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { NoMatches, RecordTable, type RecordColumn } from '@/components/ui/record-table';
import { matchesTerm } from '@/lib/search';

export interface Column<T> extends RecordColumn {
  render?: (row: T) => ReactNode;
}

export interface ResourceTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Label of the table (also its caption for screen readers). */
  label: string;
  /** Client-side search over this text of each row; omit for no search box (or use `search`). */
  searchText?: (row: T) => string;
  /** Server-side search: the caller owns the term. */
  search?: { value: string; onChange: (value: string) => void };
  searchLabel?: string;
  actions?: (row: T) => ReactNode;
  empty?: ReactNode;
  toolbar?: ReactNode;
  tableProps?: TableProps;
}

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '')
    return (
      <Text c="dimmed" span>
        —
      </Text>
    );
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** A table of records with an optional search box, per-row actions and an empty state. */
export function ResourceTable<T>({
  rows,
  columns,
  rowKey,
  label,
  searchText,
  search,
  searchLabel = 'Search',
  actions,
  empty = 'Nothing here yet.',
  toolbar,
  tableProps,
}: ResourceTableProps<T>) {
  const [localTerm, setLocalTerm] = useState('');
  const term = search?.value ?? localTerm;
  const visible = searchText && !search ? rows.filter((row) => matchesTerm(term, searchText(row))) : rows;
  const hasSearch = Boolean(search ?? searchText);

  return (
    <>
      {(hasSearch || toolbar) && (
        <Group justify="space-between" mb="sm" gap="sm">
          {hasSearch ? (
            <TextInput
              label={searchLabel}
              placeholder="Type to filter"
              value={term}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (search) search.onChange(value);
                else setLocalTerm(value);
              }}
              w={{ base: '100%', sm: 320 }}
            />
          ) : (
            <span />
          )}
          {toolbar && <Group gap="sm">{toolbar}</Group>}
        </Group>
      )}
      {visible.length === 0 ? (
        // With client-side search, an empty collection shows `empty` whatever the term.
        <NoMatches term={search || rows.length > 0 ? term : ''}>{empty}</NoMatches>
      ) : (
        <RecordTable
          label={label}
          rows={visible}
          columns={columns}
          rowKey={rowKey}
          cell={(row, column) => (column.render ? column.render(row) : cellText((row as Record<string, unknown>)[column.key]))}
          actions={actions}
          minWidth={560}
          tableProps={tableProps}
        />
      )}
    </>
  );
}
