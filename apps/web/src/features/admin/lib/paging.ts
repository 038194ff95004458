/** Spec §9: agents (and every admin list) show 10 entries per page by default. */
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
