import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy, { type Busboy, type FileInfo, type FieldInfo } from 'busboy';
import { badRequest } from '../http/api-error.js';
import type { FileFieldSpecs } from './file-fields.js';
import { removeTempFiles } from './incoming-files.js';
import { bodyLimitOf, bodyTooLarge, MULTIPART_LIMITS, textTooLarge, tooManyFields, tooManyFiles } from './multipart-limits.js';
import { fileTooLarge, KIND_RULES, SNIFF_BYTES, sniffType, type FileKind, type SniffedType } from './upload-policy.js';

/** A file part that passed the policy while it arrived, waiting in a temp file for storage to take it over. */
export interface ReceivedFile {
  field: string;
  /** The temp file; storage moves it away, and whatever is left is removed after the request. */
  path: string;
  size: number;
  kind: FileKind;
  mime: string;
  /** The extension its content (not its name) says. */
  ext: string;
  originalName: string;
}

/** Text parts (a repeated name becomes a list) and file parts (one per declared field). */
export interface ReceivedMultipart {
  fields: Record<string, string | string[]>;
  files: Record<string, ReceivedFile>;
}

/**
 * Reads a `multipart/form-data` request with busboy and enforces every limit as the bytes arrive: the
 * body size (Content-Length up front, then counted), the number of files and fields, the text size, and
 * per file part its sniffed type and its kind's size limit. File bytes go to temp files under `tempDir`,
 * never whole into memory. On the first refusal it stops reading (the request is unpiped and paused, so
 * TCP holds the client back), removes the temp files, and rejects with the 4xx to answer; the
 * interceptor's `closeAfterAnswer` then discards what is still in flight while the answer closes the
 * connection.
 */
export function receiveMultipart(req: IncomingMessage, specs: FileFieldSpecs, tempDir: string): Promise<ReceivedMultipart> {
  return new MultipartReception(req, specs, tempDir).run();
}

class MultipartReception {
  // No prototype: a part named `__proto__` or `constructor` is just a key.
  private readonly fields = Object.create(null) as Record<string, string | string[]>;
  private readonly files = Object.create(null) as Record<string, ReceivedFile>;
  private readonly claimed = new Set<string>();
  private readonly temps = new Set<string>();
  private readonly streams = new Set<Readable | Transform | WriteStream>();
  private readonly receptions: Promise<void>[] = [];
  /** Cancels every file's pipeline at the first refusal (see `fail`). */
  private readonly cancel = new AbortController();
  private readonly bodyLimit: number;
  private bodyBytes = 0;
  private textBytes = 0;
  private parser?: Busboy;
  private failed = false;
  private resolve!: (value: ReceivedMultipart) => void;
  private reject!: (err: unknown) => void;

  constructor(
    private readonly req: IncomingMessage,
    private readonly specs: FileFieldSpecs,
    private readonly tempDir: string,
  ) {
    this.bodyLimit = bodyLimitOf(specs);
  }

  run(): Promise<ReceivedMultipart> {
    const result = new Promise<ReceivedMultipart>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Registered first: a client that goes away at any point must not leave the promise hanging.
    this.req.on('close', () => {
      if (!this.req.readableEnded) void this.fail(badRequest('The upload was interrupted', undefined, 'UPLOAD_ABORTED'));
    });
    void this.start();
    return result;
  }

  private async start(): Promise<void> {
    const declared = Number(this.req.headers['content-length']);
    if (declared > this.bodyLimit) return this.fail(bodyTooLarge(this.bodyLimit));
    if (this.failed) return;
    try {
      this.parser = busboy({
        headers: this.req.headers,
        limits: {
          files: Math.max(Object.keys(this.specs).length, 1),
          fields: MULTIPART_LIMITS.fields,
          fieldSize: MULTIPART_LIMITS.textBytes + 1,
        },
      });
      await mkdir(this.tempDir, { recursive: true });
    } catch (err) {
      return this.fail(this.parser ? err : malformed(err));
    }
    if (this.failed) return; // the client went away meanwhile
    const parser = this.parser;
    parser.on('field', (name: string, value: string, info: FieldInfo) => this.onField(name, value, info));
    parser.on('file', (name: string, stream: Readable, info: FileInfo) => {
      // `void`: a reception must settle without waiting for the clean-up it may trigger (which waits for it).
      this.receptions.push(this.receiveFile(name, stream, info).catch((err: unknown) => void this.fail(err)));
    });
    parser.on('filesLimit', () => void this.fail(tooManyFiles(Object.keys(this.specs).length)));
    parser.on('fieldsLimit', () => void this.fail(tooManyFields()));
    parser.on('error', (err: unknown) => void this.fail(malformed(err)));
    // busboy closes once every part was read and every file stream ended; the temp files may still be flushing.
    parser.on(
      'close',
      () => void Promise.all(this.receptions).then(() => this.failed || this.resolve({ fields: this.fields, files: this.files })),
    );

    this.req.pipe(parser);
    this.req.on('data', (chunk: Buffer) => {
      this.bodyBytes += chunk.length;
      if (this.bodyBytes > this.bodyLimit) void this.fail(bodyTooLarge(this.bodyLimit));
    });
  }

  private onField(name: string, value: string, info: FieldInfo): void {
    if (info.nameTruncated) return void this.fail(badRequest('Field name too long', undefined, 'INVALID_MULTIPART'));
    this.textBytes += Buffer.byteLength(value);
    if (info.valueTruncated || this.textBytes > MULTIPART_LIMITS.textBytes) return void this.fail(textTooLarge(name));
    const before = this.fields[name];
    this.fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }

  private async receiveFile(field: string, stream: Readable, info: FileInfo): Promise<void> {
    this.streams.add(stream);
    const spec = this.specs[field];
    if (!spec || this.claimed.has(field)) {
      stream.destroy();
      const why = spec ? 'This field takes only one file' : 'This field does not take a file';
      throw badRequest(`Unexpected file field "${field}"`, { [field]: why }, 'UNEXPECTED_FILE_FIELD');
    }
    this.claimed.add(field);
    const temp = path.join(this.tempDir, randomBytes(16).toString('hex'));
    this.temps.add(temp);
    const gate = new UploadGate(spec.kinds, field);
    const out = createWriteStream(temp, { flags: 'wx' });
    this.streams.add(gate).add(out);
    try {
      await pipeline(stream, gate, out, { signal: this.cancel.signal });
    } finally {
      // A destroyed write stream may still be opening its file: wait, so the clean-up finds it.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
    }
    const type = gate.type as SniffedType;
    this.files[field] = { field, path: temp, size: gate.bytes, ...type, originalName: info.filename ?? '' };
  }

  /** Stops reading at the first refusal; the answer then closes the connection (closeAfterAnswer). */
  private async fail(err: unknown): Promise<void> {
    if (this.failed) return;
    this.failed = true;
    if (this.parser) {
      this.req.unpipe(this.parser);
      this.parser.removeAllListeners();
      this.parser.on('error', () => undefined);
    }
    // Paused, so the client is held back by TCP while we clean up; closeAfterAnswer discards the rest once the answer is written.
    this.req.pause();
    // The pipelines are cancelled through their signal, not by destroying their streams behind their back:
    // on Node 24, unlike 20 (nodejs/node#53462), a pipeline whose streams are all destroyed without an error never
    // settles when its source had already ended but not yet emitted 'end' (a small file whose closing
    // boundary came in the same read, then the refusal): the reception, and so this clean-up and the
    // answer, would wait forever. Aborting destroys them with an AbortError, which always settles it.
    this.cancel.abort(err);
    // The rest: a refused file part that never got a pipeline.
    for (const stream of this.streams) stream.destroy();
    await Promise.allSettled(this.receptions);
    await removeTempFiles([...this.temps]);
    this.reject(err);
  }
}

const malformed = (err: unknown) =>
  badRequest(`Malformed multipart body: ${err instanceof Error ? err.message : 'unreadable'}`, undefined, 'INVALID_MULTIPART');

/**
 * Passes a file part through once its first bytes say it is a kind its field takes, and fails the
 * moment it grows past that kind's limit.
 */
class UploadGate extends Transform {
  bytes = 0;
  type?: SniffedType;
  private head: Buffer[] = [];

  constructor(
    private readonly kinds: readonly FileKind[],
    private readonly field: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.type) return done(this.overLimit(), chunk);
    this.head.push(chunk);
    if (this.bytes < SNIFF_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    this.release(done);
  }

  /** Sniffs the bytes held so far and lets them through (or refuses the part). */
  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    sniffType(head, this.kinds, this.field).then((type) => {
      this.type = type;
      done(this.overLimit(), head);
    }, done);
  }

  private overLimit() {
    return this.type && this.bytes > KIND_RULES[this.type.kind].maxBytes ? fileTooLarge(this.type.kind, this.field) : null;
  }
}
