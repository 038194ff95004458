import { randomBytes } from 'node:crypto';
import { UPLOAD_URL_PREFIX } from './file-storage.js';

/**
 * A stored file's key: its path below `/uploads/` — the relative path under UPLOAD_DIR, or the object key
 * in the bucket. Plain names only: no dot segments (`..`, `.incoming`, dotfiles), no encoding tricks.
 */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** The key of `/uploads/<key>`, or undefined for anything else (external URLs, traversal attempts). */
export function keyOf(url: string): string | undefined {
  if (!url.startsWith(`${UPLOAD_URL_PREFIX}/`)) return undefined;
  const key = url.slice(UPLOAD_URL_PREFIX.length + 1);
  return SAFE_KEY.test(key) ? key : undefined;
}

export const isSafeKey = (key: string) => SAFE_KEY.test(key);

export const urlOfKey = (key: string) => `${UPLOAD_URL_PREFIX}/${key}`;

/** A new upload's key: `<yyyy>/<mm>/<32 hex>.<ext>` (what OWNED_UPLOAD_PATH recognises). */
export function newUploadKey(ext: string): string {
  if (!/^[a-z0-9]{2,5}$/.test(ext)) throw new Error(`refusing file extension ${JSON.stringify(ext)}`);
  const now = new Date();
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${mm}/${randomBytes(16).toString('hex')}.${ext}`;
}
