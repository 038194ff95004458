import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { paginate, PAGE_SIZE, type Page } from '@/features/admin/lib/paging';

/** Search term + page of a client-side list; a new term goes back to page 1. */
export function useSearchPage<T>(items: readonly T[], matches: (item: T, term: string) => boolean, perPage = PAGE_SIZE) {
  const [term, setTermState] = useState('');
  const [page, setPage] = useState(1);
  const filtered = items.filter((item) => matches(item, term));
  const current: Page<T> = paginate(filtered, page, perPage);
  const setTerm = (value: string) => {
    setTermState(value);
    setPage(1);
  };
  return { term, setTerm, page: current, setPage };
}

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export function SearchBox({ label, value, onChange, placeholder = 'Name or email' }: SearchBoxProps) {
  return (
    <TextInput
      label={label}
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 340 }}
    />
  );
}

/** "Showing 11–20 of 23" and the page buttons (hidden for a single page). */
export function PageFooter<T>({ page, onChange, label }: { page: Page<T>; onChange: (page: number) => void; label: string }) {
  if (page.total === 0) return null;
  const first = (page.page - 1) * PAGE_SIZE + 1;
  const last = first + page.items.length - 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        Showing {first}–{last} of {page.total}
      </Text>
      {page.totalPages > 1 && (
        <Pagination
          total={page.totalPages}
          value={page.page}
          onChange={onChange}
          aria-label={label}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
          })}
          getItemProps={(value) => ({ 'aria-label': `Page ${value}` })}
        />
      )}
    </Group>
  );
}
