import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { FILE_STORAGE } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { UploadPolicy } from './upload-policy.js';
import { Uploads } from './uploads.service.js';

/** File storage (local disk by default, behind `FILE_STORAGE`) and the upload rules of design §7. */
@Global()
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.UPLOAD_DIR) },
    UploadPolicy,
    Uploads,
  ],
  exports: [FILE_STORAGE, UploadPolicy, Uploads],
})
export class StorageModule {}
