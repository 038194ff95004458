import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createTenantWithContent } from '../../support/content.js';
import { TenantChanges } from '../../../src/infra/cache/tenant-changes.js';

/*
 * Proxy trust (docs/security.md): one trusted notion of the visitor's host and address. Tenant V ("victim") and X
 * ("intruder"); forged forwarding headers come from loopback, which used to be trusted implicitly.
 */

const V = 'victim.localhost';
const X = 'intruder.localhost';

/** A minimal web build, so the storefront HTML (index.html with per-host SEO tags) is served. */
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><title>Distributor Sites</title>\n<meta name="description" content="generic" />\n</head><body></body></html>',
  );
  return dir;
}

const siteName = (res: request.Response) => (res.body as { settings: { site_name: string } }).settings.site_name;

/** The Vary names that concern the host (Accept-Encoding, from compression, is not this suite's subject). */
function hostVary(res: { headers: Record<string, string | undefined> }): string {
  return (
    String(res.headers.vary ?? '')
      .split(',')
      .map((name) => name.trim())
      // Only the encoding is not about the host (pages are in their site's language, not the visitor's).
      .filter((name) => name.toLowerCase() !== 'accept-encoding')
      .join(', ')
  );
}
describe('proxy trust: none configured (the default)', () => {
  let t: TestApp;
  let victimId: string;
  const dist = webBuild();
  /** Host V, forwarding headers naming X: what an attacker on loopback or a private network can send. */
  const forged = (req: request.Test) =>
    req.set('Host', V).set('X-Forwarded-Host', X).set('Forwarded', `host=${X};for=203.0.113.66`).set('X-Forwarded-For', '203.0.113.66');

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_FORM_RATE_LIMIT: '3', AUTH_RATE_LIMIT: '3' }, { webDistDir: dist });
    victimId = (await createTenantWithContent(t.prisma, 'victim')).tenant.id;
    await createTenantWithContent(t.prisma, 'intruder');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("ignores forged forwarding headers: V's site data stays V's, immediately and after the entry is re-filled", async () => {
    const readAsVictim = () => request(t.http).get('/api/site/data').set('Host', V).expect(200);
    for (let round = 0; round < 2; round++) {
      // The forged read fills the hot cache (cold path), then V reads from it (hot path), with and without X-Tenant-Domain.
      expect(siteName(await forged(request(t.http).get('/api/site/data')).expect(200))).toBe('victim site');
      expect(siteName(await readAsVictim())).toBe('victim site');
      expect(siteName(await request(t.http).get('/api/site/data').set('X-Tenant-Domain', V).expect(200))).toBe('victim site');
      expect(siteName(await forged(request(t.http).get('/api/site/data')).expect(200))).toBe('victim site');
      // As when the minute-long entry expires: the next forged request is the one that fills it again.
      await t.app.get(TenantChanges).tenantChanged(victimId);
    }
    // X's own visitors still get X.
    expect(siteName(await request(t.http).get('/api/site/data').set('Host', X).expect(200))).toBe('intruder site');
  });

  it("renders V's storefront HTML, sitemap and robots.txt for V's host whatever the forwarding headers say", async () => {
    const html = await forged(request(t.http).get('/products')).expect(200);
    expect(html.text).toContain('<title>victim site</title>');
    expect(html.text).not.toContain('intruder');
    expect(html.text).toContain(`<link rel="canonical" href="http://${V}/products" />`);
    const sitemap = await forged(request(t.http).get('/sitemap.xml')).set('X-Forwarded-Proto', 'https').expect(200);
    expect(sitemap.text).toContain(`<loc>http://${V}/products/nutrition</loc>`);
    expect(sitemap.text).not.toContain('intruder');
    const robots = await forged(request(t.http).get('/robots.txt')).expect(200);
    expect(robots.text).toContain(`Sitemap: http://${V}/sitemap.xml`);
  });

  it('says Vary: X-Tenant-Domain, Host on every answer that depends on the host (hot and cold, HTML, sitemap, robots, 404)', async () => {
    await t.app.get(TenantChanges).tenantChanged(victimId);
    const cold = await request(t.http).get('/api/site/data').set('X-Tenant-Domain', V).expect(200);
    const hot = await request(t.http).get('/api/site/data').set('X-Tenant-Domain', V).expect(200);
    const notModified = await request(t.http)
      .get('/api/site/data')
      .set('X-Tenant-Domain', V)
      .set('If-None-Match', String(hot.headers.etag))
      .expect(304);
    const others = await Promise.all([
      request(t.http).get('/api/site/products').set('X-Tenant-Domain', V).expect(200),
      request(t.http).get('/api/site/data').set('X-Tenant-Domain', 'nobody.localhost').expect(404),
      request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', V).expect(200),
      request(t.http).get('/').set('Host', V).expect(200),
      request(t.http).get('/sitemap.xml').set('Host', V).expect(200),
      request(t.http).get('/robots.txt').set('Host', V).expect(200),
    ]);
    for (const res of [cold, hot, notModified, ...others]) expect(hostVary(res)).toBe('X-Tenant-Domain, Host');
  });

  it('does not let rotating X-Forwarded-For values buy a fresh public-form budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request(t.http)
        .post('/api/newsletters/subscribe')
        .set('X-Tenant-Domain', V)
        .set('X-Forwarded-For', `198.51.100.${i + 1}`)
        .send({ email: `rotating${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('does not let rotating X-Forwarded-For values buy fresh login guesses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request(t.http)
        .post('/api/users/login')
        .set('X-Forwarded-For', `198.51.100.${i + 1}`)
        .send({ email: 'someone@example.com', password: `guess-${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });
});

describe('proxy trust: TRUSTED_PROXIES=loopback (a proxy on this machine)', () => {
  let t: TestApp;
  const dist = webBuild();
  /** What our own proxy sends: its own Host, the visitor's host and address in X-Forwarded-*. */
  const viaProxy = (req: request.Test, host: string, client = '203.0.113.10') =>
    req.set('Host', 'api.internal:3000').set('X-Forwarded-Host', host).set('X-Forwarded-Proto', 'https').set('X-Forwarded-For', client);

  beforeAll(async () => {
    t = await startTestApp({ TRUSTED_PROXIES: 'loopback', PUBLIC_FORM_RATE_LIMIT: '3' }, { webDistDir: dist });
    await createTenantWithContent(t.prisma, 'victim');
    await createTenantWithContent(t.prisma, 'intruder');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('honours the forwarded host, and keys the cache by that same host', async () => {
    // Filled through the proxy for X while the raw Host names V: the entry belongs to X's host, not V's.
    const filled = await viaProxy(request(t.http).get('/api/site/data'), X).set('Host', V).expect(200);
    expect(siteName(filled)).toBe('intruder site');
    expect(siteName(await viaProxy(request(t.http).get('/api/site/data'), X).expect(200))).toBe('intruder site');
    expect(siteName(await request(t.http).get('/api/site/data').set('Host', V).expect(200))).toBe('victim site');
    expect(siteName(await viaProxy(request(t.http).get('/api/site/data'), V).expect(200))).toBe('victim site');
    const hot = await viaProxy(request(t.http).get('/api/site/data'), V).expect(200);
    expect(siteName(hot)).toBe('victim site');
    expect(hostVary(hot)).toBe('X-Tenant-Domain, Host, X-Forwarded-Host');
  });

  it('uses the forwarded host and scheme in the storefront HTML and sitemap', async () => {
    const html = await viaProxy(request(t.http).get('/'), V).expect(200);
    expect(html.text).toContain('<title>victim site</title>');
    expect(html.text).toContain(`<link rel="canonical" href="https://${V}/" />`);
    expect(hostVary(html)).toBe('X-Tenant-Domain, Host, X-Forwarded-Host');
    const sitemap = await viaProxy(request(t.http).get('/sitemap.xml'), V).expect(200);
    expect(sitemap.text).toContain(`<loc>https://${V}/products/nutrition</loc>`);
    expect(hostVary(sitemap)).toBe('X-Tenant-Domain, Host, X-Forwarded-Host');
  });

  it('gives distinct forwarded clients distinct budgets', async () => {
    const subscribe = (client: string, i: number) =>
      viaProxy(request(t.http).post('/api/newsletters/subscribe'), V, client).send({ email: `client${client}-${i}@example.com` });
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push((await subscribe('203.0.113.1', i)).status);
    expect(first).toEqual([201, 201, 201, 429]);
    expect((await subscribe('203.0.113.2', 0)).status).toBe(201);
    // A client cannot hide behind an address it prepends: the proxy appended the real one.
    expect((await subscribe('198.51.100.9, 203.0.113.1', 9)).status).toBe(429);
  });
});
