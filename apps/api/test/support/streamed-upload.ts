import { readFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';

/** A file part whose bytes are `head` followed by zeros up to `size`: generated as it is sent, never held whole. */
export interface GeneratedFile {
  field: string;
  filename: string;
  head: Buffer;
  size: number;
  contentType?: string;
}

export interface StreamedUploadOptions {
  url: string;
  method?: 'POST' | 'PUT';
  token?: string;
  fields?: Record<string, string>;
  files: GeneratedFile[];
  /** Declare the length up front (default: chunked transfer encoding, so the server cannot know it). */
  contentLength?: boolean;
  /** Give up (abort the connection) once this many body bytes are written. */
  abortAfter?: number;
}

export interface StreamedUploadResult {
  /** 0 when the client aborted before an answer. */
  status: number;
  body: unknown;
  headers: IncomingHttpHeaders;
  /** Body bytes the client had written when the answer arrived (it stops writing then, as browsers do). */
  sentAtAnswer: number;
  /** Body bytes the whole body would have had. */
  total: number;
}

const BOUNDARY = '----ds-streamed-upload-boundary';
const ZEROS = Buffer.alloc(64 * 1024);

function* bodyChunks(fields: Record<string, string>, files: GeneratedFile[]): Generator<Buffer> {
  for (const [name, value] of Object.entries(fields)) {
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  for (const file of files) {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    );
    yield file.head;
    for (let left = file.size - file.head.length; left > 0; left -= ZEROS.length)
      yield left >= ZEROS.length ? ZEROS : ZEROS.subarray(0, left);
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

function bodyLength(fields: Record<string, string>, files: GeneratedFile[]): number {
  let total = 0;
  for (const chunk of bodyChunks(
    fields,
    files.map((f) => ({ ...f, size: f.head.length })),
  ))
    total += chunk.length;
  return total + files.reduce((sum, f) => sum + f.size - f.head.length, 0);
}

/**
 * Sends a multipart upload the way an attacker (or a big honest upload) would: the bytes are generated as
 * the socket takes them, with backpressure, and the count of bytes written when the answer arrives is
 * kept — proof that the server answered before reading everything.
 */
export function streamedUpload(options: StreamedUploadOptions): Promise<StreamedUploadResult> {
  const fields = options.fields ?? {};
  const total = bodyLength(fields, options.files);
  const headers: Record<string, string | number> = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentLength) headers['content-length'] = total;

  return new Promise((resolve, reject) => {
    const req = http.request(options.url, { method: options.method ?? 'POST', headers });
    let sent = 0;
    let answered = false;
    let stopped = false;

    req.on('response', (res) => {
      answered = true;
      stopped = true;
      const sentAtAnswer = sent;
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers, sentAtAnswer, total });
        req.destroy();
      });
      res.on('error', reject);
    });
    // Writing into a connection the server closed after answering fails; the answer is what counts.
    req.on('error', (err) => {
      if (!answered && !stopped) reject(err);
    });

    const chunks = bodyChunks(fields, options.files);
    const pump = () => {
      while (!stopped) {
        if (options.abortAfter !== undefined && sent >= options.abortAfter) {
          stopped = true;
          req.destroy();
          resolve({ status: 0, body: undefined, headers: {}, sentAtAnswer: sent, total });
          return;
        }
        const next = chunks.next();
        if (next.done) {
          req.end();
          return;
        }
        sent += next.value.length;
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** A process's resident memory in bytes, from /proc (the API runs as a child process in tests/). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) * 1024;
}

/** Samples `read()` every few milliseconds while `work` runs; answers the work's result and the highest sample. */
export async function withPeak<T>(read: () => Promise<number> | number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = await read();
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await read());
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    running = false;
    await sampler;
  }
  return { result, peak: Math.max(peak, await read()) };
}
