import { isApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { isRecord } from '@/lib/records';

/**
 * Field errors from an API error's `details`: an object mapping field name → message
 * (`{ "subdomain": "Subdomain is already taken" }`). Array values use their first message;
 * a list of `{ field|property, message }` entries is accepted too.
 */
export function fieldErrorsFrom(details: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (Array.isArray(details)) {
    for (const entry of details) {
      if (entry === null || typeof entry !== 'object') continue;
      const { field, property, message } = entry as Record<string, unknown>;
      const name = typeof field === 'string' ? field : typeof property === 'string' ? property : undefined;
      if (name && typeof message === 'string') errors[name] ??= message;
    }
    return errors;
  }
  if (details === null || typeof details !== 'object') return errors;
  for (const [name, value] of Object.entries(details as Record<string, unknown>)) {
    if (typeof value === 'string' && value !== '') errors[name] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') errors[name] = value[0];
  }
  return errors;
}

/** The API error's message (the server's, or the client's own spec text) when there is one, else the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

/**
 * The server's own message of a failed call, else the screen's default. Unlike `errorMessage`, the
 * client's generic "API request failed" (a body without a message) gives way to the default.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message && error.message !== REQUEST_FAILED_MESSAGE) return error.message;
  return fallback;
}

const firstText = (candidates: unknown[]): string | undefined =>
  candidates.find((candidate): candidate is string => typeof candidate === 'string' && candidate !== '');

/** Reads one `{ field|property|path|param|name, message|msg|error }` entry (or class-validator `constraints`). */
function entryError(entry: unknown): [string, string] | null {
  if (!isRecord(entry)) return null;
  const name = firstText([entry.field, entry.property, entry.path, entry.param, entry.name]);
  // class-validator style: { property, constraints: { isEmail: 'email must be an email' } }
  const constraint = isRecord(entry.constraints)
    ? Object.values(entry.constraints).find((value): value is string => typeof value === 'string')
    : undefined;
  const message = firstText([entry.message, entry.msg, entry.error]) ?? constraint;
  return name && message ? [name, message] : null;
}

/**
 * Field errors of a failed write (docs/product.md#validation): the server's `errors` list (or map) when there is one,
 * else the `details` map/list. The API client keeps a body without `message` whole in `details`.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const details = error.details;
  const source = isRecord(details) && 'errors' in details ? details.errors : details;
  if (Array.isArray(source)) {
    const errors: Record<string, string> = {};
    for (const entry of source) {
      const pair = entryError(entry);
      if (pair) errors[pair[0]] ??= pair[1];
    }
    return errors;
  }
  return fieldErrorsFrom(source);
}

/** Only the errors that belong to inputs on the form; the rest are reported as a message. */
export function splitFieldErrors(
  errors: Record<string, string>,
  fieldNames: readonly string[],
): { fields: Record<string, string>; other: string[] } {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    if (fieldNames.includes(name)) fields[name] = message;
    else other.push(message);
  }
  return { fields, other };
}
