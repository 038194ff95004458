import type { Schema } from '@/lib/api/typed-client';

/** docs/product.md#defaults: agents (and every admin list) show 10 entries per page by default. */
export const PAGE_SIZE = 10;

export interface Page<T> {
  items: T[];
  /** 1-based page actually shown (clamped to the available pages). */
  page: number;
  totalPages: number;
  total: number;
}

/** One page of a list; a page past the end shows the last one, and an empty list has one (empty) page. */
export function paginate<T>(items: readonly T[], page: number, perPage = PAGE_SIZE): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, totalPages, total: items.length };
}

/** How long the search box waits for typing to pause before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a server-paged admin list asks for: `?search=&page=&limit=`. */
export interface ListQuery {
  /** Trimmed; '' for no search. */
  search: string;
  /** 1-based. */
  page: number;
  limit: number;
}

/** A list query in its one canonical form (also its cache key): trimmed search, page ≥ 1, 10 per page by default. */
export function listQuery({ search = '', page = 1, limit = PAGE_SIZE }: Partial<ListQuery> = {}): ListQuery {
  return { search: search.trim(), page: Math.max(1, Math.floor(page) || 1), limit: Math.max(1, Math.floor(limit) || PAGE_SIZE) };
}

/** The query-string params of a list query (an empty search is left out). */
export const listParams = (query: ListQuery) => ({ search: query.search || undefined, page: query.page, limit: query.limit });

/** A page number and the search/filter it was chosen under. */
export interface ScopedPage {
  scope: string;
  page: number;
}

/** The page to ask for under `scope`: the one chosen there, or 1 once the search or filter is another. */
export const pageIn = (state: ScopedPage, scope: string): number => (state.scope === scope ? state.page : 1);

/** The page shown, its size, and how many entries match in all. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
}

/** The answer's `pagination`; its `limit` is null when the whole list was asked for, then the asked size counts. */
export function toPagination(answer: Schema<'Pagination'>, query: ListQuery): Pagination {
  return { page: answer.page, limit: answer.limit ?? query.limit, total: answer.total };
}

/** One server page as the list footer shows it; the page count comes from the server's total. */
export function serverPage<T>(items: T[], { page, limit, total }: Pagination): Page<T> {
  return { items, page, totalPages: Math.max(1, Math.ceil(total / limit)), total };
}
