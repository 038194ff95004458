import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';

/**
 * Bytes to store: the path of a local temp file, which the storage takes over (moves, or uploads and
 * removes), or a stream. Never a whole file in memory.
 */
export type UploadSource = string | Readable;

/**
 * Where stored files live (uploads, their image variants, campaign images): the local disk or an
 * S3-compatible bucket (docs/operations.md "Object storage"), chosen once in storage.module.ts.
 *
 * Whatever the driver, a file is named by its URL path `/uploads/<key>`: that is what the database holds,
 * what pages link to and what `/uploads` serves, so rows written before a move to a bucket keep working
 * and nothing outside this folder knows which driver is in use.
 */
export interface FileStorage {
  /** Stores the bytes under a new random name; answers the public URL path `/uploads/<yyyy>/<mm>/<random>.<ext>`. */
  save(source: UploadSource, ext: string): Promise<string>;
  /**
   * Removes a file this storage wrote, with its image variants. Anything else (external URLs, demo images, unknown paths) is
   * left alone. Only the upload sweep and the undo of a failed write call it (docs/security.md "Stored files").
   */
  delete(url: string): Promise<void>;
  /** Whether a file is stored at this `/uploads/...` path. */
  exists(url: string): Promise<boolean>;
  /** Every stored file (originals, variants and manifests alike) as `/uploads/...` paths, in key order. */
  list(): AsyncIterable<string>;
  /**
   * Runs `work` on a local copy of the file at `url` (the file itself on local disk); the image variants and
   * manifest `work` writes beside it (image-variant-names.ts) are stored beside the original, manifest last.
   */
  derive(url: string, work: (file: string) => Promise<void>): Promise<void>;
  /** Removes the image variants and manifest of `url` (not the file itself). */
  removeDerived(url: string): Promise<void>;
  /**
   * Answers GET/HEAD under `/uploads` for a stored file (mounted by serve-uploads.ts), or calls `next()`
   * when there is none.
   */
  readonly serve: RequestHandler;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Public URL prefix under which uploads are served (serve-uploads.ts). */
export const UPLOAD_URL_PREFIX = '/uploads';

/** The names `save` produces; only these are ever deleted, so shared or seeded files are safe. */
export const OWNED_UPLOAD_PATH = /^\/uploads\/(\d{4})\/(\d{2})\/([a-f0-9]{32})\.([a-z0-9]{2,5})$/;

/** Stored files are cached a month: they get random names and are never rewritten in place. */
export const UPLOAD_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
