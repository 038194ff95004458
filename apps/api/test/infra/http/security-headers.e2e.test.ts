import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createTenantWithContent } from '../../support/content.js';
import { HotResponseCache } from '../../../src/infra/hot-cache/hot-response-cache.js';
import { answerKindOf, SECURITY_HEADERS, type SecurityHeaders } from '../../../src/infra/http/security-headers.js';

// Shared machines run many suites at once; fresh databases can be slow then.
jest.setTimeout(30_000);

type Headers = Record<string, string | string[] | undefined>;

/** Every header of `set` is on the answer with exactly its value. */
function expectHeaders(headers: Headers, set: SecurityHeaders): void {
  expect(Object.fromEntries(set.map(([name]) => [name.toLowerCase(), headers[name.toLowerCase()]]))).toEqual(
    Object.fromEntries(set.map(([name, value]) => [name.toLowerCase(), value])),
  );
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(headers: Headers): Record<string, string[]> {
  const csp = String(headers['content-security-policy']);
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    // A stand-in web build: the SPA's index.html is served on every non-API path.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-headers-web-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>App</title><script src="/runtime-config.js"></script></head><body></body></html>',
    );
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await startTestApp({}, { webDistDir: dist });
    await createTenantWithContent(t.prisma, 'jane');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('puts the app policy on the SPA: scripts from our origin only, no framing, the video players allowed', async () => {
    for (const [host, pathname] of [
      ['localhost', '/'],
      ['jane.localhost', '/'],
      ['localhost', '/backoffice/dashboard'],
      ['localhost', '/superadmin-login'],
    ]) {
      const res = await request(t.http).get(pathname).set('Host', host).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectHeaders(res.headers, SECURITY_HEADERS.app);
    }
    const res = await request(t.http).get('/').expect(200);
    const csp = directives(res.headers);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    // HSTS only over HTTPS, where the HTTPS edge adds it.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('puts the same headers on the runtime config script and the built assets', async () => {
    expectHeaders((await request(t.http).get('/runtime-config.js').expect(200)).headers, SECURITY_HEADERS.app);
    expectHeaders((await request(t.http).get('/assets/index-abc.js').expect(200)).headers, SECURITY_HEADERS.app);
  });

  it('locks JSON answers down completely', async () => {
    const res = await request(t.http).get('/api/templates').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectHeaders(res.headers, SECURITY_HEADERS.api);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';object-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the API headers on a hot-cache answer, which never reaches express', async () => {
    const site = () => request(t.http).get('/api/site/data').set('X-Tenant-Domain', 'jane.localhost');
    const viaExpress = await site().expect(200);
    // The first answer filled the cache: the next one is served by the fast path in front of express.
    expect(t.app.get(HotResponseCache).get('jane.localhost', '/api/site/data')).toBeDefined();
    const viaFastPath = await site().expect(200);
    expect(viaFastPath.body).toEqual(viaExpress.body);
    expectHeaders(viaExpress.headers, SECURITY_HEADERS.api);
    expectHeaders(viaFastPath.headers, SECURITY_HEADERS.api);
    // And on its 304.
    const notModified = await site().set('If-None-Match', String(viaFastPath.headers.etag)).expect(304);
    expectHeaders(notModified.headers, SECURITY_HEADERS.api);
  });

  it('keeps the headers on error answers', async () => {
    const answers = [
      await request(t.http).get('/api/no-such-thing').expect(404),
      await request(t.http).post('/api/users/login').set('Content-Type', 'application/json').send('{"email": ').expect(400),
      await request(t.http).get('/api/tenants/00000000-0000-4000-8000-000000000000/settings').expect(401),
      await request(t.http).put('/api/users/signup').expect(405),
      await request(t.http).get('/api/site/data').set('X-Tenant-Domain', 'nobody.localhost').expect(404),
    ];
    for (const res of answers) {
      expect(res.body.message).toEqual(expect.any(String));
      expectHeaders(res.headers, SECURITY_HEADERS.api);
    }
    const missingAsset = await request(t.http).get('/assets/missing.js').expect(404);
    expectHeaders(missingAsset.headers, SECURITY_HEADERS.app);
    const missingUpload = await request(t.http).get('/uploads/2020/01/missing.png').expect(404);
    expectHeaders(missingUpload.headers, SECURITY_HEADERS.app);
  });

  it('gives the HTML pages the API renders a policy they work under', async () => {
    const unsubscribe = await request(t.http).get('/api/newsletters/unsubscribe?sid=x&sig=y').expect(400);
    expect(unsubscribe.headers['content-type']).toMatch(/text\/html/);
    // Its only styling is inline style attributes, and its button is a form posting to itself.
    expect(directives(unsubscribe.headers)['style-src']).toContain("'unsafe-inline'");
    expect(directives(unsubscribe.headers)['form-action']).toEqual(["'self'"]);
    expectHeaders(unsubscribe.headers, SECURITY_HEADERS.app);
    const docs = await request(t.http).get('/api/docs/').expect(200);
    expectHeaders(docs.headers, SECURITY_HEADERS.app);
    const dashboard = await request(t.http).get('/api/admin/queues').expect(401);
    expectHeaders(dashboard.headers, SECURITY_HEADERS.queueDashboard);
    expect(directives(dashboard.headers)['font-src']).toEqual(["'self'", 'https://fonts.gstatic.com']);
  });

  it('chooses the kind of answer from the path, in any case, and only on whole segments', () => {
    expect(answerKindOf('/')).toBe('app');
    expect(answerKindOf('/backoffice/blogs?x=1')).toBe('app');
    expect(answerKindOf('/apiary')).toBe('app');
    expect(answerKindOf('/api')).toBe('api');
    expect(answerKindOf('/api/site/data')).toBe('api');
    expect(answerKindOf('/API/Site/Data')).toBe('api');
    expect(answerKindOf('/sitemap.xml')).toBe('api');
    expect(answerKindOf('/robots.txt?x')).toBe('api');
    expect(answerKindOf('/api/admin/queues')).toBe('queueDashboard');
    expect(answerKindOf('/API/ADMIN/QUEUES/static/js/main.js')).toBe('queueDashboard');
    expect(answerKindOf('/api/admin/queuesX')).toBe('api');
    expect(answerKindOf('/api/docs')).toBe('app');
    expect(answerKindOf('/api/docs-json')).toBe('api');
    expect(answerKindOf('/api/newsletters/unsubscribe?sid=1')).toBe('app');
    // The pages behind email links post their one form to themselves.
    for (const page of [
      '/api/newsletters/confirm?token=1',
      '/api/newsletters/resubscribe?sid=1',
      '/api/campaign-track/unsubscribe/1?s=1',
      '/api/campaign-track/resubscribe/1?s=1',
    ]) {
      expect(answerKindOf(page)).toBe('app');
    }
    expect(answerKindOf('/api/campaign-track/open/1?s=1')).toBe('api');
  });
});
