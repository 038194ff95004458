import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { S3_TEST_CREDENTIALS, startS3Server, type S3TestServer } from '@ds/testing';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice, GIF, MP4, storedFiles, sweepUploads, tempUploadDir } from '../../support/backoffice.js';
import { residentBytes, streamedUpload, withPeak } from '../../support/streamed-upload.js';
import { copyUploadsToBucket } from '../../../src/infra/storage/copy-to-bucket.js';
import { derivedPathsOf, manifestPathOf } from '../../../src/infra/storage/image-variant-names.js';
import { ImageVariants } from '../../../src/infra/storage/image-variants.service.js';
import { uploadTempDir } from '../../../src/infra/storage/incoming-files.js';
import { restoreBufferScavenges } from '../../../src/infra/runtime/buffer-scavenges.js';
import { bucketOf, type BucketSettings } from '../../../src/infra/storage/s3-client.js';

jest.setTimeout(180_000);

const MB = 1024 * 1024;
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 }, noise: { type: 'gaussian', mean: 120, sigma: 20 } } })
    .jpeg()
    .toBuffer();
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** GETs `url` on a listening server, counting the body's bytes as they stream (never holding them). */
function download(base: string, url: string): Promise<{ status: number; bytes: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { agent: false }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, headers: res.headers }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * STORAGE_DRIVER=s3 against a real S3-protocol server (s3rver in its own process, Signature V4 checked):
 * uploads stream into the bucket, variants are made there, `/uploads` streams from it, deletes remove every
 * key, the copy command fills it, and two API instances on one bucket serve each other's files.
 */
describe('object storage (S3-compatible bucket)', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let other: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let bo: ReturnType<typeof backOffice>;
  let bucket: BucketSettings;
  let uploadDir: string;
  let base: string;
  let variants: ImageVariants;

  const keysUnder = async (prefix: string) =>
    ((await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: prefix }))).Contents ?? [])
      .map((o) => o.Key!)
      .sort();

  beforeAll(async () => {
    // As main.ts does for the real API process: dead upload Buffers are freed by young-generation GCs.
    restoreBufferScavenges();
    s3 = await startS3Server();
    // The SDK's default credential chain reads these, as it would in production.
    Object.assign(process.env, S3_TEST_CREDENTIALS);
    uploadDir = tempUploadDir();
    t = await startTestApp({ ...s3.env, UPLOAD_DIR: uploadDir });
    other = await startTestApp({ ...s3.env, UPLOAD_DIR: tempUploadDir() });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    bucket = bucketOf(t.config);
    [jane, sam] = [await signUp(t), await signUp(t)];
    bo = backOffice(t, jane, jane.tenantId);
    variants = t.app.get(ImageVariants);
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
    bucket?.client.destroy();
    bucket?.streamingClient.destroy();
    await s3?.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('the test server checks request signatures: a wrong secret is refused', async () => {
    const wrong = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
    });
    await expect(wrong.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'anything' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    wrong.destroy();
  });

  it('streams a 95 MB video through the API into the bucket and back out, with flat API memory', async () => {
    const memory = () => process.memoryUsage();
    const before = memory();
    const s3Before = await residentBytes(s3.pid);
    const { result: res, peak } = await withPeak(
      () => memory().rss,
      () =>
        streamedUpload({
          url: `${base}/api/tenants/${jane.tenantId}/products`,
          token: jane.token,
          fields: { name: 'Big video' },
          files: [{ field: 'video', filename: 'clip.mp4', head: MP4, size: 95 * MB, contentType: 'video/mp4' }],
        }),
    );
    const heapAfter = memory().heapUsed;
    console.log(
      `95 MB video → bucket: API process RSS ${(before.rss / MB).toFixed(0)} MB, peak +${((peak - before.rss) / MB).toFixed(1)} MB, ` +
        `heap ${((heapAfter - before.heapUsed) / MB).toFixed(1)} MB after; ` +
        `S3 server RSS ${(s3Before / MB).toFixed(0)} → ${((await residentBytes(s3.pid)) / MB).toFixed(0)} MB`,
    );
    expect(res.status).toBe(201);
    const url = (res.body as { video: string }).video;
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.mp4$/);
    // Printed only: here the test client, Jest and the API share one process. tests/object-storage.e2e.test.ts
    // holds the built API's own RSS to a bound.
    const head = await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: keyOf(url) }));
    expect(head).toMatchObject({ ContentLength: 95 * MB, ContentType: 'video/mp4' });
    // Nothing stays on the API's disk: no stored file, no temp file.
    expect(storedFiles(uploadDir)).toEqual([]);
    expect(fs.readdirSync(uploadTempDir(uploadDir))).toEqual([]);

    const range = await request(t.http).get(url).set('Range', 'bytes=0-15').buffer(true).expect(206);
    expect(range.headers['content-range']).toBe(`bytes 0-15/${95 * MB}`);
    expect(Buffer.from(range.body as Buffer)).toEqual(MP4.subarray(0, 16));
    const rssBeforeDownload = memory().rss;
    const { result: whole, peak: downloadPeak } = await withPeak(
      () => memory().rss,
      () => download(base, url),
    );
    console.log(`95 MB video ← bucket through the API: RSS peak +${((downloadPeak - rssBeforeDownload) / MB).toFixed(1)} MB`);
    expect(whole).toMatchObject({ status: 200, bytes: 95 * MB, headers: { 'content-type': 'video/mp4', 'accept-ranges': 'bytes' } });
  });

  it('writes image variants to the bucket and serves them from it like the local disk does', async () => {
    const res = await bo
      .post('/sliders')
      .field('description', 'Hero')
      .attach('image', await photo(2000, 1000), { filename: 'hero.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const url: string = res.body.image;
    await variants.whenIdle();
    const key = keyOf(url);
    expect(await keysUnder(key.replace(/\.jpg$/, ''))).toEqual([key, ...derivedPathsOf(key)].sort());
    const manifest = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: manifestPathOf(key) }));
    expect(JSON.parse(await manifest.Body!.transformToString())).toEqual({
      width: 2000,
      height: 1000,
      widths: [400, 800, 1600],
      formats: ['avif', 'webp', 'jpg'],
    });

    const variant = url.replace(/\.jpg$/, '-800.avif');
    const served = await request(t.http).get(variant).buffer(true).expect(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/avif',
      'cache-control': 'public, max-age=2592000',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers.etag).toBeTruthy();
    expect(served.headers['last-modified']).toBeTruthy();
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(800);
    await request(t.http).get(variant).set('If-None-Match', served.headers.etag).expect(304);
    const head = await request(t.http).head(variant).expect(200);
    expect(head.headers['content-length']).toBe(String((served.body as Buffer).length));
    // The files are the bucket's only: nothing on this host's disk.
    expect(storedFiles(uploadDir)).toEqual([]);
  });

  it('redirects a variant not made (a GIF) to its original, and answers a JSON 404 for a missing file', async () => {
    const res = await bo
      .post('/sliders')
      .field('description', 'Gif')
      .attach('image', GIF, { filename: 'a.gif', contentType: 'image/gif' })
      .expect(201);
    const url: string = res.body.image;
    await variants.whenIdle();
    expect(await keysUnder(keyOf(url).replace(/\.gif$/, ''))).toEqual([keyOf(url)]);
    await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: keyOf(url).replace(/\.gif$/, '.png'), Body: GIF }));
    const missing = await request(t.http)
      .get(url.replace(/\.gif$/, '-800.avif'))
      .expect(302);
    expect(missing.headers).toMatchObject({ location: url.replace(/\.gif$/, '.png'), 'cache-control': 'no-cache' });
    const notFound = await request(t.http).get('/uploads/2020/01/nothing.png').expect(404);
    expect(notFound.body).toEqual({ message: 'File not found', code: 'FILE_NOT_FOUND' });
    await request(t.http).get('/uploads/../etc/passwd').expect(404);
    await request(t.http).get('/uploads/.incoming/x').expect(404);
    await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: keyOf(url).replace(/\.gif$/, '.png') }));
  });

  it('the upload sweep deletes every key of an image (original, variants, manifest) once its row is gone', async () => {
    const res = await bo
      .post('/sliders')
      .field('description', 'Gone')
      .attach('image', await photo(900, 600), { filename: 'gone.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await variants.whenIdle();
    const stem = keyOf(res.body.image as string).replace(/\.jpg$/, '');
    expect(await keysUnder(stem)).toHaveLength(1 + derivedPathsOf(`${stem}.jpg`).length);
    await bo.delete(`/sliders/${res.body.id}`).expect(200);
    expect(await sweepUploads(t)).toContain(res.body.image);
    expect(await keysUnder(stem)).toEqual([]);
  });

  it("refuses another tenant's token before anything reaches the bucket", async () => {
    const before = await keysUnder('');
    const foreign = await backOffice(t, sam, jane.tenantId)
      .post('/sliders')
      .field('description', 'Nope')
      .attach('image', await photo(100, 100), { filename: 'x.jpg', contentType: 'image/jpeg' });
    expect(foreign.status).toBe(403);
    expect(await keysUnder('')).toEqual(before);
  });

  it('backfills variants of images put in the bucket before (the copy command), once', async () => {
    await bucket.client.send(
      new PutObjectCommand({ Bucket: bucket.bucket, Key: 'demo/old/banner.jpg', Body: await photo(1000, 500), ContentType: 'image/jpeg' }),
    );
    expect(await variants.backfill()).toBe(1);
    expect(await keysUnder('demo/old/banner')).toEqual(['demo/old/banner.jpg', ...derivedPathsOf('demo/old/banner.jpg')].sort());
    expect(await variants.backfill()).toBe(0);
  });

  it('two API instances share the bucket: what one stores the other serves', async () => {
    const image = await photo(640, 480);
    const res = await bo
      .post('/sliders')
      .field('description', 'Shared')
      .attach('image', image, { filename: 'shared.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await variants.whenIdle();
    const url: string = res.body.image;
    const fromOther = await request(other.http).get(url).buffer(true).expect(200);
    expect(sha256(fromOther.body as Buffer)).toBe(sha256(image));
    expect(fromOther.headers['content-type']).toBe('image/jpeg');
    const variant = await request(other.http)
      .get(url.replace(/\.jpg$/, '-400.webp'))
      .buffer(true)
      .expect(200);
    expect((await sharp(variant.body as Buffer).metadata()).width).toBe(400);

    // And the other way round.
    const bob = await signUp(other);
    const gif = await backOffice(other, bob, bob.tenantId)
      .post('/sliders')
      .field('description', 'Back')
      .attach('image', GIF, { filename: 'b.gif', contentType: 'image/gif' })
      .expect(201);
    const back = await request(t.http)
      .get(gif.body.image as string)
      .buffer(true)
      .expect(200);
    expect(Buffer.from(back.body as Buffer)).toEqual(GIF);
  });

  it('links files at STORAGE_PUBLIC_BASE_URL (a CDN) when set: /uploads redirects there', async () => {
    const cdn = await startTestApp({
      ...s3.env,
      UPLOAD_DIR: tempUploadDir(),
      STORAGE_PUBLIC_BASE_URL: 'https://cdn.example.test/uploads/',
    });
    try {
      const res = await bo
        .post('/sliders')
        .field('description', 'CDN')
        .attach('image', await photo(500, 250), { filename: 'c.jpg', contentType: 'image/jpeg' })
        .expect(201);
      await variants.whenIdle();
      const url: string = res.body.image;
      const original = await request(cdn.http).get(url).expect(301);
      expect(original.headers.location).toBe(`https://cdn.example.test/uploads/${keyOf(url)}`);
      const variant = await request(cdn.http)
        .get(url.replace(/\.jpg$/, '-800.webp'))
        .expect(301);
      expect(variant.headers.location).toBe(`https://cdn.example.test/uploads/${keyOf(url).replace(/\.jpg$/, '-800.webp')}`);
      // Not made (a GIF has no variants): to the original's /uploads path, which then redirects to the CDN.
      const gif = await bo
        .post('/sliders')
        .field('description', 'G')
        .attach('image', GIF, { filename: 'g.gif', contentType: 'image/gif' })
        .expect(201);
      await bucket.client.send(
        new PutObjectCommand({ Bucket: bucket.bucket, Key: keyOf(gif.body.image as string).replace(/\.gif$/, '.png'), Body: GIF }),
      );
      const fallback = await request(cdn.http)
        .get((gif.body.image as string).replace(/\.gif$/, '-400.avif'))
        .expect(302);
      expect(fallback.headers.location).toBe((gif.body.image as string).replace(/\.gif$/, '.png'));
    } finally {
      await cdn.close();
    }
  });

  it('copies a local upload folder into the bucket, skipping what is there with the same size (idempotent)', async () => {
    const dir = tempUploadDir();
    try {
      const files: Record<string, string> = {
        'copy/2026/01/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png': 'png bytes',
        'copy/2026/01/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-400.webp': 'webp bytes',
        'copy/demo/jane/hero.jpg': 'jpeg bytes',
        'copy/same.pdf': 'same size',
        'copy/changed.pdf': 'new content, longer',
        '.incoming/0123': 'a temp file, never copied',
        'copy/.hero.jpg.1234.tmp': 'a half-written variant, never copied',
      };
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), text);
      }
      await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: 'copy/same.pdf', Body: 'same size' }));
      await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: 'copy/changed.pdf', Body: 'old' }));

      const lines: string[] = [];
      expect(await copyUploadsToBucket(dir, bucket, (line) => lines.push(line))).toEqual({
        copied: 4,
        skipped: 1,
        failed: 0,
        copiedBytes: 9 + 10 + 10 + 19,
      });
      expect(lines).toEqual([]);
      expect(await keysUnder('copy/')).toEqual(
        Object.keys(files)
          .filter((f) => f.startsWith('copy/') && !f.includes('/.'))
          .sort(),
      );
      expect(await keysUnder('.incoming')).toEqual([]);
      const changed = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: 'copy/changed.pdf' }));
      expect(await changed.Body!.transformToString()).toBe('new content, longer');
      expect(changed.ContentType).toBe('application/pdf');
      // Served straight away, as any upload.
      expect((await request(t.http).get('/uploads/copy/demo/jane/hero.jpg').expect(200)).headers['content-type']).toBe('image/jpeg');

      expect(await copyUploadsToBucket(dir, bucket)).toEqual({ copied: 0, skipped: 5, failed: 0, copiedBytes: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  // Last: it stops the bucket.
  it('answers a JSON 503 when the bucket is down, for reads and uploads alike, keeping nothing', async () => {
    const res = await bo
      .post('/sliders')
      .field('description', 'Before')
      .attach('image', GIF, { filename: 'b.gif', contentType: 'image/gif' })
      .expect(201);
    await s3.close();
    const unavailable = { message: 'File storage is unavailable, please try again in a moment', code: 'STORAGE_UNAVAILABLE' };
    const read = await request(t.http)
      .get(res.body.image as string)
      .expect(503);
    expect(read.body).toMatchObject(unavailable);
    const count = await t.prisma.slider.count({ where: { tenant_id: jane.tenantId } });
    const write = await bo
      .post('/sliders')
      .field('description', 'During')
      .attach('image', GIF, { filename: 'd.gif', contentType: 'image/gif' })
      .expect(503);
    expect(write.body).toMatchObject(unavailable);
    expect(await t.prisma.slider.count({ where: { tenant_id: jane.tenantId } })).toBe(count);
    expect(fs.readdirSync(uploadTempDir(uploadDir))).toEqual([]);
  });
});
