/** Readers for loosely typed API answers (admin and back office read the same shapes). */
export type Row = Record<string, unknown>;

/** A plain object (not null, not a list). */
export function isRecord(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A flag that may arrive as a boolean, 'true'/'false', 1/0 or '1'/'0'; anything else is the fallback. */
export function boolValue(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}
