import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice, MP4, PDF, PNG, pngOfSize, storedFiles, tempUploadDir } from '../../support/backoffice.js';
import { eventually } from '../../support/eventually.js';
import {
  streamedUpload,
  withPeak,
  type GeneratedFile,
  type StreamedUploadOptions,
  type StreamedUploadResult,
} from '../../support/streamed-upload.js';
import { uploadTempDir } from '../../../src/infra/storage/incoming-files.js';

jest.setTimeout(120_000);

const MB = 1024 * 1024;
const IMAGE_TOO_LARGE = 'File too large: images may be at most 5 MB';

/**
 * Uploads against the real app on a real port: limits hold while the bytes arrive (answers come before the
 * client has sent the body), temp files never outlive a request, and refusals stop reading.
 */
describe('streamed uploads', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let uploadDir: string;
  let tempDir: string;
  let base: string;
  let bo: ReturnType<typeof backOffice>;

  const upload = (p: string, files: GeneratedFile[], options: Partial<StreamedUploadOptions> = {}) =>
    streamedUpload({ url: `${base}/api/tenants/${jane.tenantId}${p}`, token: jane.token, files, ...options });
  const image = (size: number): GeneratedFile => ({ field: 'image', filename: 'big.png', head: PNG, size, contentType: 'image/png' });
  /** Request body bytes the server had read off the socket when its answer went out, last request first. */
  const readAtAnswer: number[] = [];
  /**
   * The answer came early: the server had read at most `maxRead` bytes, and the client had written only a
   * fraction of the body (what it wrote beyond the server's reads sat in the kernel's socket buffers).
   */
  const expectAnsweredEarly = (res: StreamedUploadResult, maxRead: number) => {
    expect(readAtAnswer[0]).toBeLessThan(maxRead);
    expect(res.sentAtAnswer).toBeLessThan(16 * MB);
    expect(res.headers.connection).toBe('close');
  };
  const tempFiles = () => (fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : []);

  beforeAll(async () => {
    uploadDir = tempUploadDir();
    tempDir = uploadTempDir(uploadDir);
    t = await startTestApp({ UPLOAD_DIR: uploadDir });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    t.http.on('request', (req: IncomingMessage, res: ServerResponse) =>
      res.once('finish', () => readAtAnswer.unshift(req.socket.bytesRead)),
    );
    [jane, sam] = [await signUp(t), await signUp(t)];
    bo = backOffice(t, jane, jane.tenantId);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('refuses a 200 MB chunked image with 413 long before the client has sent it, with flat memory', async () => {
    const before = storedFiles(uploadDir);
    const rssBefore = process.memoryUsage().rss;
    const { result: res, peak } = await withPeak(
      () => process.memoryUsage().rss,
      () => upload('/sliders', [image(200 * MB)], { fields: { description: 'Huge' } }),
    );
    console.log(
      `200 MB chunked image → ${res.status}: server had read ${(readAtAnswer[0] / MB).toFixed(1)} MB, ` +
        `client had written ${(res.sentAtAnswer / MB).toFixed(1)} MB; ` +
        `in-process RSS peak +${((peak - rssBefore) / MB).toFixed(1)} MB`,
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: IMAGE_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE', details: { image: IMAGE_TOO_LARGE } });
    expectAnsweredEarly(res, 6 * MB);
    // The test client and the API share this process; either way nothing near the body's size is held.
    expect(peak - rssBefore).toBeLessThan(32 * MB);
    expect(tempFiles()).toEqual([]);
    expect(storedFiles(uploadDir)).toEqual(before);
    expect(await t.prisma.slider.count({ where: { tenant_id: jane.tenantId } })).toBe(0);
  });

  it('refuses a body whose Content-Length is over the route limit before reading it', async () => {
    const res = await upload('/sliders', [image(200 * MB)], { contentLength: true });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large: this form takes at most 7 MB', code: 'PAYLOAD_TOO_LARGE' });
    expectAnsweredEarly(res, 1 * MB);
    expect(tempFiles()).toEqual([]);
  });

  it('answers a 6 MB PNG with 413 once it passes 5 MB', async () => {
    const res = await upload('/sliders', [image(6 * MB)]);
    expect(res).toMatchObject({ status: 413, body: { message: IMAGE_TOO_LARGE, details: { image: IMAGE_TOO_LARGE } } });
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a PDF sent to an image field from its first bytes (400), without reading the rest', async () => {
    const res = await upload('/sliders', [{ field: 'image', filename: 'cv.png', head: PDF, size: 50 * MB }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      details: { image: 'Unsupported file type: expected an image (JPEG, PNG, WebP or GIF)' },
    });
    expectAnsweredEarly(res, 1 * MB);
    expect(tempFiles()).toEqual([]);
  });

  it('runs the guards before reading: no token → 401, another tenant → 403, both before the body is read', async () => {
    const anonymous = await upload('/sliders', [image(200 * MB)], { token: undefined });
    expect(anonymous.status).toBe(401);
    expectAnsweredEarly(anonymous, 1 * MB);
    const foreign = await streamedUpload({
      url: `${base}/api/tenants/${jane.tenantId}/sliders`,
      token: sam.token,
      files: [image(200 * MB)],
    });
    expect(foreign.status).toBe(403);
    expectAnsweredEarly(foreign, 1 * MB);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses too many files (413), a second file for one field (400) and too many fields (413)', async () => {
    const two = await upload('/sliders', [image(1000), image(1000)]);
    expect(two).toMatchObject({ status: 413, body: { message: 'Too many files: this form takes at most 1', code: 'PAYLOAD_TOO_LARGE' } });
    const again = await upload('/products', [image(1000), image(1000)], { fields: { name: 'Twice' } });
    expect(again).toMatchObject({
      status: 400,
      body: { code: 'UNEXPECTED_FILE_FIELD', details: { image: 'This field takes only one file' } },
    });
    const fields = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, 'x']));
    const many = await upload('/sliders', [], { fields });
    expect(many).toMatchObject({
      status: 413,
      body: { message: 'Too many fields: a form may have at most 200', code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(tempFiles()).toEqual([]);
  });

  it('refuses text over 1 MB (413, field named), a malformed body (400) and other multipart types (415)', async () => {
    const long = await upload('/sliders', [], { fields: { description: 'x'.repeat(MB + 1) } });
    expect(long).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', details: { description: expect.stringMatching(/^Text too long/) } },
    });
    const malformed = await bo
      .post('/sliders')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'INVALID_MULTIPART' });
    const noBoundary = await bo.post('/sliders').set('Content-Type', 'multipart/form-data').send('x');
    expect(noBoundary.status).toBe(400);
    const mixed = await bo.post('/sliders').set('Content-Type', 'multipart/mixed; boundary=xyz').send('--xyz--\r\n');
    expect(mixed.status).toBe(415);
    expect(mixed.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('removes the temp file when the client goes away mid-upload', async () => {
    const res = await upload('/products', [{ field: 'video', filename: 'clip.mp4', head: MP4, size: 80 * MB }], {
      fields: { name: 'Gone' },
      abortAfter: 8 * MB,
    });
    expect(res.status).toBe(0);
    await eventually(async () => expect(tempFiles()).toEqual([]));
    expect(await t.prisma.product.count({ where: { name: 'Gone' } })).toBe(0);
    // The server is fine afterwards.
    await bo.get('/sliders').expect(200);
  });

  it('removes temp files when the request fails after parsing: validation, a foreign parent', async () => {
    const before = storedFiles(uploadDir);
    const invalid = await upload('/products', [image(2 * MB)], { fields: { price: 'x' } });
    expect(invalid.status).toBe(400);
    const samBlog = (await backOffice(t, sam, sam.tenantId).post('/blogs').send({ title: 'Sam', content: 'x' }).expect(201)).body;
    const foreign = await upload(`/blogs/${samBlog.id}/banners`, [image(2 * MB)]);
    expect(foreign.status).toBe(404);
    expect(tempFiles()).toEqual([]);
    expect(storedFiles(uploadDir)).toEqual(before);
  });

  it('stores an accepted file byte for byte and leaves no temp file', async () => {
    const res = await upload('/sliders', [image(4.5 * MB)], { fields: { description: 'Just fits' } });
    expect(res.status).toBe(201);
    const url = (res.body as { image: string }).image;
    const stored = fs.readFileSync(path.join(uploadDir, url.replace(/^\/uploads\//, '')));
    const sent = pngOfSize(4.5 * MB);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(sent).digest('hex'));
    expect(tempFiles()).toEqual([]);
  });

  it('leaves JSON bodies on upload routes untouched', async () => {
    const res = await bo.post('/sliders').send({ description: 'From JSON', image: 'https://cdn.example.com/a.png' }).expect(201);
    expect(res.body).toMatchObject({ description: 'From JSON', image: 'https://cdn.example.com/a.png' });
  });
});
