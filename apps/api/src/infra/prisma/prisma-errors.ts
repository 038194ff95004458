/** Prisma's code for "the record to update or delete does not exist". */
const RECORD_NOT_FOUND = 'P2025';

export function isRecordGone(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === RECORD_NOT_FOUND;
}

/** A copy of `value` without `keys` (file fields are handled apart from the other fields). */
export function withoutKeys<T extends object, K extends string>(value: T, keys: readonly K[]): Omit<T, K> {
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!(keys as readonly string[]).includes(key) && v !== undefined) copy[key] = v;
  return copy as Omit<T, K>;
}
