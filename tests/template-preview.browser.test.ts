import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * The main domain's template previews (/template1…3) are the storefront itself over demo answers
 * (apps/web/src/features/storefront/preview): a tenant's site in template N and the preview of template N
 * have the same structure (landmarks with their template's class names, headings, in order), so a change to
 * a template or a page shows in its preview with no second edit. Every preview page answers 200, renders
 * without console errors, reads nothing from the API, and its forms send nothing.
 *
 * A template is a frame (header, navigation, footer) around the storefront's pages, which are the same
 * components in every template (features/storefront/templates/template-layouts.ts). So each page is opened
 * in one template, and each template's frame around its home page and a share of the pages: every page and
 * every frame is compared, without opening all pages three times (each page load is ~2 s of the suite).
 */
describe('template previews render the real storefront', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  const TEMPLATES = [1, 2, 3] as const;

  const tenantUrl = (id: number, pathname: string) => `http://tpl${String(id)}.localhost:${stack.port}${pathname}`;
  const previewUrl = (id: number, pathname: string) => `${stack.url}/template${String(id)}${pathname === '/' ? '' : pathname}`;

  interface Opened {
    page: Page;
    status: number | undefined;
    /** Console errors, uncaught page errors and failed requests. */
    problems: string[];
    /** Storefront API calls the page made (`/api/site/...`, `/api/newsletters/...`; page-view beacons excepted). */
    apiCalls: string[];
  }

  async function open(url: string, templateId: number): Promise<Opened> {
    // One browser context for the suite: its HTTP cache keeps the app's chunks between pages.
    const page = await context.newPage();
    const problems: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(site|newsletters)\//.test(pathname) && pathname !== '/api/site/events')
        apiCalls.push(`${request.method()} ${pathname}`);
    });
    const response = await page.goto(url);
    await page.locator(`[data-template="${String(templateId)}"] main`).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // Nothing left loading: no skeleton or busy region in the page.
    await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null, undefined, { timeout: 10_000 });
    return { page, status: response?.status(), problems, apiCalls };
  }

  /**
   * The page's structure inside its template root, without its texts or data: landmarks (with role, label and
   * class names, which are the template's own CSS-module classes) and heading levels, in document order. A run
   * of the same token (one card per product, one per post) counts once, so the demo's six products and a
   * tenant's two give the same structure.
   */
  const structureOf = (page: Page, templateId: number) =>
    page.evaluate((id) => {
      const root = document.querySelector(`[data-template="${String(id)}"]`);
      if (!root) return ['no template root'];
      const tokens: string[] = [`root.${root.className}`];
      for (const el of root.querySelectorAll('header, nav, main, footer, section, aside, form, h1, h2, h3, h4')) {
        const tag = el.tagName.toLowerCase();
        const token = /^h\d$/.test(tag)
          ? tag
          : `${tag}[${el.getAttribute('role') ?? ''}|${el.getAttribute('aria-label') ?? ''}|${el.getAttribute('aria-labelledby') ?? ''}].${el.className}`;
        if (tokens.at(-1) !== token) tokens.push(token);
      }
      return tokens;
    }, templateId);

  beforeAll(async () => {
    stack = await startStack({ PUBLIC_FORM_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const db = stack.prisma;
    // One tenant per template, with the sections the demo site fills (products in categories, posts, contact
    // details) so that both render the same optional parts.
    for (const templateId of TEMPLATES) {
      const tenant = await db.tenant.create({
        data: {
          subdomain: `tpl${String(templateId)}`,
          site_name: `Template ${String(templateId)} Tenant`,
          template_id: templateId,
          mobile: '+1 555 0100',
          email_id: `tpl${String(templateId)}@example.com`,
          address: '1 Real Street',
          homePage: { create: { welcome_description: 'Welcome.', introduction_content: 'About me.' } },
          sliders: { create: [{ description: 'Feel your best', ctaText: 'Shop Now', ctaLink: '/products' }] },
        },
      });
      const category = await db.category.create({ data: { tenant_id: tenant.id, name: 'Nutrition', slug: 'nutrition' } });
      const product = await db.product.create({
        data: {
          tenant_id: tenant.id,
          category_id: category.id,
          name: 'Protein Shake',
          title: 'Vanilla',
          your_price: '29.99',
          base_price: '34.99',
          availability: 'in_stock',
          description: '<p>A smooth vanilla shake.</p>',
        },
      });
      const post = await db.blog.create({
        data: { tenant_id: tenant.id, title: 'Five Habits', content: '<p>Drink water first.</p>', is_visible: true },
      });
      tenantPaths.set(templateId, { product: `/products/nutrition/${product.id}`, post: `/blog/${post.id}` });
    }
  }, 120_000);

  const tenantPaths = new Map<number, { product: string; post: string }>();

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  /** The tenant page and the preview page compared in each template: its home page, and a share of the others. */
  const STRUCTURE_PAIRS: Record<(typeof TEMPLATES)[number], (ids: { product: string; post: string }) => [string, string][]> = {
    1: () => [
      ['/', '/'],
      ['/products', '/products'],
      ['/contact', '/contact'],
    ],
    2: (ids) => [
      ['/', '/'],
      [ids.product, '/products/supplements/1'],
      ['/opportunity', '/opportunity'],
    ],
    3: (ids) => [
      ['/', '/'],
      [ids.post, '/blog/1'],
    ],
  };

  it.each(TEMPLATES)(
    'template %i: the preview has the structure of a tenant site in that template, page by page',
    async (templateId) => {
      for (const [tenantPath, previewPath] of STRUCTURE_PAIRS[templateId](tenantPaths.get(templateId)!)) {
        const site = await open(tenantUrl(templateId, tenantPath), templateId);
        const preview = await open(previewUrl(templateId, previewPath), templateId);
        try {
          const expected = await structureOf(site.page, templateId);
          expect(expected.length).toBeGreaterThan(8);
          expect({ previewPath, structure: await structureOf(preview.page, templateId) }).toEqual({ previewPath, structure: expected });
        } finally {
          await site.page.close();
          await preview.page.close();
        }
      }
    },
    120_000,
  );

  it('compares every page in some template, and every template', () => {
    const ids = { product: '/products/nutrition/p', post: '/blog/b' };
    const compared = TEMPLATES.flatMap((templateId) => STRUCTURE_PAIRS[templateId](ids).map(([tenantPath]) => tenantPath));
    expect(new Set(compared)).toEqual(new Set(['/', '/products', ids.product, '/opportunity', '/contact', ids.post]));
    expect(TEMPLATES.filter((templateId) => STRUCTURE_PAIRS[templateId](ids).some(([tenantPath]) => tenantPath === '/'))).toEqual([
      ...TEMPLATES,
    ]);
  });

  /** The preview routes (docs/product.md#routes), and the storefront's other pages its links lead to. */
  const PREVIEW_PATHS = [
    '/',
    '/products',
    '/product/1',
    '/opportunity',
    '/join-us',
    '/contact',
    '/blog',
    '/blog/2',
    '/products/skin-care',
    '/leaders',
    '/newsletters',
    '/privacy-policy',
  ];

  it('every preview route of every template answers 200 with the app', async () => {
    const answers = await Promise.all(
      TEMPLATES.flatMap((templateId) =>
        PREVIEW_PATHS.map(async (pathname) => {
          const res = await fetch(previewUrl(templateId, pathname), { headers: { Accept: 'text/html' } });
          const html = await res.text();
          return { url: `/template${String(templateId)}${pathname}`, status: res.status, app: html.includes('<div id="root"') };
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200 || !answer.app)).toEqual([]);
  });

  it.each(TEMPLATES)(
    'template %i: its share of the preview routes renders without errors or API reads',
    async (templateId) => {
      // Route i in template (i mod 3) + 1: the twelve routes once each, four in each template's frame.
      const share = PREVIEW_PATHS.filter((_pathname, i) => (i % TEMPLATES.length) + 1 === templateId);
      for (const pathname of share) {
        const { page, status, problems, apiCalls } = await open(previewUrl(templateId, pathname), templateId);
        try {
          expect({ pathname, status, problems, apiCalls }).toEqual({ pathname, status: 200, problems: [], apiCalls: [] });
          expect(await page.getByText(`You are previewing Template ${String(templateId)} with demo content.`).count()).toBe(1);
          expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        } finally {
          await page.close();
        }
      }
    },
    120_000,
  );

  it('the preview forms show a demo notice and send nothing', async () => {
    const { page, problems, apiCalls } = await open(previewUrl(1, '/contact'), 1);
    try {
      const lead = page.getByRole('form', { name: 'Send a message' });
      await lead.getByLabel('Name', { exact: false }).first().fill('Sam Visitor');
      await lead.getByLabel('Email', { exact: false }).first().fill('sam@example.com');
      await lead.getByLabel('Message', { exact: false }).fill('Hello');
      await lead.getByRole('button', { name: 'Send message' }).click();
      await lead.getByText('This is a demo site: your message was not sent.').waitFor();

      const newsletter = page.getByRole('form', { name: 'Newsletter signup' });
      await newsletter.getByRole('textbox').fill('sam@example.com');
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await newsletter.getByText('This is a demo site: you were not subscribed.').waitFor();
      await page.waitForLoadState('networkidle');
      expect({ problems, apiCalls }).toEqual({ problems: [], apiCalls: [] });
    } finally {
      await page.close();
    }
  }, 60_000);
});
