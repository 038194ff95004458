import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import type { RequestHandler } from 'express';
import { derivedPathsOf } from './image-variant-names.js';
import { OWNED_UPLOAD_PATH, type FileStorage, type UploadSource } from './file-storage.js';
import type { BucketSettings } from './s3-client.js';
import { objectExists, redirectToPublicBase, serveFromBucket } from './s3-serving.js';
import { isSafeKey, keyOf, newUploadKey, urlOfKey } from './upload-keys.js';
import { uploadFile, uploadStream } from './s3-upload.js';

/**
 * Files in an S3-compatible bucket, key = the path below `/uploads/` (file-storage.ts), so every API
 * replica sees every file. Served through the API, or linked at STORAGE_PUBLIC_BASE_URL (a CDN).
 */
export class S3Storage implements FileStorage {
  readonly serve: RequestHandler;

  constructor(
    private readonly bucket: BucketSettings,
    publicBaseUrl?: string,
  ) {
    this.serve = publicBaseUrl ? redirectToPublicBase(bucket, publicBaseUrl) : serveFromBucket(bucket);
  }

  async save(source: UploadSource, ext: string): Promise<string> {
    const key = newUploadKey(ext);
    if (typeof source === 'string') {
      await uploadFile(this.bucket, key, source);
      await rm(source, { force: true });
    } else await uploadStream(this.bucket, key, source);
    return urlOfKey(key);
  }

  async delete(url: string): Promise<void> {
    const key = OWNED_UPLOAD_PATH.test(url) ? keyOf(url) : undefined;
    if (key) await this.deleteKeys([key, ...derivedPathsOf(key)]);
  }

  async exists(url: string): Promise<boolean> {
    const key = keyOf(url);
    return !!key && (await objectExists(this.bucket.client, this.bucket.bucket, key));
  }

  async *list(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.bucket.client }, { Bucket: this.bucket.bucket })) {
      for (const { Key } of page.Contents ?? []) if (Key && isSafeKey(Key)) yield urlOfKey(Key);
    }
  }

  /** The original is fetched to a scratch folder, `work` writes beside it, what it wrote goes up. */
  async derive(url: string, work: (file: string) => Promise<void>): Promise<void> {
    const key = keyOf(url);
    if (!key) throw new Error(`not a stored file: ${url}`);
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'ds-derive-'));
    try {
      const local = path.join(scratch, path.posix.basename(key));
      const object = await this.bucket.client.send(new GetObjectCommand({ Bucket: this.bucket.bucket, Key: key }));
      await pipeline(object.Body as Readable, createWriteStream(local, { flags: 'wx' }));
      await work(local);
      const dir = path.posix.dirname(key);
      // derivedPathsOf lists the manifest last: its presence in the bucket means "all variants are there".
      for (const file of derivedPathsOf(local)) {
        if (
          await stat(file).then(
            () => true,
            () => false,
          )
        )
          await uploadFile(this.bucket, `${dir}/${path.basename(file)}`, file);
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  async removeDerived(url: string): Promise<void> {
    const key = keyOf(url);
    if (key) await this.deleteKeys(derivedPathsOf(key));
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    const result = await this.bucket.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
    if (result.Errors?.length) throw new Error(`could not delete ${result.Errors.map((e) => `${e.Key}: ${e.Code}`).join(', ')}`);
  }
}
