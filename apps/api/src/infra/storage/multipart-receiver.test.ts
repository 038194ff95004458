import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import { PNG } from '../../../test/support/backoffice.js';
import { IMAGE } from './file-fields.js';
import { receiveMultipart } from './multipart-receiver.js';

const BOUNDARY = 'ds-receiver-spec';

/** A request whose body chunks are all waiting when the receiver starts reading: busboy gets them in one go. */
function requestOf(chunks: Buffer[]): IncomingMessage {
  const req = new PassThrough() as PassThrough & { headers: Record<string, string> };
  req.headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  for (const chunk of chunks) req.write(chunk);
  return req as unknown as IncomingMessage;
}

/** A file part sent as separate chunks (part header, PNG head, padding, CRLF), as an HTTP client writes it. */
const imagePart = (field: string, size: number) => [
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
  PNG,
  Buffer.alloc(size - PNG.length),
  Buffer.from('\r\n'),
];

const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      (err: unknown) => err,
    ),
    new Promise((resolve) => setTimeout(() => resolve('still pending'), ms).unref()),
  ]);

describe('receiveMultipart', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  // The first file's part had ended (its closing boundary read) but its bytes were still buffered when the
  // second file was refused: destroying its pipeline's streams without an error left the pipeline (and so
  // the refusal) pending forever on Node 24.
  it('refuses a second file promptly even when the first one has fully arrived, and leaves no temp file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-receiver-'));
    const req = requestOf([...imagePart('image', 1000), ...imagePart('image', 1000), Buffer.from(`--${BOUNDARY}--\r\n`)]);
    const outcome = await settledWithin(receiveMultipart(req, { image: IMAGE }, dir), 5_000);
    expect(outcome).toMatchObject({ status: 413, message: 'Too many files: this form takes at most 1' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
