// `npm run storage:copy-to-s3`: copies the local upload folder (UPLOAD_DIR) into the bucket (S3_*), run
// with the API's environment before (and again after) switching it to STORAGE_DRIVER=s3
// (docs/operations.md "Object storage").
import { loadConfig } from '@ds/config';
import { copyUploadsToBucket } from '../infra/storage/copy-to-bucket.js';
import { bucketOf } from '../infra/storage/s3-client.js';

const config = loadConfig();
const target = bucketOf(config);
console.log(`copying ${config.UPLOAD_DIR} to bucket ${target.bucket}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}`);
const counts = await copyUploadsToBucket(config.UPLOAD_DIR, target, (line) => console.error(line));
const mb = (counts.copiedBytes / (1024 * 1024)).toFixed(1);
console.log(
  `copied ${counts.copied} file(s) (${mb} MB), skipped ${counts.skipped} already in the bucket with the same size, failed ${counts.failed}`,
);
target.client.destroy();
target.streamingClient.destroy();
process.exitCode = counts.failed ? 1 : 0;
