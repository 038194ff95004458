import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createTenantWithContent } from '../../support/content.js';

jest.setTimeout(30_000);

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, still encoded. */
  raw: Buffer;
  /** The body after undoing Content-Encoding. */
  text: string;
}

describe('compressed and cached answers (docs/performance.md, Transfer)', () => {
  let t: TestApp;
  let dist: string;
  let port: number;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
  const indexHtml = `<!doctype html><html><head><title>App</title></head><body><div id="root"></div><!--${'x'.repeat(3000)}--></body></html>`;

  /** A GET on the raw socket, so the test sees exactly what the client receives. */
  function get(pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, headers: { host: 'localhost', ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: body.toString('utf8') });
          });
        })
        .on('error', reject);
    });
  }

  const vary = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase();

  beforeAll(async () => {
    // A stand-in web build, as vite.config.ts writes it: each text asset beside its .br and .gz copies.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-compress-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.mkdirSync(path.join(dist, 'assets'));
    const asset = path.join(dist, 'assets', 'app-abc123.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, gzipSync(script));
    t = await startTestApp({}, { webDistDir: dist });
    const { tenant } = await createTenantWithContent(t.prisma, 'jane');
    // A real home page's welcome text: enough for the site's data to be worth compressing.
    await t.prisma.homePage.update({
      where: { tenant_id: tenant.id },
      data: { welcome_description: 'Healthy living starts here. '.repeat(60) },
    });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    port = (t.http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves a hashed asset precompressed (brotli first, then gzip), cached for a year as immutable', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.raw.equals(brotliCompressSync(script))).toBe(true); // the file the build made, not a new compression
    expect(br.text).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(vary(br)).toContain('accept-encoding');

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('compresses the per-host index page and revalidates it with ETag → 304', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.raw.length).toBeLessThan(Buffer.byteLength(first.text) / 4);
    expect(first.text).toContain('<div id="root">');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it('compresses public API answers on a miss and on a hot-cache hit alike, each with its ETag', async () => {
    const host = { host: 'jane.localhost' };
    const miss = await get('/api/site/data', { ...host, 'accept-encoding': 'gzip, deflate, br' });
    expect(miss.status).toBe(200);
    expect(miss.headers['content-encoding']).toBe('br');
    const data = JSON.parse(miss.text) as { settings: { site_name: string } };
    expect(data.settings.site_name).toBeTruthy();

    const hit = await get('/api/site/data', { ...host, 'accept-encoding': 'gzip, deflate, br' });
    expect(hit.headers['content-encoding']).toBe('br');
    expect(JSON.parse(hit.text)).toEqual(data);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(vary(hit)).toContain('accept-encoding');
    expect(vary(hit)).toContain('host');

    const gzipOnly = await get('/api/site/data', { ...host, 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gzipOnly.text)).toEqual(data);
    const identity = await get('/api/site/data', host);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.text)).toEqual(data);

    const notModified = await get('/api/site/data', { ...host, 'accept-encoding': 'br', 'if-none-match': String(hit.headers.etag) });
    expect(notModified.status).toBe(304);
  });

  it('leaves small answers alone: compressing them would cost more than it saves', async () => {
    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(Buffer.byteLength(small.text)).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
