import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, type GetObjectCommandOutput, type S3Client } from '@aws-sdk/client-s3';
import type { NextFunction, Request, Response } from 'express';
import { UPLOAD_MAX_AGE_SECONDS } from './file-storage.js';
import { s3StatusOf, type BucketSettings } from './s3-client.js';
import { isSafeKey } from './upload-keys.js';
import { contentTypeOf } from './s3-upload.js';
import { VARIANT_FILE } from './image-variant-names.js';

const CACHE_CONTROL = `public, max-age=${UPLOAD_MAX_AGE_SECONDS}`;
/** One range only, as the local disk serves it (and as S3 takes it). */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/** The key a request under `/uploads` asks for, or undefined (not a plain name: 404 like the local disk). */
function requestedKey(req: Request): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  let key: string;
  try {
    key = decodeURIComponent(req.path.slice(1));
  } catch {
    return undefined;
  }
  return isSafeKey(key) ? key : undefined;
}

/**
 * Streams a stored object through the API, answering like express.static does for the local disk: the
 * type from the extension, a month of caching, ETag/Last-Modified with conditional requests, one byte
 * range (video seeking). The bucket does the condition and range work; the body is piped, never held.
 */
export function serveFromBucket({ client, bucket }: BucketSettings) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = requestedKey(req);
    if (!key) return next();
    const range = req.headers.range && SINGLE_RANGE.test(req.headers.range) ? req.headers.range : undefined;
    const ifModifiedSince = req.headers['if-modified-since'] ? new Date(req.headers['if-modified-since']) : undefined;
    const input = {
      Bucket: bucket,
      Key: key,
      Range: range,
      IfNoneMatch: req.headers['if-none-match'],
      IfModifiedSince: ifModifiedSince && !Number.isNaN(ifModifiedSince.getTime()) ? ifModifiedSince : undefined,
    };
    const answer = req.method === 'HEAD' ? client.send(new HeadObjectCommand(input)) : client.send(new GetObjectCommand(input));
    answer.then(
      (object: Omit<GetObjectCommandOutput, 'Body'> & { Body?: unknown }) => {
        res.status(object.ContentRange ? 206 : 200);
        res.set({
          'Content-Type': contentTypeOf(key),
          'Cache-Control': CACHE_CONTROL,
          'Accept-Ranges': 'bytes',
          'X-Content-Type-Options': 'nosniff',
        });
        if (object.ContentLength !== undefined) res.set('Content-Length', String(object.ContentLength));
        if (object.ContentRange) res.set('Content-Range', object.ContentRange);
        if (object.ETag) res.set('ETag', object.ETag);
        if (object.LastModified) res.set('Last-Modified', object.LastModified.toUTCString());
        const body = object.Body as Readable | undefined;
        if (req.method === 'HEAD' || !body) return void res.end();
        // A client that goes away destroys the bucket's stream with it.
        pipeline(body, res).catch(() => undefined);
      },
      (err: unknown) => {
        const status = s3StatusOf(err);
        if (status === 304) return void res.status(304).set('Cache-Control', CACHE_CONTROL).end();
        if (status === 404) return next();
        if (status === 416) return void res.status(416).end();
        next(err);
      },
    );
  };
}

/**
 * With a CDN in front of the bucket (STORAGE_PUBLIC_BASE_URL): `/uploads/<key>` answers a redirect to
 * `<base>/<key>`, so every `/uploads/...` link (stored rows, emails already sent) keeps working while the
 * bytes come from the CDN. A variant that is not made yet falls through to the redirect to its original.
 * Cached a day, not for ever: the base URL may change.
 */
export function redirectToPublicBase({ client, bucket }: BucketSettings, baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = requestedKey(req);
    if (!key) return next();
    const exists = VARIANT_FILE.test(key.slice(key.lastIndexOf('/') + 1)) ? objectExists(client, bucket, key) : Promise.resolve(true);
    exists.then((found) => (found ? res.set('Cache-Control', 'public, max-age=86400').redirect(301, `${base}/${key}`) : next()), next);
  };
}

/** Whether `key` is in the bucket (a HEAD; only a 404 means no). */
export async function objectExists(client: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (err) {
    if (s3StatusOf(err) === 404) return false;
    throw err;
  }
}
