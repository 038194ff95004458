import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startS3Server, type S3TestServer } from '@ds/testing';
import { residentBytes, streamedUpload, withPeak, type GeneratedFile } from '../apps/api/test/support/streamed-upload.js';
import { apiInstance, type ApiInstance } from './support/api-instance.js';
import { bucketClient } from './support/s3-bucket.js';
import { distributorForm, signUp, type SignedUp } from './support/signup.js';
import { freePort, repoRoot, startStack, waitFor, type Stack } from './support/stack.js';
import { MB, mb, MP4, PNG, uploadSliderImage } from './support/upload-files.js';

/** GETs `url`, counting the body's bytes as they stream. */
function download(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number; headers: http.IncomingHttpHeaders; head: Buffer }> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a kept-alive one may be closed by the server just as it is reused (load makes that likely).
    http
      .get(url, { headers, agent: false }, (res) => {
        let bytes = 0;
        let head = Buffer.alloc(0);
        res.on('data', (chunk: Buffer) => {
          if (head.length < 256) head = Buffer.concat([head, chunk]).subarray(0, 256);
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, headers: res.headers, head }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The built platform with STORAGE_DRIVER=s3 against a real S3-protocol server, as more than one host would
 * run it: two API processes on one database and one bucket, each with an empty local UPLOAD_DIR of its own.
 */
describe('object storage across API processes', () => {
  let s3: S3TestServer;
  let stack: Stack;
  let second: ApiInstance;
  let bucket: S3Client;
  const dirs: string[] = [];
  let auth: SignedUp;
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-object-storage-'));
    dirs.push(dir);
    return dir;
  };
  const secondUrl = () => `http://127.0.0.1:${second.port}`;
  const rss = () => residentBytes(stack.pid('api') as number);

  beforeAll(async () => {
    s3 = await startS3Server();
    stack = await startStack({ ...s3.env, UPLOAD_DIR: tempDir() });
    second = apiInstance({ ...stack.env, UPLOAD_DIR: tempDir() }, await freePort());
    await second.start();
    bucket = bucketClient(s3);
    auth = await signUp(stack, distributorForm('Obj', 'objects'));
    // Warm up the upload path once (code loading, the SDK's first connection), so what is measured is the upload.
    const warm: GeneratedFile = { field: 'image', filename: 'a.png', head: PNG, size: 1 * MB };
    const warmed = await streamedUpload({ url: `${stack.url}/api/tenants/${auth.tenant_id}/sliders`, token: auth.token, files: [warm] });
    expect(warmed.status).toBe(201);
    // And the other process's serving path (its first bucket read loads the SDK's code): what is measured there is the stream.
    expect((await download(`${secondUrl()}${(warmed.body as { image: string }).image}`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
    bucket?.destroy();
    await s3?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('streams a 95 MB video into the bucket with the API RSS flat; the other process serves it, ranges too', async () => {
    const before = await rss();
    const { result, peak } = await withPeak(rss, () =>
      streamedUpload({
        url: `${stack.url}/api/tenants/${auth.tenant_id}/products`,
        token: auth.token,
        fields: { name: 'Video' },
        files: [{ field: 'video', filename: 'clip.mp4', head: MP4, size: 95 * MB, contentType: 'video/mp4' }],
      }),
    );
    console.log(`95 MB video → API → bucket: ${result.status}; API RSS ${mb(before)} → peak ${mb(peak)} (+${mb(peak - before)})`);
    expect(result.status).toBe(201);
    const url = (result.body as { video: string }).video;
    // A local-disk upload of the same size measured +10…30 MB (tests/upload-edge.e2e.test.ts); the bucket
    // adds its multipart parts in flight (2 × 5 MB), never the file.
    expect(peak - before).toBeLessThan(64 * MB);
    expect((await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: url.replace(/^\/uploads\//, '') }))).ContentLength).toBe(
      95 * MB,
    );

    const secondRss = () => residentBytes(second.pid() as number);
    const secondBefore = await secondRss();
    const { result: whole, peak: servePeak } = await withPeak(secondRss, () => download(`${secondUrl()}${url}`));
    console.log(
      `95 MB video ← bucket through the other API process: ${whole.status}, ${mb(whole.bytes)}; its RSS +${mb(servePeak - secondBefore)}`,
    );
    expect(whole).toMatchObject({
      status: 200,
      bytes: 95 * MB,
      headers: { 'content-type': 'video/mp4', 'cache-control': 'public, max-age=2592000' },
    });
    expect(whole.head.subarray(0, MP4.length)).toEqual(MP4);
    expect(servePeak - secondBefore).toBeLessThan(64 * MB);
    const range = await download(`${secondUrl()}${url}`, { range: `bytes=${95 * MB - 10}-` });
    expect(range).toMatchObject({
      status: 206,
      bytes: 10,
      headers: { 'content-range': `bytes ${95 * MB - 10}-${95 * MB - 1}/${95 * MB}` },
    });
  }, 180_000);

  it('an image uploaded through one process is served, with its variants, by the other', async () => {
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer();
    const url = await uploadSliderImage(stack, auth, jpeg, { description: 'Shared', filename: 'shared.jpg' });
    const original = await download(`${secondUrl()}${url}`);
    expect(original).toMatchObject({ status: 200, bytes: jpeg.length, headers: { 'content-type': 'image/jpeg' } });
    // Made by the first process after its answer; until then the other one redirects to the original.
    const variant = url.replace(/\.jpg$/, '-800.webp');
    await waitFor(
      async () => (await download(`${secondUrl()}${variant}`)).status === 200,
      60_000,
      () => `${variant} never served by the other process`,
    );
    expect((await download(`${secondUrl()}${variant}`)).headers['content-type']).toBe('image/webp');
  }, 120_000);

  it('npm run storage:copy-to-s3 copies a local upload folder, then skips what is there (idempotent)', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'demo', 'copied'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'demo', 'copied', 'hero.png'), PNG);
    fs.writeFileSync(path.join(dir, 'demo', 'copied', 'guide.pdf'), '%PDF-1.4\n');
    fs.mkdirSync(path.join(dir, '.incoming'));
    fs.writeFileSync(path.join(dir, '.incoming', 'partial'), 'never copied');
    const run = () =>
      spawnSync('npm', ['run', '--silent', 'storage:copy-to-s3'], {
        cwd: repoRoot,
        env: { ...process.env, ...stack.env, UPLOAD_DIR: dir },
        encoding: 'utf8',
      });

    const first = run();
    console.log(first.stdout.trim());
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`copied 2 file(s) (0.0 MB), skipped 0 already in the bucket with the same size, failed 0`);
    const again = run();
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('copied 0 file(s) (0.0 MB), skipped 2 already in the bucket with the same size, failed 0');
    const served = await download(`${secondUrl()}/uploads/demo/copied/hero.png`);
    expect(served).toMatchObject({ status: 200, bytes: PNG.length, headers: { 'content-type': 'image/png' } });
  }, 120_000);
});
