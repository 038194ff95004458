import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { S3_TEST_CREDENTIALS, startS3Server, type S3TestServer } from '@ds/testing';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice, PNG, sweepUploads, tempUploadDir } from '../../support/backoffice.js';
import { derivedPathsOf, manifestPathOf } from '../../../src/infra/storage/image-variant-names.js';
import { ImageVariants } from '../../../src/infra/storage/image-variants.service.js';

jest.setTimeout(180_000);

const photo = () =>
  sharp({
    create: {
      width: 900,
      height: 600,
      channels: 3,
      background: { r: 40, g: 120, b: 90 },
      noise: { type: 'gaussian', mean: 120, sigma: 20 },
    },
  })
    .jpeg()
    .toBuffer();
const JPEG = { filename: 'photo.jpg', contentType: 'image/jpeg' };
const img = (url: string) => `<p><img src="${url}" alt=""></p>`;

/**
 * Stored files belong to the tenant that uploaded them, and no request deletes one that anything still shows
 * (docs/security.md "Stored files"): the draft-deletion attack, then the sweep, on the local disk and in an
 * S3-compatible bucket (a real S3-protocol server).
 */
describe.each(['local', 's3'] as const)('stored files (%s storage)', (driver) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  let attacker: SignedUp;
  let victim: SignedUp;
  let uploadDir: string;

  /** The status of a GET of `url` (a redirect would mean the file is missing). */
  const status = async (url: string) => (await request(t.http).get(url)).status;
  /** A stored image and every variant made of it (not the manifest). */
  const withVariants = (url: string) => [url, ...derivedPathsOf(url).filter((p) => p !== manifestPathOf(url))];

  beforeAll(async () => {
    uploadDir = tempUploadDir();
    let env: Record<string, string> = {};
    if (driver === 's3') {
      s3 = await startS3Server();
      Object.assign(process.env, S3_TEST_CREDENTIALS);
      env = s3.env;
    }
    t = await startTestApp({ ...env, UPLOAD_DIR: uploadDir });
    [attacker, victim] = [await signUp(t), await signUp(t)];
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it("deleting a campaign draft that shows another tenant's logo, product image and slider deletes none of them", async () => {
    const theirs = backOffice(t, victim, victim.tenantId);
    const logo: string = (
      await theirs
        .put('/settings')
        .attach('site_logo', await photo(), JPEG)
        .expect(200)
    ).body.settings.site_logo;
    const product: string = (
      await theirs
        .post('/products')
        .field('name', 'Tea')
        .attach('image', await photo(), JPEG)
        .expect(201)
    ).body.image;
    const slider: string = (
      await theirs
        .post('/sliders')
        .field('description', 'Hi')
        .attach('image', await photo(), JPEG)
        .expect(201)
    ).body.image;
    await t.app.get(ImageVariants).whenIdle();
    const everything = [logo, product, slider].flatMap(withVariants);
    expect(everything.length).toBeGreaterThan(3);
    for (const url of everything) expect([url, await status(url)]).toEqual([url, 200]);
    // Each file knows whose it is.
    const rows = await t.prisma.storedFile.findMany({ where: { url: { in: [logo, product, slider] } } });
    expect(rows.map((r) => r.tenant_id)).toEqual([victim.tenantId, victim.tenantId, victim.tenantId]);

    // The attack: a draft showing the three files (copied from the public storefront), then deleted.
    const mine = backOffice(t, attacker, attacker.tenantId);
    const html = `<p>Look</p>${img(logo)}${img(`http://${victim.subdomain}.localhost${product}`)}${img(slider)}`;
    const draft = (await mine.post('/campaigns').send({ subject: 'Copy', content: html }).expect(201)).body as { id: string };
    await mine.delete(`/campaigns/${draft.id}`).expect(204);
    for (const url of everything) expect([url, await status(url)]).toEqual([url, 200]);

    // Nor does the sweep, even past the grace period: the victim's rows still show them.
    const swept = await sweepUploads(t);
    expect(swept.filter((url) => [logo, product, slider].includes(url))).toEqual([]);
    for (const url of everything) expect([url, await status(url)]).toEqual([url, 200]);
    expect(await t.prisma.storedFile.count({ where: { url: { in: [logo, product, slider] } } })).toBe(3);
  });

  it('the sweep removes an own upload nothing references once the grace period is over, never a referenced one', async () => {
    const mine = backOffice(t, attacker, attacker.tenantId);
    const upload = async () => (await mine.post('/campaigns/images').attach('image', PNG, 'pixel.png').expect(201)).body.url as string;
    const [loose, used] = [await upload(), await upload()];
    await mine
      .post('/campaigns')
      .send({ subject: 'Kept', content: img(used) })
      .expect(201);
    expect((await t.prisma.storedFile.findUniqueOrThrow({ where: { url: loose } })).tenant_id).toBe(attacker.tenantId);

    // Within the grace period (an editor's image not saved yet) nothing goes.
    expect(await sweepUploads(t, 1)).toEqual([]);
    expect(await status(loose)).toBe(200);

    const swept = await sweepUploads(t);
    expect(swept).toContain(loose);
    expect(swept).not.toContain(used);
    expect(await status(loose)).toBe(404);
    expect(await status(used)).toBe(200);
    expect(await t.prisma.storedFile.findUnique({ where: { url: loose } })).toBeNull();
    // Idempotent: a second pass (another API process) finds nothing more.
    expect(await sweepUploads(t)).toEqual([]);
  });
});
