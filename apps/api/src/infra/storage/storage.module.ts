import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { FILE_STORAGE } from './file-storage.js';
import { StaleUploadsSweeper, UPLOAD_TEMP_DIR, uploadTempDir } from './incoming-files.js';
import { ImageVariants } from './image-variants.service.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { Uploads } from './uploads.service.js';

/** File storage (local disk by default, behind `FILE_STORAGE`), streamed multipart reception, the upload rules of design §7 and image variants (issue 14 §3). */
@Global()
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.UPLOAD_DIR) },
    { provide: UPLOAD_TEMP_DIR, inject: [APP_CONFIG], useFactory: (config: AppConfig) => uploadTempDir(config.UPLOAD_DIR) },
    StaleUploadsSweeper,
    ImageVariants,
    Uploads,
  ],
  exports: [FILE_STORAGE, UPLOAD_TEMP_DIR, ImageVariants, Uploads],
})
export class StorageModule {}
