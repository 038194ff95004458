import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { signUp } from './support/signup.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

/** Headless Chromium calls itself HeadlessChrome, which `isbot` rightly refuses: the visitor here is a person. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * A sale credited end to end (docs/product.md "Shop links and sales credit"): a visitor from a Facebook
 * campaign opens a product on the real storefront in Chromium and clicks Buy; the plain link goes through
 * the site's /go/ redirect to a small shop server of the test, which receives the distributor's member ID;
 * the distributor's report shows exactly that one Buy click for facebook/spring and the product. A crawler
 * and a Do-Not-Track visitor clicking the same reach the shop too, and are not counted.
 */
describe('Buy → the shop with the member ID, counted once', () => {
  let stack: Stack;
  let browser: Browser;
  let shop: http.Server;
  const shopRequests: string[] = [];
  const distributor = { first_name: 'Bea', last_name: 'Buys', email: 'bea@example.com', password: 'bea-password-1', subdomain: 'bea' };
  let tenantId: string;
  let token: string;
  let productId: string;
  const site = (pathname = '/') => `http://${distributor.subdomain}.localhost:${stack.port}${pathname}`;

  /** Opens the product as `context`'s visitor (from `landing`) and clicks Buy; resolves with the shop's URL the new tab reached. */
  const clickBuy = async (context: BrowserContext, landing: string): Promise<string> => {
    const page = await context.newPage();
    // The landing page's beacon is sent (its page view is the visit's first touch) before the visitor moves on.
    const landed = page.waitForResponse((res) => res.url().endsWith('/api/site/events'), { timeout: 15_000 });
    await page.goto(site(landing));
    await landed;
    await page.goto(site(`/products/all/${productId}`));
    const buy = page.getByRole('link', { name: 'Buy now' });
    await buy.waitFor({ timeout: 15_000 });
    expect(await buy.getAttribute('href')).toBe(`/go/buy/${productId}`);
    const opened = context.waitForEvent('page');
    await buy.click();
    const tab = await opened;
    await tab.waitForLoadState('load');
    return tab.url();
  };

  beforeAll(async () => {
    shop = http.createServer((req, res) => {
      shopRequests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Shop</title><h1>The shop</h1>');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const shopPort = (shop.address() as AddressInfo).port;
    stack = await startStack({});
    browser = await launchBrowser();
    ({ tenant_id: tenantId, token } = await signUp(stack, distributor));
    // *.localhost is the machine itself in Chromium: the company's shop is the test's server.
    await stack.prisma.shopLinkRule.create({
      data: {
        country: 'US',
        buy: `http://shop.localhost:${shopPort}/{country}/{sku}?ref={member_id}`,
        hosts: ['shop.localhost'],
        member_id_pattern: '^[0-9]{7}$',
        member_id_example: '1001234',
      },
    });
    const settings = await fetch(`${stack.url}/api/tenants/${tenantId}/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ member_id: '4242424' }),
    });
    expect(settings.status).toBe(200);
    productId = (
      await stack.prisma.product.create({
        data: {
          tenant_id: tenantId,
          name: 'Protein Shake',
          catalog_sku: 'NUT-1',
          your_price: '29.99',
          buy_link: `http://shop.localhost:${shopPort}/us/nut-1`,
        },
      })
    ).id;
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await new Promise((resolve) => shop?.close(resolve));
  });

  it('credits the member ID at the shop and reports 1 Buy click for facebook/spring and the product; a crawler and DNT are not counted', async () => {
    const visitor = await browser.newContext({ userAgent: PERSON });
    try {
      expect(await clickBuy(visitor, '/?utm_source=facebook&utm_campaign=spring')).toMatch(
        /^http:\/\/shop\.localhost:\d+\/us\/nut-1\?ref=4242424$/,
      );
    } finally {
      await visitor.close();
    }
    const crawler = await browser.newContext({ userAgent: CRAWLER });
    const dnt = await browser.newContext({ userAgent: PERSON.replace('Chrome/130', 'Chrome/129'), extraHTTPHeaders: { DNT: '1' } });
    try {
      await clickBuy(crawler, '/?utm_source=facebook&utm_campaign=spring');
      await clickBuy(dnt, '/?utm_source=facebook&utm_campaign=spring');
    } finally {
      await crawler.close();
      await dnt.close();
    }
    expect(shopRequests.filter((url) => url !== '/favicon.ico')).toEqual([
      '/us/nut-1?ref=4242424',
      '/us/nut-1?ref=4242424',
      '/us/nut-1?ref=4242424',
    ]);

    const report = async () => {
      const res = await fetch(`${stack.url}/api/tenants/${tenantId}/analytics`, { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as {
        totals: { buy_clicks: number };
        sources: { source: string; buy_clicks: number }[];
        campaigns: { campaign: string; buy_clicks: number }[];
        products: { product_id: string; name: string | null; buy_clicks: number }[];
      };
    };
    await waitFor(
      async () => (await report()).totals.buy_clicks > 0,
      20_000,
      () => 'the Buy click never reached the report',
    );
    // Time for a wrongly counted click of the crawler or the DNT visitor to be written too.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const r = await report();
    expect(r.totals.buy_clicks).toBe(1);
    expect(r.sources.filter((s) => s.buy_clicks > 0)).toEqual([expect.objectContaining({ source: 'facebook', buy_clicks: 1 })]);
    expect(r.campaigns.filter((c) => c.buy_clicks > 0)).toEqual([expect.objectContaining({ campaign: 'spring', buy_clicks: 1 })]);
    expect(r.products).toEqual([{ product_id: productId, name: 'Protein Shake', buy_clicks: 1 }]);
  }, 90_000);
});
