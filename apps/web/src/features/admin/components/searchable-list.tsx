import { Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { NoMatches } from '@/components/ui/record-table';
import {
  listQuery,
  pageIn,
  paginate,
  PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  serverPage,
  type ListQuery,
  type Page,
  type Pagination as ServerPagination,
  type ScopedPage,
} from '@/features/admin/lib/paging';

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

/**
 * Search box text and page of a server-paged list. The server is asked once typing pauses
 * (SEARCH_DEBOUNCE_MS); a new search, or a new `filter`, starts again at page 1.
 */
export function useServerList(filter = '', perPage = PAGE_SIZE) {
  const [term, setTerm] = useState('');
  const [search] = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const scope = JSON.stringify([search, filter]);
  const [paged, setPaged] = useState<ScopedPage>({ scope, page: 1 });
  const page = pageIn(paged, scope);
  const setPage = (value: number) => {
    setPaged({ scope, page: value });
  };
  const query: ListQuery = listQuery({ search, page, limit: perPage });
  return { term, setTerm, query, setPage };
}

/** A page past the end (the list shrank meanwhile) goes to the last one, as the client-side lists do. */
function usePageInRange(shown: Page<unknown> | undefined, setPage: (page: number) => void) {
  const beyond = shown !== undefined && shown.page > shown.totalPages ? shown.totalPages : null;
  // setPage is a new function each render: an effect event, so only a new out-of-range page re-runs this.
  const goTo = useEffectEvent(setPage);
  useEffect(() => {
    if (beyond !== null) goTo(beyond);
  }, [beyond]);
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

interface PageFooterProps<T> {
  /** The page on screen. */
  page: Page<T>;
  onChange: (page: number) => void;
  label: string;
  /** The page asked for, when the screen still shows the previous one while it loads. */
  current?: number;
  perPage?: number;
}

/** "Showing 11–20 of 23" and the page buttons (hidden for a single page). */
export function PageFooter<T>({ page, onChange, label, current = page.page, perPage = PAGE_SIZE }: PageFooterProps<T>) {
  if (page.total === 0) return null;
  const first = (page.page - 1) * perPage + 1;
  const last = first + page.items.length - 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        Showing {first}–{last} of {page.total}
      </Text>
      {page.totalPages > 1 && (
        <Pagination
          total={page.totalPages}
          value={Math.min(current, page.totalPages)}
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

export type ServerList = ReturnType<typeof useServerList>;

interface ServerResultsProps<T> {
  items: T[];
  /** The answer the items come from: its paging, and the search it answers (the previous one while the next loads). */
  answer: { pagination: ServerPagination; query: { search: string } };
  /** The screen's search and page state (`useServerList`): the page asked for, and how to ask for another. */
  list: Pick<ServerList, 'query' | 'setPage'>;
  /** Accessible name of the page buttons. */
  pagesLabel: string;
  /** The previous results stay on screen, dimmed, while the next page or search loads. */
  updating: boolean;
  /** Shown when there is nothing at all (no search). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** One server page of a list: the rows (or the empty state) and the page footer from the server's total. */
export function ServerResults<T>({ items, answer, list, pagesLabel, updating, empty, children }: ServerResultsProps<T>) {
  const page = serverPage(items, answer.pagination);
  usePageInRange(page, list.setPage);
  return (
    <Stack gap="md" aria-busy={updating} opacity={updating ? 0.6 : 1}>
      {page.total === 0 ? <NoMatches term={answer.query.search}>{empty}</NoMatches> : children(page.items)}
      <PageFooter page={page} current={list.query.page} perPage={answer.pagination.limit} onChange={list.setPage} label={pagesLabel} />
    </Stack>
  );
}
