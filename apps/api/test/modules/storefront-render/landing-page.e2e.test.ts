import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The real web build (`npm run build -w @ds/web`): dist/ and the server renderer in dist-server/. */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * The main domain's prerendered landing page (docs/performance.md "Landing page prerender"): the HTML answer itself — no JavaScript runs
 * here — has the header, the hero's h1 and the features, styled from <head>, and the data block that
 * makes the browser hydrate; other main-domain pages keep the client-rendered shell.
 */
describe('prerendered landing page', () => {
  let t: TestApp;
  const page = (host: string, url: string) => request(t.http).get(url).set('Host', host);
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="ds-ssr">/.exec(html)?.[1] ?? '';

  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) {
      throw new Error('Build the web app first: npm run build -w @ds/web (this suite renders with its server renderer)');
    }
    t = await startTestApp({}, { webDistDir: webDist });
  });
  afterAll(() => t?.close());

  it("serves the main host's / as HTML with the hero, the features and the landing's stylesheets", async () => {
    const res = await page('localhost', '/').expect(200).expect('Content-Type', /html/);
    const root = rootOf(res.text);
    expect(root).toMatch(/<h1[^>]*id="promotion-title"[^>]*>Your own distributor website, live within 24 hours<\/h1>/);
    expect(root).toContain('Skip to main content');
    expect(root).toContain('<main id="main"');
    expect(root).toContain('data-mantine-styles');
    // No boundary left for the browser to render (React would report it while hydrating).
    expect(root).not.toContain('<!--$!-->');
    // Hydrated with no answers; the CSP's script-src 'self' holds (only the data block is inline).
    expect(res.text).toContain('<script type="application/json" id="ds-ssr">{"answers":{}}</script>');
    expect([...res.text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g)]).toEqual([]);
    // Styled and in Mantine's light scheme from the first paint; the hero image is preloaded first, and no
    // script competes with the stylesheets (storefront-assets.ts).
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(res.text).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/ui-shell-[\w-]+\.css">/);
    // The landing's own stylesheets come as one file (apps/web/vite.config.ts).
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/landing-styles-[\w-]+\.css">/);
    expect(head).not.toContain('modulepreload');
    // The entry script only hydrates what is painted: low priority, so it yields the link to the above.
    expect(head).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(head).toMatch(/<link rel="preload" as="image" href="\/landing\/hero-site.svg"[^>]*>\s*<link rel="stylesheet"/);
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/" \/>/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });

  it('serves the same markup again (rendered once) and with a query string', async () => {
    const first = rootOf((await page('localhost', '/').expect(200)).text);
    const again = rootOf((await page('localhost', '/?utm_source=mail').expect(200)).text);
    expect(again).toBe(first);
  });

  it('keeps the rest of the main domain and tenant hosts off the landing render', async () => {
    for (const url of ['/backoffice-login', '/admin', '/template1']) {
      const res = await page('localhost', url).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('ds-ssr');
    }
    const tenant = await page('nobody.localhost', '/');
    expect(tenant.text).not.toContain('promotion-title');
  });
});
