import { stat } from 'node:fs/promises';
import path from 'node:path';
import { paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { LocalDiskStorage } from './local-disk.storage.js';
import type { BucketSettings } from './s3-client.js';
import { uploadFile } from './s3-upload.js';
import { keyOf } from './upload-keys.js';

export interface CopyCounts {
  /** Files uploaded now. */
  copied: number;
  /** Files already in the bucket with the same size (an earlier run, or a retry). */
  skipped: number;
  failed: number;
  copiedBytes: number;
}

/**
 * Copies every file under `uploadDir` (uploads, image variants, manifests, seeded demo images; never
 * `.incoming` temp files) to the same key in the bucket, so each `/uploads/<key>` row finds its file after
 * the switch to STORAGE_DRIVER=s3. Idempotent: a key already there with the same size is skipped, so an
 * interrupted run is simply run again. One failed file does not stop the others.
 */
export async function copyUploadsToBucket(
  uploadDir: string,
  target: BucketSettings,
  log: (line: string) => void = () => undefined,
): Promise<CopyCounts> {
  const present = new Map<string, number>();
  for await (const page of paginateListObjectsV2({ client: target.client }, { Bucket: target.bucket })) {
    for (const { Key, Size } of page.Contents ?? []) if (Key) present.set(Key, Size ?? -1);
  }
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0, copiedBytes: 0 };
  for await (const url of new LocalDiskStorage(uploadDir).list()) {
    const key = keyOf(url)!;
    const file = path.join(path.resolve(uploadDir), key);
    try {
      const { size } = await stat(file);
      if (present.get(key) === size) {
        counts.skipped++;
        continue;
      }
      await uploadFile(target, key, file);
      counts.copied++;
      counts.copiedBytes += size;
    } catch (err) {
      counts.failed++;
      log(`failed: ${key}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return counts;
}
