import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice, GIF, storedFiles, sweepUploads, tempUploadDir } from '../../support/backoffice.js';
import { derivedPathsOf, manifestPathOf } from '../../../src/infra/storage/image-variant-names.js';
import { ImageVariants } from '../../../src/infra/storage/image-variants.service.js';

jest.setTimeout(120_000);

/** A real photo-like image: a gradient with some noise, so encoders have work to do. */
const photo = (width: number, height: number, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 }, noise: { type: 'gaussian', mean: 120, sigma: 20 } } })
    .toFormat(format)
    .toBuffer();

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

describe('image variants (docs/performance.md, Images)', () => {
  let t: TestApp;
  let jane: SignedUp;
  let uploadDir: string;
  let bo: ReturnType<typeof backOffice>;
  let variants: ImageVariants;
  const fileOf = (url: string) => path.join(uploadDir, url.replace(/^\/uploads\//, ''));
  const urlOf = (file: string) => `/uploads/${path.relative(uploadDir, file).split(path.sep).join('/')}`;

  beforeAll(async () => {
    uploadDir = tempUploadDir();
    t = await startTestApp({ UPLOAD_DIR: uploadDir });
    jane = await signUp(t);
    bo = backOffice(t, jane, jane.tenantId);
    variants = t.app.get(ImageVariants);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('makes 400/800/1600 px AVIF, WebP and JPEG copies of an uploaded JPEG, served with long caching', async () => {
    const res = await bo
      .post('/sliders')
      .field('description', 'Hero')
      .attach('image', await photo(2000, 1000, 'jpeg'), { filename: 'hero.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const url: string = res.body.image;
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.jpg$/);
    await variants.whenIdle();

    expect(JSON.parse(fs.readFileSync(manifestPathOf(fileOf(url)), 'utf8'))).toEqual({
      width: 2000,
      height: 1000,
      widths: [400, 800, 1600],
      formats: ['avif', 'webp', 'jpg'],
    });
    for (const width of [400, 800, 1600]) {
      for (const format of ['avif', 'webp', 'jpg']) {
        const variant = url.replace(/\.jpg$/, `-${width}.${format}`);
        const meta = await sharp(fileOf(variant)).metadata();
        expect({
          variant,
          width: meta.width,
          height: meta.height,
          format: meta.format === 'heif' ? meta.compression : meta.format,
        }).toEqual({
          variant,
          width,
          height: width / 2,
          format: { avif: 'av1', webp: 'webp', jpg: 'jpeg' }[format],
        });
        const served = await request(t.http).get(variant).buffer(true).expect(200);
        expect(served.headers['content-type']).toBe(CONTENT_TYPES[format]);
        expect(served.headers['cache-control']).toBe('public, max-age=2592000');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    // The AVIF and WebP copies are what make this worth it: far smaller than the resized JPEG.
    const size = (f: string) => fs.statSync(fileOf(url.replace(/\.jpg$/, f))).size;
    expect(size('-800.webp')).toBeLessThan(size('-800.jpg'));
  });

  it('never upscales: slots wider than the original hold the original width, PNG keeps PNG', async () => {
    const res = await bo
      .post('/sliders')
      .field('description', 'Small')
      .attach('image', await photo(600, 300, 'png'), { filename: 'small.png', contentType: 'image/png' })
      .expect(201);
    const url: string = res.body.image;
    await variants.whenIdle();
    expect(JSON.parse(fs.readFileSync(manifestPathOf(fileOf(url)), 'utf8'))).toMatchObject({
      width: 600,
      height: 300,
      widths: [400, 600, 600],
      formats: ['avif', 'webp', 'png'],
    });
    expect((await sharp(fileOf(url.replace(/\.png$/, '-1600.png'))).metadata()).width).toBe(600);
    expect((await sharp(fileOf(url.replace(/\.png$/, '-400.webp'))).metadata()).width).toBe(400);
    const served = await request(t.http)
      .get(url.replace(/\.png$/, '-1600.avif'))
      .expect(200);
    expect(served.headers['content-type']).toBe('image/avif');
  });

  it('makes no variants of a GIF; asking for one redirects to the original, uncached', async () => {
    const res = await bo
      .post('/sliders')
      .field('description', 'Gif')
      .attach('image', GIF, { filename: 'a.gif', contentType: 'image/gif' })
      .expect(201);
    const url: string = res.body.image;
    await variants.whenIdle();
    expect(derivedPathsOf(fileOf(url)).filter((f) => fs.existsSync(f))).toEqual([]);
    // The storefront only asks for variants of JPEG/PNG/WebP; a missing one (not made yet) falls back the same way.
    fs.copyFileSync(fileOf(url), fileOf(url).replace(/\.gif$/, '.png'));
    const missing = await request(t.http)
      .get(url.replace(/\.gif$/, '-800.avif'))
      .expect(302);
    expect(missing.headers.location).toBe(url.replace(/\.gif$/, '.png'));
    expect(missing.headers['cache-control']).toBe('no-cache');
    await request(t.http).get('/uploads/2020/01/nothing-800.avif').expect(404);
    await request(t.http).get('/uploads/../etc/passwd-800.avif').expect(404);
    fs.rmSync(fileOf(url).replace(/\.gif$/, '.png'));
  });

  it('the upload sweep deletes the variants with their original', async () => {
    const res = await bo
      .post('/sliders')
      .field('description', 'Gone')
      .attach('image', await photo(900, 600, 'jpeg'), { filename: 'gone.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await variants.whenIdle();
    const file = fileOf(res.body.image as string);
    expect(derivedPathsOf(file).every((f) => fs.existsSync(f))).toBe(true);
    await bo.delete(`/sliders/${res.body.id}`).expect(200);
    expect(await sweepUploads(t)).toContain(res.body.image);
    expect([file, ...derivedPathsOf(file)].filter((f) => fs.existsSync(f))).toEqual([]);
  });

  it('backfills images stored before variants existed, once (idempotent), skipping unreadable ones', async () => {
    const dir = path.join(uploadDir, 'demo', 'old');
    fs.mkdirSync(dir, { recursive: true });
    const old = path.join(dir, 'banner.jpg');
    fs.writeFileSync(old, await photo(1000, 500, 'jpeg'));
    const broken = path.join(dir, 'broken.png');
    fs.writeFileSync(broken, 'not an image');
    fs.writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

    expect(await variants.backfill()).toBe(2);
    expect(JSON.parse(fs.readFileSync(manifestPathOf(old), 'utf8'))).toMatchObject({ width: 1000, widths: [400, 800, 1000] });
    expect(derivedPathsOf(old).every((f) => fs.existsSync(f))).toBe(true);
    expect(JSON.parse(fs.readFileSync(manifestPathOf(broken), 'utf8'))).toHaveProperty('failed');
    expect(fs.existsSync(path.join(dir, 'logo.json'))).toBe(false);
    const mtime = fs.statSync(manifestPathOf(old)).mtimeMs;

    expect(await variants.backfill()).toBe(0);
    expect(fs.statSync(manifestPathOf(old)).mtimeMs).toBe(mtime);
    expect(storedFiles(uploadDir)).toEqual(expect.arrayContaining([urlOf(old), urlOf(broken)]));
    const served = await request(t.http)
      .get(urlOf(old).replace(/\.jpg$/, '-400.webp'))
      .expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
