/** The text form of a UUID (any version), as PostgreSQL's `uuid` type accepts it. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` can be an id: checked before a query, so a malformed id in a job payload, a token or a
 * path is answered as "not found" instead of failing the query (PostgreSQL rejects it as a uuid).
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
