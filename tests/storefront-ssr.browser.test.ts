import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { startStack, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';
import { launchBrowser } from './support/browser.js';

/**
 * Server-rendered storefront pages in Chromium (docs/performance.md "Server rendering"): the page arrives with its content, React
 * takes it over without a hydration warning and without fetching what the page was rendered with, and
 * navigation, the newsletter form and scroll-to-top keep working.
 */
describe('server-rendered storefront, hydrated in the browser', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let shakeId: string;
  let postId: string;
  let janeId: string;

  const site = (pathname = '/') => `http://jane.localhost:${stack.port}${pathname}`;

  interface Visit {
    page: Page;
    /** Console errors and warnings, and uncaught page errors. */
    problems: string[];
    /** Storefront reads the browser made (`/api/site/...`, beacons excepted). */
    reads: string[];
  }

  async function visit(pathname: string): Promise<Visit> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const problems: string[] = [];
    const reads: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/site/') && url.pathname !== '/api/site/events') reads.push(url.pathname + url.search);
    });
    const response = await page.goto(site(pathname));
    expect(response?.status()).toBe(200);
    // The server's markup is there before any script ran…
    expect(await response?.text()).toContain("Jane's Wellness Corner");
    // …and React has taken it over (app/hydrate.tsx marks <html data-hydrated>).
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, undefined, { timeout: 15_000 })
      .catch((err: unknown) => {
        throw new Error(`${pathname} never hydrated: ${problems.join('\n')}\n${String(err)}`);
      });
    await page.waitForLoadState('networkidle');
    return { page, problems, reads };
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, PUBLIC_FORM_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    const db = stack.prisma;
    const jane = await db.tenant.create({
      data: {
        subdomain: 'jane',
        site_name: "Jane's Wellness Corner",
        currency: 'EUR',
        country: 'DE',
        homePage: { create: { welcome_description: 'Welcome to my corner of wellness.', introduction_content: 'Ten years of sharing.' } },
        sliders: { create: [{ description: 'Feel your best every day with Jane', ctaText: 'Shop Now', ctaLink: '/products' }] },
        footerDisclaimers: { create: { site_disclaimer: 'Jane runs this site independently.' } },
      },
    });
    janeId = jane.id;
    const nutrition = await db.category.create({ data: { tenant_id: jane.id, name: 'Nutrition', slug: 'nutrition' } });
    const shake = await db.product.create({
      data: {
        tenant_id: jane.id,
        category_id: nutrition.id,
        name: 'Protein Shake',
        your_price: '29.99',
        currency: 'EUR',
        availability: 'in_stock',
        description: 'A smooth vanilla shake.',
      },
    });
    shakeId = shake.id;
    const post = await db.blog.create({
      data: { tenant_id: jane.id, title: 'Five Habits for More Energy', content: '<p>Drink water first.</p>', is_visible: true },
    });
    postId = post.id;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it('hydrates every public page without warnings and without fetching its data again', async () => {
    const pages = [
      '/',
      '/products',
      '/products/nutrition',
      `/products/nutrition/${shakeId}`,
      '/blog',
      `/blog/${postId}`,
      '/opportunity',
      '/join-us',
      '/contact',
      '/income-disclaimer',
      '/privacy-policy',
      '/terms-of-use',
      '/newsletters',
    ];
    for (const pathname of pages) {
      const { page, problems, reads } = await visit(pathname);
      try {
        expect({ pathname, problems }).toEqual({ pathname, problems: [] });
        expect({ pathname, reads }).toEqual({ pathname, reads: [] });
        expect(await page.locator('main').first().textContent()).not.toContain('Loading...');
        // Hydrating keeps the title the server rendered into <head> (it used to reset it to the site's name).
        const named: Record<string, string> = {
          '/products': 'Products',
          [`/products/nutrition/${shakeId}`]: 'Protein Shake',
          [`/blog/${postId}`]: 'Five Habits for More Energy',
        };
        const title = named[pathname]
          ? `${named[pathname]} — Jane's Wellness Corner`
          : pathname === '/' || (!pathname.startsWith('/products') && !pathname.startsWith('/blog'))
            ? "Jane's Wellness Corner"
            : undefined;
        if (title) expect({ pathname, title: await page.evaluate(() => document.title) }).toEqual({ pathname, title });
      } finally {
        await page.close();
      }
    }
  }, 180_000);

  it('would see a hydration mismatch (the check above is not blind)', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      // The server's markup, changed on the way: the browser renders something else.
      await page.route(site('/'), async (route) => {
        // (Node cannot resolve jane.localhost: ask the API for that host by its X-Tenant-Domain header.)
        const response = await fetch(`http://localhost:${stack.port}/`, { headers: { 'X-Tenant-Domain': 'jane.localhost' } });
        const html = (await response.text()).replace('Feel your best every day with Jane', 'Tampered on the way.');
        expect(html).toContain('Tampered on the way.');
        const headers = Object.fromEntries(
          [...response.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
        );
        await route.fulfill({ status: response.status, headers, body: html });
      });
      await page.goto(site('/'));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, undefined, { timeout: 15_000 });
      // React reports it, and shows what the browser rendered.
      await page.getByText('Feel your best every day with Jane').waitFor({ timeout: 5_000 });
      expect(problems.join('\n')).toMatch(/418|hydrat/i);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('navigates in the browser after hydration (no new document)', async () => {
    const { page, problems } = await visit('/');
    try {
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const title = () => page.evaluate(() => document.title);
      expect(await title()).toBe("Jane's Wellness Corner");
      await page.locator('header').getByRole('link', { name: 'Products', exact: true }).first().click();
      await page.waitForURL(site('/products'));
      await page.getByText('Protein Shake').first().waitFor({ timeout: 10_000 });
      // The tab names the page as the server's head does ("<page> — <site>").
      await page.waitForFunction(() => document.title === "Products — Jane's Wellness Corner", undefined, { timeout: 5_000 });
      await page.getByText('Protein Shake').first().click();
      await page.waitForURL(site(`/products/nutrition/${shakeId}`));
      await page.getByRole('heading', { name: 'Protein Shake' }).first().waitFor({ timeout: 10_000 });
      await page.waitForFunction(() => document.title === "Protein Shake — Jane's Wellness Corner", undefined, { timeout: 5_000 });
      await page.goBack();
      await page.waitForURL(site('/products'));
      await page.waitForFunction(() => document.title === "Products — Jane's Wellness Corner", undefined, { timeout: 5_000 });
      await page.locator('header').getByRole('link', { name: 'Home', exact: true }).first().click();
      await page.waitForURL(site('/'));
      await page.waitForFunction(() => document.title === "Jane's Wellness Corner", undefined, { timeout: 5_000 });
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('subscribes to the newsletter from a server-rendered page', async () => {
    const { page, problems } = await visit('/');
    try {
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      await form.getByLabel('Email address').fill('ssr-visitor@example.com');
      await form.getByRole('button', { name: /Subscribe/ }).click();
      await form.getByText('Subscription successful!').waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => window.location.search)).toBe('');
      const subscriber = await stack.prisma.subscriber.findFirst({ where: { tenant_id: janeId, email: 'ssr-visitor@example.com' } });
      expect(subscriber).not.toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('shows scroll-to-top after 300 px and scrolls back up', async () => {
    const { page, problems } = await visit('/');
    try {
      const button = page.getByRole('button', { name: 'Scroll to top' });
      expect(await button.count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 900));
      await button.waitFor({ state: 'visible', timeout: 5_000 });
      await button.click();
      await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
      await button.waitFor({ state: 'detached', timeout: 5_000 });
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
