import { Readable, pipeline } from 'node:stream';
import { text as collect } from 'node:stream/consumers';
import { stringify } from 'csv-stringify';

/**
 * RFC 4180 CSV (csv-stringify: quoting, CRLF records). Cells a spreadsheet would read as a formula (leading
 * = + - @, or a tab/CR) get a leading apostrophe, so an exported list of visitor-typed values cannot run
 * anything when opened. The apostrophe is added here rather than by csv-stringify's `escape_formulas`, which
 * leaves negative numbers alone and adds full-width signs: the exports keep the bytes they always had.
 */
export function csvStream(header: readonly string[], rows: Iterable<readonly unknown[]> | AsyncIterable<readonly unknown[]>): Readable {
  const cells = async function* () {
    yield header.map(cell);
    for await (const row of rows) yield row.map(cell);
  };
  // A line break inside a cell is quoted too (`quote_record_delimiter`), as RFC 4180 asks.
  const out = stringify({ record_delimiter: '\r\n', quote_record_delimiter: true });
  // A failing source destroys `out`, so its reader sees the error: nothing else to do with it here.
  pipeline(Readable.from(cells()), out, () => undefined);
  return out;
}

/** The whole file as one string: what the exports send today (at most `EXPORT_LIMIT` rows, audience-lists.service.ts). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): Promise<string> {
  return collect(csvStream(header, rows));
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

function cell(value: unknown): string {
  const t = text(value);
  return /^[=+\-@\t\r]/.test(t) ? `'${t}` : t;
}

/** `subscribers-2026-05-01.csv` */
export const csvFileName = (what: string, now = new Date()) => `${what}-${now.toISOString().slice(0, 10)}.csv`;
