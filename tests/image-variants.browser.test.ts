import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForImageShown, watchUploads } from './support/browser.js';
import { distributorForm, signUp, type SignedUp } from './support/signup.js';
import { startStack, waitFor, type Stack } from './support/stack.js';
import { noisyPhoto, uploadSliderImage } from './support/upload-files.js';

/**
 * Image variants end to end (docs/performance.md "Images"): a distributor uploads a hero photo, the API makes its variants, and Chromium
 * on the storefront takes an AVIF variant from the `<picture>`'s `srcset`, eagerly and with high priority.
 */
describe('image variants on the storefront', () => {
  let stack: Stack;
  let browser: Browser;
  let uploadDir: string;
  let auth: SignedUp;

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-image-variants-'));
    stack = await startStack({ UPLOAD_DIR: uploadDir });
    auth = await signUp(stack, distributorForm('Pic', 'pictures'));
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('serves the uploaded hero as AVIF from srcset, eager with high priority', async () => {
    const photo = await noisyPhoto({ width: 2400, height: 900 }, { r: 30, g: 110, b: 80 }, 110);
    const url = await uploadSliderImage(stack, auth, photo, { description: 'Hero', filename: 'hero.jpg' });
    const manifest = path.join(uploadDir, url.replace(/^\/uploads\//, '').replace(/\.jpg$/, '.json'));
    await waitFor(
      () => fs.existsSync(manifest),
      60_000,
      () => `no variants for ${url}`,
    );

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const images = watchUploads(page);
      await page.goto(`http://pictures.localhost:${stack.port}/`);
      const hero = page.locator(`picture img[src="${url}"]`).first();
      await hero.waitFor();
      await waitForImageShown(page, url);
      const seen = await hero.evaluate((img: HTMLImageElement) => ({
        currentSrc: new URL(img.currentSrc).pathname,
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        avif: img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset'),
      }));
      const stem = url.replace(/\.jpg$/, '');
      expect(seen).toEqual({
        // 1280 CSS px at DPR 1 in a 100vw slot: the 1600 px copy.
        currentSrc: `${stem}-1600.avif`,
        srcset: `${stem}-400.jpg 400w, ${stem}-800.jpg 800w, ${stem}-1600.jpg 1600w`,
        sizes: '100vw',
        loading: 'eager',
        fetchPriority: 'high',
        avif: `${stem}-400.avif 400w, ${stem}-800.avif 800w, ${stem}-1600.avif 1600w`,
      });
      expect(images).toContainEqual({ url: `${stem}-1600.avif`, status: 200, type: 'image/avif' });
      // The 2400 px original is never downloaded.
      expect(images.map((i) => i.url)).not.toContain(url);
    } finally {
      await page.close();
    }
  }, 120_000);
});
