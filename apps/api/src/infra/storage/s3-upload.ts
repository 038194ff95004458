import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import mime from 'mime-types';
import type { BucketSettings } from './s3-client.js';

const MiB = 1024 * 1024;
/**
 * Parts of a file on disk are streamed from it, so their size costs no memory: 16 MiB keeps a 100 MB
 * video to 7 requests (S3 allows 10,000 parts: files up to 160 GB).
 */
const FILE_PART_BYTES = 16 * MiB;
/** A part (or a small file's single PUT) is sent again from a fresh read of the file this often at most. */
const ATTEMPTS = 3;

/** The type a file is served with, from its extension (as express.static types the local disk's). */
export const contentTypeOf = (key: string) => mime.contentType(path.extname(key)) || 'application/octet-stream';

/**
 * Uploads the file at `file` to `key`, streamed from disk: one PUT up to FILE_PART_BYTES, a multipart
 * upload beyond (aborted if it fails, so no orphan parts are billed). Memory stays at the stream's
 * 64 KiB chunks whatever the size — buffering parts (lib-storage's way) held dead 5 MiB Buffers until a
 * full GC, +50 MB of API RSS on a 95 MB video.
 */
export async function uploadFile(bucket: BucketSettings, key: string, file: string): Promise<void> {
  const { size } = await stat(file);
  const { streamingClient: client, bucket: Bucket } = bucket;
  const ContentType = contentTypeOf(key);
  if (size <= FILE_PART_BYTES) {
    await withRetries(() =>
      client.send(new PutObjectCommand({ Bucket, Key: key, ContentType, ContentLength: size, Body: createReadStream(file) })),
    );
    return;
  }
  const { UploadId } = await bucket.client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType }));
  try {
    const parts: CompletedPart[] = [];
    for (let start = 0, PartNumber = 1; start < size; start += FILE_PART_BYTES, PartNumber++) {
      const end = Math.min(start + FILE_PART_BYTES, size) - 1;
      const { ETag } = await withRetries(() =>
        client.send(
          new UploadPartCommand({
            Bucket,
            Key: key,
            UploadId,
            PartNumber,
            ContentLength: end - start + 1,
            Body: createReadStream(file, { start, end }),
          }),
        ),
      );
      parts.push({ ETag, PartNumber });
    }
    await bucket.client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
  } catch (err) {
    await bucket.client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => undefined);
    throw err;
  }
}

/**
 * Uploads a stream of unknown length: lib-storage's Upload, which buffers one 5 MiB part at a time
 * (2 in flight) — bounded, never the whole file.
 */
export async function uploadStream({ client, bucket }: BucketSettings, key: string, body: Readable): Promise<void> {
  await new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: body, ContentType: contentTypeOf(key) },
    partSize: 5 * MiB,
    queueSize: 2,
  }).done();
}

async function withRetries<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const retryable = status === undefined || status >= 500 || status === 429 || status === 408;
      if (attempt >= ATTEMPTS || !retryable) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }
}
