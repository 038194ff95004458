import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { sendError } from '../http/all-exceptions.filter.js';
import type { FileStorage } from './file-storage.js';
import { storageUnavailable } from './storage-unavailable.js';
import { VARIANT_FILE } from './image-variant-names.js';
import { keyOf, urlOfKey } from './upload-keys.js';

/** How long a missing variant is remembered as missing (and what it then answers): see `uploadsRouter`. */
const VARIANT_MISS_TTL_MS = 10_000;

/**
 * `/uploads`: the stored file (however the storage serves it), else for a variant not made yet a redirect
 * to its original, else a JSON 404; the storage failing answers a JSON 503.
 *
 * A missing variant costs the bucket a GET and up to four HEADs (the original's possible extensions), and
 * anyone may ask for one, so each instance remembers misses for VARIANT_MISS_TTL_MS (at most
 * 10,000 names): a repeated ask is answered from memory. Short, since a variant is made seconds after its
 * upload; until then the redirect to the original (`no-cache`) serves.
 */
export function uploadsRouter(storage: FileStorage): Router {
  const router = express.Router();
  const misses = new LRUCache<string, { original: string | null }>({ max: 10_000, ttl: VARIANT_MISS_TTL_MS });
  router.use((req: Request, res: Response, next: NextFunction) => {
    const known = isVariantAsk(req) ? misses.get(req.path) : undefined;
    if (!known) return next();
    if (known.original) return void res.set('Cache-Control', 'no-cache').redirect(302, known.original);
    res.status(404).json(FILE_NOT_FOUND);
  });
  router.use(storage.serve);
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!isVariantAsk(req)) return next();
    void originalOf(storage, req).then((original) => {
      misses.set(req.path, { original });
      if (!original) return next();
      res.set('Cache-Control', 'no-cache').redirect(302, original);
    }, next);
  });
  router.use((_req: Request, res: Response) => void res.status(404).json(FILE_NOT_FOUND));
  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    logger.warn({ err, path: req.originalUrl }, 'could not read from file storage');
    sendError(req, res, storageUnavailable());
  });
  return router;
}

const logger = new Logger('Uploads');
const FILE_NOT_FOUND = { message: 'File not found', code: 'FILE_NOT_FOUND' };

const ORIGINAL_EXTS = ['jpg', 'jpeg', 'png', 'webp'];

/** A GET or HEAD of a variant's name (a plain path: nothing encoded, no dot segments). */
function isVariantAsk(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') && VARIANT_FILE.test(path.posix.basename(req.path)) && !/%|\.\.|\/\./.test(req.path)
  );
}

/**
 * A variant that does not exist (yet: made just after the upload, or by the start-up backfill, or never
 * for an unreadable image) answers a redirect to its original, so the storefront may always ask for
 * variant names (image-variants.service.ts). The answer is not cached by the browser (`no-cache`), so the
 * variant is served once it exists.
 */
async function originalOf(storage: FileStorage, req: Request): Promise<string | null> {
  const match = VARIANT_FILE.exec(path.posix.basename(req.path));
  if (!match) return null;
  const dir = path.posix.dirname(req.path);
  for (const ext of ORIGINAL_EXTS) {
    const url = urlOfKey(path.posix.join(dir, `${match[1]}.${ext}`).slice(1));
    if (keyOf(url) === undefined) return null;
    if (await storage.exists(url)) return url;
  }
  return null;
}
