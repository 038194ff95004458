import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startS3Server, type S3TestServer } from '@ds/testing';
import { launchBrowser, waitForImageShown, watchUploads } from './support/browser.js';
import { bucketClient } from './support/s3-bucket.js';
import { distributorForm, signUp, type SignedUp } from './support/signup.js';
import { startStack, waitFor, type Stack } from './support/stack.js';
import { noisyPhoto, uploadSliderImage } from './support/upload-files.js';

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
  let auth: SignedUp;

  beforeAll(async () => {
    s3 = await startS3Server();
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-s3-storefront-'));
    stack = await startStack({ ...s3.env, UPLOAD_DIR: uploadDir });
    bucket = bucketClient(s3);
    auth = await signUp(stack, distributorForm('Buck', 'bucket'));
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
    const photo = await noisyPhoto({ width: 2000, height: 800 }, { r: 120, g: 60, b: 30 }, 100);
    const url = await uploadSliderImage(stack, auth, photo, { description: 'Hero', filename: 'hero.jpg' });
    const manifestKey = url.replace(/^\/uploads\//, '').replace(/\.jpg$/, '.json');
    const inBucket = () =>
      bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: manifestKey })).then(
        () => true,
        () => false,
      );
    await waitFor(inBucket, 60_000, () => `no variants for ${url} in the bucket`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const images = watchUploads(page);
      await page.goto(`http://bucket.localhost:${stack.port}/`);
      await waitForImageShown(page, url);
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
