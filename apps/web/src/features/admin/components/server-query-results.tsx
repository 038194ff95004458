import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton } from '@/components/ui/query-state';
import { QueryState } from '@/features/admin/components/query-state';
import { ServerResults, type ServerList } from '@/features/admin/components/searchable-list';
import type { Pagination } from '@/features/admin/lib/paging';

/** What a server-paged list answers with, beside its items: its paging and the search it answers. */
export interface ServerAnswer {
  pagination: Pagination;
  query: { search: string };
}

export interface ServerQueryResultsProps<A extends ServerAnswer, T> {
  /** The list's query; its previous answer stays on screen, dimmed, while the next loads (placeholder data). */
  query: Pick<UseQueryResult<A>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch' | 'isPlaceholderData'>;
  /** Title of the alert when the list cannot be read. */
  errorTitle: string;
  /** Placeholder rows while the first page loads. */
  loadingRows?: number;
  /** The rows of an answer. */
  items: (answer: A) => T[];
  /** The screen's search and page state (`useServerList`). */
  list: Pick<ServerList, 'query' | 'setPage'>;
  /** Accessible name of the page buttons. */
  pagesLabel: string;
  /** Shown when there is nothing at all (no search); a function when it depends on the answer (its filter). */
  empty: ReactNode | ((answer: A) => ReactNode);
  children: (items: T[]) => ReactNode;
}

/** A server-paged list as its query stands: placeholder rows, the load error with a retry, or the page of results. */
export function ServerQueryResults<A extends ServerAnswer, T>({
  query,
  errorTitle,
  loadingRows = 8,
  items,
  list,
  pagesLabel,
  empty,
  children,
}: ServerQueryResultsProps<A, T>) {
  return (
    <QueryState query={query} loading={<ListSkeleton rows={loadingRows} />} errorTitle={errorTitle}>
      {(answer) => (
        <ServerResults
          items={items(answer)}
          answer={answer}
          list={list}
          pagesLabel={pagesLabel}
          updating={query.isPlaceholderData}
          empty={typeof empty === 'function' ? empty(answer) : empty}
        >
          {children}
        </ServerResults>
      )}
    </QueryState>
  );
}
