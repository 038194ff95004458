import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { HttpStatus } from '@nestjs/common';
import { ApiError, badRequest } from '../../../infra/http/api-error.js';
import { closeAfterAnswer } from '../../../infra/http/unread-body.js';
import { MB } from '../../../infra/storage/upload-policy.js';

/** The largest CSV an import takes: 50,000 rows with a few columns are about 4 MB. */
const CSV_MAX_BYTES = 20 * MB;

const tooLarge = () =>
  new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, `File too large: a CSV may be at most ${CSV_MAX_BYTES / MB} MB`, {
    code: 'PAYLOAD_TOO_LARGE',
    details: { file: `at most ${CSV_MAX_BYTES / MB} MB` },
  });

/**
 * Hands the `file` part of a multipart request to `consume` as a stream, never whole in memory or on
 * disk, under busboy's limits (one file, a few text parts, the size above). `consume` may stop early (a
 * preview reads a few rows): the rest of the body is then discarded while the answer closes the
 * connection, as the upload interceptor does (infra/storage/multipart.interceptor.ts).
 */
export function consumeCsvUpload<T>(req: IncomingMessage, res: ServerResponse, consume: (file: Readable) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let started = false;
    const finish = (err: unknown, value?: T) => {
      if (settled) return;
      settled = true;
      if (!req.readableEnded) {
        req.unpipe();
        closeAfterAnswer(req, res);
      }
      if (err) reject(err instanceof Error ? err : new Error('CSV upload failed'));
      else resolve(value as T);
    };
    if (!req.headers['content-type']?.startsWith('multipart/form-data')) {
      return finish(badRequest('Send the CSV as multipart/form-data, in a part named "file"', { file: 'required' }, 'FILE_REQUIRED'));
    }
    if (Number(req.headers['content-length']) > CSV_MAX_BYTES + MB) return finish(tooLarge());
    let parser;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 10, fieldSize: 10_000, fileSize: CSV_MAX_BYTES } });
    } catch (err) {
      return finish(badRequest(`Malformed multipart body: ${(err as Error).message}`, undefined, 'INVALID_MULTIPART'));
    }
    parser.on('file', (name: string, stream: Readable) => {
      if (name !== 'file' || started) {
        stream.resume();
        return;
      }
      started = true;
      stream.on('limit', () => {
        stream.destroy(tooLarge());
        finish(tooLarge());
      });
      consume(stream).then(
        (value) => {
          stream.resume(); // what a preview did not read: let busboy reach the end
          finish(null, value);
        },
        (err: unknown) => finish(err),
      );
    });
    parser.on('error', (err: unknown) =>
      finish(badRequest(`Malformed multipart body: ${(err as Error).message}`, undefined, 'INVALID_MULTIPART')),
    );
    parser.on('close', () => {
      if (!started) finish(badRequest('Choose a CSV file to import', { file: 'required' }, 'FILE_REQUIRED'));
    });
    req.on('close', () => {
      if (!req.readableEnded) finish(badRequest('The upload was interrupted', undefined, 'UPLOAD_ABORTED'));
    });
    req.pipe(parser);
  });
}
