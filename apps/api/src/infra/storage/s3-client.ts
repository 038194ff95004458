import { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '@ds/config';

/** Where the bucket is, from the S3_* settings (docs/operations.md "Object storage"). */
export interface BucketSettings {
  bucket: string;
  client: S3Client;
  /**
   * The same, without the SDK's retries: for requests whose body streams from disk. A retry would resend
   * the already consumed stream; s3-upload.ts retries those itself with a fresh one.
   */
  streamingClient: S3Client;
}

/**
 * The bucket client. Credentials are not configuration of ours: the SDK's default provider chain finds
 * them (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or task role, …).
 */
export function bucketOf(config: Pick<AppConfig, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>): BucketSettings {
  if (!config.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  const options = {
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    // Against a non-AWS endpoint, checksums only where the API requires them: the SDK's default CRC32
    // trailers (aws-chunked bodies) are not implemented by many S3-compatible servers.
    ...(config.S3_ENDPOINT ? ({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const) : {}),
  };
  return { bucket: config.S3_BUCKET, client: new S3Client(options), streamingClient: new S3Client({ ...options, maxAttempts: 1 }) };
}

/** The HTTP status of a failed S3 call (404 for a missing key, 304 for a matching ETag, …). */
export const s3StatusOf = (err: unknown): number | undefined =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
