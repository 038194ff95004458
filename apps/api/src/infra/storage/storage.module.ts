import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { StaleUploadsSweeper, UPLOAD_TEMP_DIR, uploadTempDir } from './incoming-files.js';
import { ImageVariants } from './image-variants.service.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { bucketOf } from './s3-client.js';
import { S3Storage } from './s3.storage.js';
import { StoredFiles } from './stored-files.js';
import { UploadSweeper } from './upload-sweeper.js';
import { Uploads } from './uploads.service.js';

/** The one place that reads STORAGE_DRIVER: everything else deals with `FileStorage` (docs/operations.md "Object storage"). */
function createFileStorage(config: AppConfig): FileStorage {
  if (config.STORAGE_DRIVER === 's3') return new S3Storage(bucketOf(config), config.STORAGE_PUBLIC_BASE_URL);
  return new LocalDiskStorage(config.UPLOAD_DIR);
}

/**
 * File storage (local disk or an S3-compatible bucket, behind `FILE_STORAGE`), streamed multipart
 * reception (temp files always on the local disk, under UPLOAD_DIR/.incoming), the upload rules of
 * docs/backoffice-api.md, image variants, and the inventory of stored files with its sweep (docs/security.md
 * "Stored files").
 */
@Global()
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage },
    { provide: UPLOAD_TEMP_DIR, inject: [APP_CONFIG], useFactory: (config: AppConfig) => uploadTempDir(config.UPLOAD_DIR) },
    StaleUploadsSweeper,
    ImageVariants,
    StoredFiles,
    UploadSweeper,
    Uploads,
  ],
  exports: [FILE_STORAGE, UPLOAD_TEMP_DIR, ImageVariants, StoredFiles, UploadSweeper, Uploads],
})
export class StorageModule {}
