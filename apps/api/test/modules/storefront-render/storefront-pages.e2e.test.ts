import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TenantChanges } from '../../../src/infra/cache/tenant-changes.js';
import { createTenantWithContent } from '../../support/content.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The real web build (`npm run build -w @ds/web`): dist/ and the server renderer in dist-server/. */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Server-rendered storefront pages (docs/performance.md "Server rendering"): the HTML answer itself — no JavaScript runs here —
 * carries the tenant's content, the right status, its SEO tags and JSON-LD, and the answers the browser
 * hydrates with; one host's page is never another's, whatever forwarding headers say.
 */
describe('server-rendered storefront pages', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createTenantWithContent>>;
  let b: Awaited<ReturnType<typeof createTenantWithContent>>;

  const page = (host: string, url: string) => request(t.http).get(url).set('Host', host);
  /** The page's markup inside #root (what the server rendered), without the embedded data and head. */
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="ds-ssr">/.exec(html)?.[1] ?? '';
  const ssrDataOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="ds-ssr">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      answers: Record<string, unknown>;
    };
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) {
      throw new Error('Build the web app first: npm run build -w @ds/web (this suite renders with its server renderer)');
    }
    t = await startTestApp({}, { webDistDir: webDist });
    a = await createTenantWithContent(t.prisma, 'alpha');
    b = await createTenantWithContent(t.prisma, 'bravo');
    await createTenantWithContent(t.prisma, 'hidden', { publish_on_site: false });
    // Free-form pages the storefront shapes on the client: rendered from the same answers.
    await t.prisma.productPage.create({
      data: { tenant_id: a.tenant.id, data: { title: "Alpha's Picks", intro: 'What alpha uses every day.' } },
    });
    await t.prisma.opportunityPage.create({ data: { tenant_id: a.tenant.id, data: { banner_title: 'Build With Alpha' } } });
  });
  afterAll(() => t?.close());

  it('renders the home page with the site name, welcome text and the data it used', async () => {
    const res = await page('alpha.localhost', '/').expect(200).expect('Content-Type', /html/);
    const root = rootOf(res.text);
    expect(root).toContain('alpha site');
    expect(root).toContain('Welcome to alpha');
    expect(res.text).toContain('<title>alpha site</title>');
    expect(res.text).toMatch(/<link rel="canonical" href="http:\/\/alpha\.localhost(:\d+)?\/" \/>/);
    const data = ssrDataOf(res.text);
    expect(Object.keys(data.answers)).toEqual(expect.arrayContaining(['/site/by-domain', '/site/data']));
    // The page carries no visitor locale: it is in its site's language (docs/i18n.md).
    expect(Object.keys(data)).toEqual(['answers']);
    expect(res.headers.vary).toMatch(/Host/);
    expect(res.headers.vary).not.toMatch(/Accept-Language/i);
    // Styled from the first paint: the storefront pages' stylesheets are linked in <head>.
    expect(res.text).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/storefront-[\w-]+\.css">[\s\S]*<\/head>/);
    // The entry script only hydrates what is already painted: fetched at low priority (storefront-assets.ts).
    expect(res.text).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(jsonLdOf(res.text)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'alpha site', url: expect.stringMatching(/^http:\/\/alpha\.localhost/) }),
    ]);
  });

  it.each([
    ['/products', ['alpha shake', '$49.95', 'Alpha&#x27;s Picks', 'What alpha uses every day.']],
    ['/products/nutrition', ['alpha shake', 'Nutrition']],
    ['/blog', ['alpha news']],
    ['/opportunity', ['alpha site', 'Build With Alpha']],
    ['/join-us', ['alpha site']],
    ['/contact', ['Call me']],
    ['/income-disclaimer', ['alpha site']],
    ['/privacy-policy', ['alpha site']],
    ['/terms-of-use', ['alpha site']],
    ['/newsletters', ['alpha site']],
  ])('renders %s with the tenant content', async (url, texts) => {
    const res = await page('alpha.localhost', url).expect(200);
    const root = rootOf(res.text);
    for (const text of texts) expect(root).toContain(text);
    expect(root).not.toContain('bravo');
    expect(root).not.toContain('Loading...');
  });

  it('renders forms with their submit button disabled until hydrated (no native GET with the email in the URL)', async () => {
    const root = rootOf((await page('alpha.localhost', '/contact').expect(200)).text);
    const submits = [...root.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map((m) => m[0]);
    expect(submits.length).toBeGreaterThanOrEqual(2); // the contact form and the footer's newsletter form
    for (const button of submits) expect(button).toMatch(/\sdisabled=""/);
  });

  it('renders a product with its local price, and Product + BreadcrumbList JSON-LD', async () => {
    const res = await page('alpha.localhost', `/products/nutrition/${a.product.id}`).expect(200);
    const root = rootOf(res.text);
    expect(root).toContain('alpha shake');
    expect(root).toContain('$49.95');
    const ld = jsonLdOf(res.text);
    expect(ld).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: 'alpha shake',
        offers: expect.objectContaining({ '@type': 'Offer', price: '49.95', priceCurrency: 'USD' }),
      }),
    );
    const crumbs = ld.find((doc) => doc['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; position: number }> };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Products', 'Nutrition', 'alpha shake']);
    // The page's own head: its title, and canonical / og:url naming this page, not the home page.
    expect(res.text).toContain('<title>alpha shake — alpha site</title>');
    const here = new RegExp(`href="http://alpha\\.localhost(:\\d+)?/products/nutrition/${a.product.id}"`);
    expect(res.text).toMatch(new RegExp(`<link rel="canonical" ${here.source}`));
    expect(res.text).toMatch(/<meta property="og:title" content="alpha shake — alpha site" \/>/);
  });

  it("formats prices in the site's language whatever the visitor's (docs/i18n.md)", async () => {
    const res = await page('alpha.localhost', `/products/nutrition/${a.product.id}`).set('Accept-Language', 'de-DE,de;q=0.9').expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(rootOf(res.text)).toContain('$49.95');
    expect(rootOf(res.text)).not.toContain('49,95');
    expect(res.headers.vary).not.toMatch(/Accept-Language/i);
  });

  it("keeps one copy of a page whatever the visitor's language, and only for its own host", async () => {
    await t.prisma.homePage.update({ where: { tenant_id: a.tenant.id }, data: { welcome_description: 'Unannounced welcome' } });
    await t.app.get(TenantChanges).tenantChanged(a.tenant.id);
    const german = await page('alpha.localhost', '/products').set('Accept-Language', 'de-DE,de;q=0.9').expect(200);
    const first = await page('alpha.localhost', '/').set('Accept-Language', 'de-DE,de;q=0.9').expect(200);
    expect(rootOf(first.text)).toContain('Unannounced welcome');
    // Back as it was, unannounced.
    await t.prisma.homePage.update({ where: { tenant_id: a.tenant.id }, data: { welcome_description: 'Welcome to alpha' } });
    // Another language, no language, a wildcard: the cached copy of the same page (the unannounced change not seen).
    for (const language of ['ko-KR,ko;q=0.9', undefined, '*']) {
      const visit = page('alpha.localhost', '/');
      const res = await (language ? visit.set('Accept-Language', language) : visit).expect(200);
      expect(res.text).toBe(first.text);
      expect(res.text).toContain('<html lang="en">');
    }
    const korean = await page('alpha.localhost', '/products').set('Accept-Language', 'ko-KR').expect(200);
    expect(korean.text).toBe(german.text);
    expect(rootOf(korean.text)).toContain('$49.95');
    // The key still holds the host: bravo, asked in the same language, gets its own page.
    const bravo = await page('bravo.localhost', '/').set('Accept-Language', 'de-DE,de;q=0.9').expect(200);
    expect(rootOf(bravo.text)).toContain('Welcome to bravo');
    expect(bravo.text).not.toContain('Unannounced welcome');
    expect(bravo.text).not.toContain('alpha site');
    await t.app.get(TenantChanges).tenantChanged(a.tenant.id);
  });

  it('renders a post with its title and BlogPosting JSON-LD', async () => {
    const res = await page('alpha.localhost', `/blog/${a.blog.id}`).expect(200);
    expect(rootOf(res.text)).toContain('alpha news');
    const ld = jsonLdOf(res.text);
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: 'alpha news' }));
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
    expect(res.text).toContain('<title>alpha news — alpha site</title>');
    expect(res.text).toMatch(new RegExp(`<link rel="canonical" href="http://alpha\\.localhost(:\\d+)?/blog/${a.blog.id}"`));
  });

  it('answers 404 for a missing product or post, including another tenant’s', async () => {
    for (const url of [
      `/products/nutrition/${randomUUID()}`,
      '/products/nutrition/not-an-id',
      `/products/nutrition/${b.product.id}`,
      `/products/nutrition/${a.inactiveProduct.id}`,
    ]) {
      const res = await page('alpha.localhost', url).expect(404);
      expect(rootOf(res.text)).toContain('alpha site');
      expect(rootOf(res.text)).not.toContain('bravo shake');
    }
    for (const url of [`/blog/${randomUUID()}`, `/blog/${b.blog.id}`, `/blog/${a.hiddenBlog.id}`]) {
      const res = await page('alpha.localhost', url).expect(404);
      expect(rootOf(res.text)).not.toContain('bravo news');
    }
  });

  it('answers Store Not Found (404) for an unknown or unpublished host', async () => {
    for (const host of ['nobody.localhost', 'hidden.localhost', 'shop.unknown-domain.test']) {
      const res = await page(host, '/').expect(404);
      expect(rootOf(res.text)).toContain('Store Not Found');
      expect(rootOf(res.text)).toContain('Store not found. This subdomain may not be configured yet.');
      expect(jsonLdOf(res.text)).toEqual([]);
    }
  });

  it('leaves the back office, admin and the main domain (but its landing page) client-rendered', async () => {
    for (const [host, url] of [
      ['alpha.localhost', '/backoffice-login'],
      ['alpha.localhost', '/admin'],
      ['localhost', '/backoffice-login'],
    ] as const) {
      const res = await page(host, url).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('ds-ssr');
      // Here the script is the first screen: normal priority.
      expect(res.text).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    }
  });

  it("names a Korean site's language in <html lang> on its storefront pages only, never on the back office's", async () => {
    const seoul = await createTenantWithContent(t.prisma, 'seoul');
    await t.prisma.tenant.update({ where: { id: seoul.tenant.id }, data: { site_language: 'ko', country: 'KR' } });
    expect((await page('seoul.localhost', '/').expect(200)).text).toMatch(/<html lang="ko">/);
    for (const url of ['/backoffice-login', '/admin']) {
      const res = await page('seoul.localhost', url).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toMatch(/<html lang="en">/);
    }
  });

  it("never serves one host's render on another, even with forged forwarding headers", async () => {
    // bravo's home is rendered and cached first.
    expect(rootOf((await page('bravo.localhost', '/').expect(200)).text)).toContain('Welcome to bravo');
    // No trusted proxy: X-Forwarded-Host is ignored, the page is alpha's (and its own cache entry).
    const forged = await page('alpha.localhost', '/')
      .set('X-Forwarded-Host', 'bravo.localhost')
      .set('X-Forwarded-For', '10.0.0.1')
      .expect(200);
    expect(rootOf(forged.text)).toContain('Welcome to alpha');
    expect(forged.text).not.toContain('bravo');
    const forgedUnknown = await page('nobody.localhost', '/').set('X-Forwarded-Host', 'alpha.localhost').expect(404);
    expect(forgedUnknown.text).not.toContain('Welcome to alpha');
    // And the other way round, after alpha's page is cached.
    const back = await page('bravo.localhost', '/').set('X-Forwarded-Host', 'alpha.localhost').expect(200);
    expect(rootOf(back.text)).toContain('Welcome to bravo');
    expect(back.text).not.toContain('Welcome to alpha');
  });

  it("renders many pages of two tenants concurrently, each with only its own content, in its site's language", async () => {
    const pages = ['/', '/products', `/products/nutrition/{product}`, '/blog', '/contact', '/opportunity'];
    const visits = Array.from({ length: 48 }, (_, n) => {
      const [own, other] = n % 2 === 0 ? [a, b] : [b, a];
      const name = n % 2 === 0 ? 'alpha' : 'bravo';
      // A query string is never served from the cache: every visit is a render of its own.
      const url = `${pages[n % pages.length].replace('{product}', own.product.id)}?visit=${n}`;
      const locale = n % 4 < 2 ? 'de-DE' : 'en-US';
      return { n, own, other, name, otherName: name === 'alpha' ? 'bravo' : 'alpha', url, locale };
    });
    const answers = await Promise.all(visits.map((v) => page(`${v.name}.localhost`, v.url).set('Accept-Language', v.locale)));
    for (const [i, res] of answers.entries()) {
      const v = visits[i];
      expect(res.status).toBe(200);
      const root = rootOf(res.text);
      expect(root).toContain(`${v.name} site`);
      expect(res.text).not.toContain(v.otherName);
      expect(res.text).toContain('<html lang="en">');
      // The site's language (English) sets the price's format, not the visitor's.
      if (v.url.startsWith('/products')) expect(root).toContain('$49.95');
      expect(Object.keys(ssrDataOf(res.text).answers).join()).not.toContain(v.other.product.id);
    }
  });

  it('sends 103 Early Hints with the entry module and stylesheets on a render, then the page', async () => {
    const server = t.http as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const hints: string[] = [];
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/?early=hints', headers: { host: 'alpha.localhost' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('information', (info) => {
        if (info.statusCode === 103) hints.push(String(info.headers.link));
      });
      req.on('error', reject);
    });
    expect(status).toBe(200);
    expect(hints).toHaveLength(1);
    expect(hints[0]).toMatch(/<\/assets\/[\w.-]+\.js>; rel=modulepreload; crossorigin/);
    expect(hints[0]).toMatch(/<\/assets\/storefront-[\w-]+\.css>; rel=preload; as=style; crossorigin/);
  });

  it('keeps a rendered page until the tenant changes, then renders it afresh', async () => {
    await page('alpha.localhost', '/').expect(200);
    await t.prisma.homePage.update({ where: { tenant_id: a.tenant.id }, data: { welcome_description: 'Fresh welcome text' } });
    // Unannounced change: the cached render is served.
    expect(rootOf((await page('alpha.localhost', '/').expect(200)).text)).toContain('Welcome to alpha');
    await t.app.get(TenantChanges).tenantChanged(a.tenant.id);
    const fresh = await page('alpha.localhost', '/').expect(200);
    expect(rootOf(fresh.text)).toContain('Fresh welcome text');
    // bravo was not touched.
    expect(rootOf((await page('bravo.localhost', '/').expect(200)).text)).toContain('Welcome to bravo');
  });

  it('serves a campaign-tagged visit the untagged page from the cache; other query strings are rendered afresh', async () => {
    await t.app.get(TenantChanges).tenantChanged(a.tenant.id);
    await page('alpha.localhost', '/').expect(200);
    await t.prisma.homePage.update({ where: { tenant_id: a.tenant.id }, data: { welcome_description: 'Unannounced welcome' } });
    // The cached render of `/` answers a tagged link, on that host only.
    const tagged = await page('alpha.localhost', '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&fbclid=x').expect(200);
    expect(rootOf(tagged.text)).not.toContain('Unannounced welcome');
    expect(rootOf(tagged.text)).toContain('alpha site');
    expect((await page('bravo.localhost', '/?utm_source=newsletter').expect(200)).text).not.toContain('alpha site');
    // A parameter that changes the page is not stripped: rendered for this visit, with today's content.
    expect(rootOf((await page('alpha.localhost', '/?preview_template=2&utm_source=qr').expect(200)).text)).toContain('Unannounced welcome');
  });
});
