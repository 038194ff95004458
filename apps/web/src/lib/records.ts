/** Plain-object checks for values whose shape no contract describes (form values, error details). */
export type Row = Record<string, unknown>;

/** A plain object (not null, not a list). */
export function isRecord(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
