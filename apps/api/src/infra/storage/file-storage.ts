import type { Readable } from 'node:stream';

/**
 * Bytes to store: the path of a local temp file, which the storage takes over (moves, or uploads and
 * removes), or a stream. Never a whole file in memory.
 */
export type UploadSource = string | Readable;

/**
 * Where uploaded files live. The API only ever deals in public URL paths (`/uploads/...`), so a
 * different backend (S3-compatible, design §7) can replace the local disk without touching callers.
 */
export interface FileStorage {
  /** Stores the bytes under a new random name; answers the public URL path `/uploads/<yyyy>/<mm>/<random>.<ext>`. */
  save(source: UploadSource, ext: string): Promise<string>;
  /** Removes a file this storage wrote. Anything else (external URLs, demo images, unknown paths) is left alone. */
  delete(url: string): Promise<void>;
  /** Whether `url` names a file this storage wrote (and so may delete). */
  owns(url: string): boolean;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Public URL prefix under which uploads are served (infra/web/spa.ts). */
export const UPLOAD_URL_PREFIX = '/uploads';

/** The names `save` produces; only these are ever deleted, so shared or seeded files are safe. */
export const OWNED_UPLOAD_PATH = /^\/uploads\/(\d{4})\/(\d{2})\/([a-f0-9]{32})\.([a-z0-9]{2,5})$/;
