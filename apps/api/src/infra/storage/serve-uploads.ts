import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Logger } from '@nestjs/common';
import { sendError } from '../http/all-exceptions.filter.js';
import type { FileStorage } from './file-storage.js';
import { storageUnavailable } from './storage-unavailable.js';
import { VARIANT_FILE } from './image-variant-names.js';
import { keyOf, urlOfKey } from './upload-keys.js';

/**
 * `/uploads`: the stored file (however the storage serves it), else for a variant not made yet a redirect
 * to its original, else a JSON 404; the storage failing answers a JSON 503.
 */
export function uploadsRouter(storage: FileStorage): Router {
  const router = express.Router();
  router.use(storage.serve);
  router.use(
    (req: Request, res: Response, next: NextFunction) => void redirectToOriginal(storage, req, res).then((done) => done || next(), next),
  );
  router.use((_req: Request, res: Response) => void res.status(404).json({ message: 'File not found', code: 'FILE_NOT_FOUND' }));
  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    logger.warn({ err, path: req.originalUrl }, 'could not read from file storage');
    sendError(req, res, storageUnavailable());
  });
  return router;
}

const logger = new Logger('Uploads');

const ORIGINAL_EXTS = ['jpg', 'jpeg', 'png', 'webp'];

/**
 * A variant that does not exist (yet: made just after the upload, or by the start-up backfill, or never
 * for an unreadable image) answers a redirect to its original, so the storefront may always ask for
 * variant names (image-variants.service.ts). Not cached, so the variant is served once it exists.
 */
async function redirectToOriginal(storage: FileStorage, req: Request, res: Response): Promise<boolean> {
  const match = VARIANT_FILE.exec(path.posix.basename(req.path));
  if (!match || (req.method !== 'GET' && req.method !== 'HEAD') || /%|\.\.|\/\./.test(req.path)) return false;
  const dir = path.posix.dirname(req.path);
  for (const ext of ORIGINAL_EXTS) {
    const url = urlOfKey(path.posix.join(dir, `${match[1]}.${ext}`).slice(1));
    if (keyOf(url) === undefined) return false;
    if (await storage.exists(url)) {
      res.set('Cache-Control', 'no-cache').redirect(302, url);
      return true;
    }
  }
  return false;
}
