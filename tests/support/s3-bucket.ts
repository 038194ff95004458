import { S3Client } from '@aws-sdk/client-s3';
import type { S3TestServer } from '@ds/testing';

/** A client on the test S3 server, to look into its bucket (path-style: the server has no per-bucket host names). */
export function bucketClient(s3: S3TestServer): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.AWS_ACCESS_KEY_ID, secretAccessKey: s3.env.AWS_SECRET_ACCESS_KEY },
  });
}
