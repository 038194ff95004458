/** "12 May 2026" (and the time when asked); '—' for a missing or unreadable date. */
export function formatDate(value: unknown, { withTime = false }: { withTime?: boolean } = {}): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
}

/** Newest first by `created_at` (missing dates last). */
export function newestFirst<T extends { created_at?: string | null }>(items: readonly T[]): T[] {
  const time = (item: T) => (item.created_at ? new Date(item.created_at).getTime() || 0 : 0);
  return [...items].sort((a, b) => time(b) - time(a));
}
