import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { S3_TEST_CREDENTIALS, startS3Server, type S3TestServer } from '@ds/testing';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { GIF } from '../../support/backoffice.js';
import { bucketOf, type BucketSettings } from '../../../src/infra/storage/s3-client.js';

jest.setTimeout(60_000);

/**
 * A variant nobody made costs the bucket a GET and up to four HEADs; anyone may ask for one, so the API
 * remembers a miss for a short while (serve-uploads.ts): asking again reaches the bucket no more. The
 * bucket is a real S3-protocol server behind a proxy of the test's that counts what reaches it.
 */
describe('missing image variants are remembered', () => {
  let s3: S3TestServer;
  let proxy: http.Server;
  let t: TestApp;
  let bucket: BucketSettings;
  const seen: string[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, S3_TEST_CREDENTIALS);
    const target = new URL(s3.endpoint);
    // Forwards as it is (the Host header too: the request's signature covers it).
    proxy = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    t = await startTestApp({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
    bucket = bucketOf({ ...t.config, S3_ENDPOINT: s3.endpoint });
  });

  afterAll(async () => {
    await t?.close();
    bucket?.client.destroy();
    bucket?.streamingClient.destroy();
    await new Promise((resolve) => proxy?.close(resolve));
    await s3?.close();
  });

  const asks = (stem: string) => seen.filter((line) => line.includes(stem)).length;

  it('asks the bucket once for a variant not made, then answers from memory', async () => {
    const stem = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: `2026/11/${stem}.png`, Body: GIF }));
    for (let i = 0; i < 5; i++) {
      const res = await request(t.http).get(`/uploads/2026/11/${stem}-800.avif`).expect(302);
      expect(res.headers).toMatchObject({ location: `/uploads/2026/11/${stem}.png`, 'cache-control': 'no-cache' });
    }
    // The first ask: a GET of the variant, HEADs of .jpg, .jpeg and .png; the four after it: nothing.
    expect(asks(stem)).toBe(4);
  });

  it('asks the bucket once for a variant of nothing, then answers 404 from memory', async () => {
    const stem = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
    for (let i = 0; i < 5; i++) {
      const res = await request(t.http).get(`/uploads/2026/11/${stem}-400.webp`).expect(404);
      expect(res.body).toEqual({ message: 'File not found', code: 'FILE_NOT_FOUND' });
    }
    // A GET and four HEADs (.jpg, .jpeg, .png, .webp) for the first ask only.
    expect(asks(stem)).toBe(5);
  });
});
