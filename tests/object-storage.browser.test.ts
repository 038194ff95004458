import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { startS3Server, type S3TestServer } from '@ds/testing';
import { launchBrowser } from './support/browser.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

/**
 * With STORAGE_DRIVER=s3: a distributor uploads a hero photo, its variants are made in the bucket, and
 * Chromium on the storefront shows the AVIF variant streamed from the bucket through `/uploads`, while the
 * API's own UPLOAD_DIR holds no file.
 */
describe('storefront images from an S3-compatible bucket', () => {
  let s3: S3TestServer;
  let stack: Stack;
  let browser: Browser;
  let bucket: S3Client;
  let uploadDir: string;
  let auth: { token: string; tenant_id: string };

  beforeAll(async () => {
    s3 = await startS3Server();
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-s3-storefront-'));
    stack = await startStack({ ...s3.env, UPLOAD_DIR: uploadDir });
    bucket = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.AWS_ACCESS_KEY_ID, secretAccessKey: s3.env.AWS_SECRET_ACCESS_KEY },
    });
    const signup = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Buck',
        last_name: 'Et',
        email: 'bucket@example.com',
        password: 'correct-horse-1',
        subdomain: 'bucket',
      }),
    });
    expect(signup.status).toBe(201);
    auth = (await signup.json()) as typeof auth;
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    bucket?.destroy();
    await s3?.close();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('shows the uploaded hero as AVIF from the bucket', async () => {
    const photo = await sharp({
      create: {
        width: 2000,
        height: 800,
        channels: 3,
        background: { r: 120, g: 60, b: 30 },
        noise: { type: 'gaussian', mean: 100, sigma: 15 },
      },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('description', 'Hero');
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'hero.jpg');
    const res = await fetch(`${stack.url}/api/tenants/${auth.tenant_id}/sliders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const url = ((await res.json()) as { image: string }).image;
    const manifestKey = url.replace(/^\/uploads\//, '').replace(/\.jpg$/, '.json');
    const inBucket = () =>
      bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: manifestKey })).then(
        () => true,
        () => false,
      );
    await waitFor(inBucket, 60_000, () => `no variants for ${url} in the bucket`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const images: { url: string; status: number; type: string | undefined }[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/uploads/'))
          images.push({ url: new URL(r.url()).pathname, status: r.status(), type: r.headers()['content-type'] });
      });
      await page.goto(`http://bucket.localhost:${stack.port}/`);
      await page.waitForFunction(
        (src) => [...document.images].some((img) => img.getAttribute('src') === src && img.complete && img.naturalWidth > 0),
        url,
      );
      const currentSrc = await page
        .locator(`picture img[src="${url}"]`)
        .first()
        .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      const stem = url.replace(/\.jpg$/, '');
      expect(currentSrc).toBe(`${stem}-1600.avif`);
      expect(images).toContainEqual({ url: `${stem}-1600.avif`, status: 200, type: 'image/avif' });
      // Every file is in the bucket: the API host's folder holds only the (empty) temp folder.
      const onDisk = fs.readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
      expect(onDisk).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
