import { isFile } from '@/lib/files';

/**
 * Form values ↔ request bodies. File inputs hold a `FileValue` (`File | string | null`): a new upload,
 * the URL the server already has, or nothing. Only what changed goes out, so an unchanged image is never re-sent.
 */
export type FormValues = Record<string, unknown>;

export interface BodyOptions {
  /** Names of the file inputs (their string values are URLs, not text). */
  fileFields?: readonly string[];
  /** The values the form started from; a file input that had a URL and is now empty is a removal. */
  initial?: FormValues;
  /** Only these names go out (each home-page editor saves only its own fields). */
  only?: readonly string[];
  /** How a removal is sent; default: the field with an empty value. */
  removalField?: (name: string) => { name: string; value: string };
}

const defaultRemoval = (name: string) => ({ name, value: '' });

function scalar(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The entries a multipart body carries for `values` (exported for tests; FormData is built from it). */
export function formEntries(values: FormValues, options: BodyOptions = {}): [string, string | File][] {
  const { fileFields = [], initial = {}, only, removalField = defaultRemoval } = options;
  const names = only ?? Object.keys(values);
  const entries: [string, string | File][] = [];
  for (const name of names) {
    const value = values[name];
    if (fileFields.includes(name)) {
      if (isFile(value)) entries.push([name, value]);
      else if ((value === null || value === '') && typeof initial[name] === 'string' && initial[name] !== '') {
        const removal = removalField(name);
        entries.push([removal.name, removal.value]);
      }
      continue;
    }
    const text = scalar(value);
    if (text !== null) entries.push([name, text]);
  }
  return entries;
}

export function toFormData(values: FormValues, options: BodyOptions = {}): FormData {
  const body = new FormData();
  for (const [name, value] of formEntries(values, options)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, value.name);
  }
  return body;
}

/** A JSON body: trimmed strings, only the named fields. */
function toJsonBody(values: FormValues, only?: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of only ?? Object.keys(values)) {
    const value = values[name];
    body[name] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

/** Text for an input from any stored value (null and numbers included). */
export function textValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A stored file/image URL, or null. */
export function urlValue(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A comparable fingerprint of form values (Files by name/size/time), to tell whether they changed. */
export function valuesSignature(values: FormValues): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    isFile(value) ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
  );
}

export function sameValues(a: FormValues, b: FormValues): boolean {
  return valuesSignature(a) === valuesSignature(b);
}

/** Names whose value differs from the initial one (an update sends only these). */
export function changedFieldNames(values: FormValues, initial: FormValues): string[] {
  return Object.keys(values).filter((name) => valuesSignature({ v: values[name] }) !== valuesSignature({ v: initial[name] }));
}

export interface RequestBodyOptions {
  /** JSON instead of multipart (file fields are then left out). */
  json?: boolean;
  fileFields?: readonly string[];
  /** Send only the fields that changed (updates); otherwise every field (creates). */
  changedOnly?: boolean;
}

/** The body of a write: multipart (files as parts, removals as "") or JSON. */
export function buildRequestBody(
  values: FormValues,
  initial: FormValues,
  { json = false, fileFields = [], changedOnly = false }: RequestBodyOptions,
): FormData | Record<string, unknown> {
  const only = changedOnly ? changedFieldNames(values, initial) : Object.keys(values);
  if (json)
    return toJsonBody(
      values,
      only.filter((name) => !fileFields.includes(name)),
    );
  return toFormData(values, { fileFields, initial, only });
}
