import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from './support/browser.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

/**
 * Image variants end to end (docs/performance.md "Images"): a distributor uploads a hero photo, the API makes its variants, and Chromium
 * on the storefront takes an AVIF variant from the `<picture>`'s `srcset`, eagerly and with high priority.
 */
describe('image variants on the storefront', () => {
  let stack: Stack;
  let browser: Browser;
  let uploadDir: string;
  let auth: { token: string; tenant_id: string };

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-image-variants-'));
    stack = await startStack({ UPLOAD_DIR: uploadDir });
    const signup = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Pic',
        last_name: 'Ture',
        email: 'pictures@example.com',
        password: 'correct-horse-1',
        subdomain: 'pictures',
      }),
    });
    expect(signup.status).toBe(201);
    auth = (await signup.json()) as typeof auth;
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('serves the uploaded hero as AVIF from srcset, eager with high priority', async () => {
    const photo = await sharp({
      create: {
        width: 2400,
        height: 900,
        channels: 3,
        background: { r: 30, g: 110, b: 80 },
        noise: { type: 'gaussian', mean: 110, sigma: 15 },
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
    const manifest = path.join(uploadDir, url.replace(/^\/uploads\//, '').replace(/\.jpg$/, '.json'));
    await waitFor(
      () => fs.existsSync(manifest),
      60_000,
      () => `no variants for ${url}`,
    );

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const images: { url: string; status: number; type: string | undefined }[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/uploads/'))
          images.push({ url: new URL(r.url()).pathname, status: r.status(), type: r.headers()['content-type'] });
      });
      await page.goto(`http://pictures.localhost:${stack.port}/`);
      const hero = page.locator(`picture img[src="${url}"]`).first();
      await hero.waitFor();
      await page.waitForFunction(
        (src) => [...document.images].some((img) => img.getAttribute('src') === src && img.complete && img.naturalWidth > 0),
        url,
      );
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
