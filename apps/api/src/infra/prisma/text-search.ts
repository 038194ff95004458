/**
 * Prisma's `contains` becomes `ILIKE '%' || term || '%'` without escaping the term, so `%` and `_` in a
 * search would match everything. PostgreSQL's default LIKE escape character is the backslash.
 */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A case-insensitive substring filter that matches `term` literally. */
export const containsText = (term: string) => ({ contains: escapeLike(term), mode: 'insensitive' as const });
