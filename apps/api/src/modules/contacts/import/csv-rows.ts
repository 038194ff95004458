import type { Readable } from 'node:stream';
import { HttpException } from '@nestjs/common';
import { parse, type Info } from 'csv-parse';
import { badRequest } from '../../../infra/http/api-error.js';

const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** How much of the file's start is read to decide its separator. */
const SNIFF_BYTES = 64 * 1024;

/**
 * The separator of a CSV from its first line: the candidate that appears most often outside quotes
 * (spreadsheets in much of Europe write `;`, phones and most tools `,`).
 */
function sniffDelimiter(head: string): Delimiter {
  const text = head.replace(/^\uFEFF/, '');
  const counts = new Map<Delimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if ([...counts.values()].some((n) => n > 0)) break;
    } else if (!quoted && counts.has(ch as Delimiter)) counts.set(ch as Delimiter, (counts.get(ch as Delimiter) ?? 0) + 1);
  }
  let best: Delimiter = ',';
  for (const [d, n] of counts) if (n > (counts.get(best) ?? 0)) best = d;
  return best;
}

export interface CsvRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  cells: string[];
}

/**
 * Streams a CSV's rows with csv-parse: a BOM is dropped, the separator sniffed, quotes honoured, blank
 * lines and rows of empty cells skipped, short and long rows accepted (the mapping reads cells by index).
 * The first row is the header.
 */
export async function* csvRows(file: Readable): AsyncGenerator<CsvRow & { delimiter: Delimiter }> {
  const head: Buffer[] = [];
  let size = 0;
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let ended = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const first = Buffer.concat(head);
  const delimiter = sniffDelimiter(first.subarray(0, SNIFF_BYTES).toString('utf8'));
  const parser = parse({
    bom: true,
    delimiter,
    info: true,
    trim: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: 100_000,
  });
  const feed = (async () => {
    if (!parser.write(first)) await new Promise((r) => parser.once('drain', r));
    if (!ended) {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        if (!parser.write(next.value)) await new Promise((r) => parser.once('drain', r));
      }
    }
    parser.end();
  })();
  feed.catch((err: unknown) => parser.destroy(err as Error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      yield { line: info.lines, cells: record, delimiter };
    }
  } catch (err) {
    if (err instanceof HttpException) throw err;
    throw badRequest(`The file is not a readable CSV: ${(err as Error).message}`, { file: 'not a CSV' }, 'INVALID_CSV');
  } finally {
    parser.destroy();
  }
}
