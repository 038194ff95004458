import { constants as zlib, brotliCompressSync, gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import compression from 'compression';
import Negotiator from 'negotiator';

/**
 * Text answers are compressed on the way out: brotli where the client accepts it, else gzip. Answers
 * made per request (JSON, the per-host index page, sitemap) use a fast brotli level: the saving of the
 * highest levels is a few percent, their cost is many times the request. Static files are compressed once
 * at build (vite.config.ts) and never here (the middleware leaves an answer that is already encoded alone).
 */
const DYNAMIC_BROTLI_QUALITY = 5;
/** Below this size the headers cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const compressAnswers = compression({
  threshold: COMPRESS_THRESHOLD_BYTES,
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
});

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer `req` with, by its Accept-Encoding (server preference: br, then gzip). */
export function preferredEncoding(req: IncomingMessage): ContentEncoding {
  const accepted = new Negotiator(req).encodings(['br', 'gzip']);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
}

/** A body compressed once and kept (the hot cache stores these beside the plain body). */
export function encodeBody(body: Buffer, encoding: Exclude<ContentEncoding, 'identity'>): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } }) : gzipSync(body);
}
