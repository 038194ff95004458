import { Injectable, type PipeTransform } from '@nestjs/common';
import { validationFailed, type FieldErrors } from '../../infra/http/api-error.js';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = Record<string, JsonValue>;

const KEY = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_TEXT = 20_000;
/** Upper bound of a free-form page's whole `data` (serialised). */
export const MAX_PAGE_BYTES = 64 * 1024;

/**
 * Body of a free-form page write (opportunity, product, join-us pages): top-level fields named
 * `[a-z][a-z0-9_]*`, plus an optional `data` object (JSON text in multipart) whose keys come first.
 * Answers one flat object of the fields to save.
 */
@Injectable()
export class FreeFormBodyPipe implements PipeTransform<unknown, JsonObject> {
  transform(body: unknown): JsonObject {
    const errors: FieldErrors = {};
    const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const fields: JsonObject = {};

    const nested = parseData(source.data);
    if (nested === false) errors.data = 'data must be a JSON object';
    else Object.assign(fields, nested);

    for (const [key, value] of Object.entries(source)) {
      if (key === 'data') continue;
      fields[key] = value as JsonValue;
    }
    for (const [key, value] of Object.entries(fields)) {
      if (!KEY.test(key)) errors[key] = 'Field names may contain only lowercase letters, digits and underscores';
      else if (typeof value === 'string' && value.length > MAX_TEXT) errors[key] = `At most ${MAX_TEXT} characters`;
    }
    if (JSON.stringify(fields).length > MAX_PAGE_BYTES) errors.data = 'The page is too large (at most 64 KB of text)';
    if (Object.keys(errors).length) throw validationFailed(errors, Object.values(errors)[0]);
    return fields;
  }
}

function parseData(value: unknown): JsonObject | false {
  if (value === undefined || value === null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return false;
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonObject) : false;
}
