import { Injectable, type PipeTransform } from '@nestjs/common';
import { validationFailed, type FieldErrors } from '../../infra/http/api-error.js';
import { INPUT_LIMITS } from '../../infra/http/input-limits.js';
import { nestsDeeperThan } from '../../infra/http/json-depth.js';
import { findInputProblem } from '../../infra/http/unsafe-input.js';
import { linkProblem } from './page-links.js';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = Record<string, JsonValue>;

const KEY = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_TEXT = 20_000;
/** Upper bound of a free-form page's whole `data` (serialised). */
export const MAX_PAGE_BYTES = 64 * 1024;

/**
 * Body of a free-form page write (opportunity, product, join-us pages): top-level fields named
 * `[a-z][a-z0-9_]*`, plus an optional `data` object (JSON text in multipart) whose keys come first.
 * Answers one flat object of the fields to save. Text is text (no NUL, no lone surrogates), nesting is
 * bounded, and no value is a `javascript:`-style link (link fields take only http(s), mailto:, tel: or paths).
 */
@Injectable()
export class FreeFormBodyPipe implements PipeTransform<unknown, JsonObject> {
  transform(body: unknown): JsonObject {
    const errors: FieldErrors = {};
    const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const fields: JsonObject = {};

    const nested = parseData(source.data);
    if (typeof nested === 'string') errors.data = nested;
    else Object.assign(fields, nested);

    for (const [key, value] of Object.entries(source)) {
      if (key === 'data') continue;
      fields[key] = value as JsonValue;
    }
    for (const [key, value] of Object.entries(fields)) {
      if (!KEY.test(key)) errors[key] = 'Field names may contain only lowercase letters, digits and underscores';
      else if (typeof value === 'string' && value.length > MAX_TEXT) errors[key] = `At most ${MAX_TEXT} characters`;
    }
    if (Object.keys(errors).length) throw validationFailed(errors, Object.values(errors)[0]);

    // `data` arrived as JSON text, so the edge's text check has not seen its values yet.
    const unsafe = findInputProblem(fields);
    if (unsafe) errors[unsafe.field] = `${unsafe.field} ${unsafe.problem}`;
    else Object.assign(errors, linkErrors(fields));
    if (!Object.keys(errors).length && JSON.stringify(fields).length > MAX_PAGE_BYTES)
      errors.data = 'The page is too large (at most 64 KB of text)';
    if (Object.keys(errors).length) throw validationFailed(errors, Object.values(errors)[0]);
    return fields;
  }
}

/** `data` as an object, or why it is refused. Over-deep JSON text is refused before it is parsed. */
function parseData(value: unknown): JsonObject | string {
  if (value === undefined || value === null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (nestsDeeperThan(value, INPUT_LIMITS.maxDepth)) return `data is nested too deeply (at most ${INPUT_LIMITS.maxDepth} levels)`;
    try {
      parsed = JSON.parse(value);
    } catch {
      return 'data must be a JSON object';
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonObject) : 'data must be a JSON object';
}

/** Every string value (at any depth, walked iteratively) checked against the link rules of its field name. */
function linkErrors(fields: JsonObject): FieldErrors {
  const errors: FieldErrors = {};
  const stack: { value: JsonValue; name: string; path: string }[] = Object.entries(fields).map(([key, value]) => ({
    value,
    name: key,
    path: key,
  }));
  while (stack.length) {
    const { value, name, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = linkProblem(name, value);
      if (problem && !(path in errors)) errors[path] = `${path} ${problem}`;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, name, path: `${path}.${i}` }));
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) stack.push({ value: child, name: key, path: `${path}.${key}` });
    }
  }
  return errors;
}
