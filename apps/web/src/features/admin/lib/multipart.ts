import { isFile } from '@/lib/files';

/**
 * Form values → multipart body. A file input holds a `FileValue` (`File | string | null`): a new
 * upload, the URL the server already has, or nothing. An unchanged URL is not re-sent; a cleared one is sent as "".
 */

function scalar(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value.trim();
  return null;
}

/** The entries a multipart body carries (exported for tests). */
export function multipartEntries(
  values: Record<string, unknown>,
  { fileFields = [], initial = {} }: { fileFields?: readonly string[]; initial?: Record<string, unknown> } = {},
): [string, string | File][] {
  const entries: [string, string | File][] = [];
  for (const [name, value] of Object.entries(values)) {
    if (fileFields.includes(name)) {
      if (isFile(value)) entries.push([name, value]);
      else if ((value === null || value === '') && typeof initial[name] === 'string' && initial[name] !== '') {
        entries.push([name, '']);
      }
      continue;
    }
    const text = scalar(value);
    if (text !== null) entries.push([name, text]);
  }
  return entries;
}

export function toMultipart(
  values: Record<string, unknown>,
  options: { fileFields?: readonly string[]; initial?: Record<string, unknown> } = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of multipartEntries(values, options)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, value.name);
  }
  return body;
}
