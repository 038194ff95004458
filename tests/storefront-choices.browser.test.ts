import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';
import { launchBrowser, waitForHydration } from './support/browser.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
const ADMIN = { name: 'Root', email: 'root@example.com', password: 'admin-pass-1' };
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Every storefront route (docs/product.md#routes and the footer links), for a site with one category, product and post. */
const routes = (ids: { productId: string; blogId: string }) => [
  '/',
  '/products',
  '/products/nutrition',
  `/products/nutrition/${ids.productId}`,
  '/opportunity',
  '/join-us',
  '/contact',
  '/blog',
  `/blog/${ids.blogId}`,
  '/leaders',
  '/newsletters',
  '/income-disclaimer',
  '/privacy-policy',
  '/terms-of-use',
];

/**
 * In the page: status chips and one-word table texts that do not fit — a chip whose text is cut ("P…")
 * or any word broken across lines ("Noth|ing"). Each entry names the offender.
 */
function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    for (const chip of document.querySelectorAll<HTMLElement>('.mantine-Badge-root')) {
      if (!visible(chip)) continue;
      const label = chip.querySelector<HTMLElement>('.mantine-Badge-label') ?? chip;
      if (label.scrollWidth > label.clientWidth + 1 || chip.scrollWidth > chip.clientWidth + 1)
        problems.push(`chip cut: ${chip.textContent ?? ''}`);
    }
    // No word of a chip or of a table cell's text may be split over two lines.
    const texts = [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label, td p, td span')].filter(visible);
    for (const el of texts) {
      if (el.style.wordBreak === 'break-all') continue; // record values are long tokens, broken on purpose
      const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!node?.textContent) continue;
      const text = node.textContent;
      let offset = 0;
      // A line may break after a hyphen (shop.cora-|example.org); inside a word it may not ("Noth|ing").
      for (const word of text.split(/[\s-]+/)) {
        const start = text.indexOf(word, offset);
        offset = start + word.length;
        if (!word) continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + word.length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1)
          problems.push(
            `word broken: ${word} (${el.tagName.toLowerCase()} in ${el.closest('td, .mantine-Badge-root')?.textContent ?? ''})`,
          );
      }
    }
    return problems;
  });
}

/** The storefront's choices in Chromium against the built platform: product page, template choice, site status, rough edges. */
describe('storefront choices in the browser', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ids: { productId: string; blogId: string };
  let tenantId: string;

  const sub = 'cora';
  const site = (pathname = '/') => `http://${sub}.localhost:${stack.port}${pathname}`;
  const backoffice = (screen: string) => `${stack.url}/backoffice/${screen}`;
  const toast = (text: string | RegExp) =>
    page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });

  async function visit<T>(pathname: string, check: (visitor: Page) => Promise<T>, viewport = DESKTOP): Promise<T> {
    const visitor = await context.newPage();
    try {
      await visitor.setViewportSize(viewport);
      await visitor.goto(site(pathname));
      await waitForHydration(visitor);
      return await check(visitor);
    } finally {
      await visitor.close();
    }
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, PUBLIC_FORM_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP });
    page = await context.newPage();
    fs.mkdirSync(artifacts, { recursive: true });
    await stack.prisma.admin.create({
      data: { name: ADMIN.name, email: ADMIN.email, password_hash: await argon2.hash(ADMIN.password, { type: argon2.argon2id }) },
    });
    // A site that already holds the subdomain the new distributor tries first.
    const taken = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Early',
        last_name: 'Bird',
        email: 'early@example.com',
        password: 'early-password-1',
        subdomain: 'taken',
      }),
    });
    expect(taken.status).toBe(201);
  }, 90_000);

  afterAll(async () => {
    if (page && !page.isClosed())
      await page.screenshot({ path: path.join(artifacts, 'storefront-choices-last.png') }).catch(() => undefined);
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it('signup: the server\'s "already taken" goes away once the form changes, never under a newer inline error', async () => {
    await page.goto(`${stack.url}/backoffice-signup`);
    await page.getByLabel('First name').fill('Cora');
    await page.getByLabel('Last name').fill('Maker');
    await page.getByLabel('Email').fill('cora@example.com');
    await page.getByLabel('Password').fill('cora-password-1');
    const subdomain = page.getByLabel('Subdomain');
    await subdomain.fill('taken');
    await page.getByRole('button', { name: 'Create my site' }).click();
    await page.getByText('This subdomain is already taken').first().waitFor({ timeout: 15_000 });
    await subdomain.fill('ab');
    await page.getByRole('button', { name: 'Create my site' }).click();
    await page.getByText(/Use 3–63 lowercase letters/).waitFor();
    expect(await page.getByText('This subdomain is already taken').count()).toBe(0);
    await subdomain.fill(sub);
    await page.getByRole('button', { name: 'Create my site' }).click();
    await page.waitForURL('**/backoffice/dashboard', { timeout: 20_000 });

    tenantId = (await stack.prisma.tenant.findUniqueOrThrow({ where: { subdomain: sub } })).id;
    const nutrition = await stack.prisma.category.create({
      data: { tenant_id: tenantId, name: 'Nutrition', slug: 'nutrition', description: 'Daily nutrition' },
    });
    const product = await stack.prisma.product.create({
      data: {
        tenant_id: tenantId,
        category_id: nutrition.id,
        name: 'Protein Shake',
        your_price: '29.99',
        currency: 'USD',
        availability: 'in_stock',
        description: 'Smooth vanilla.',
      },
    });
    const blog = await stack.prisma.blog.create({
      data: { tenant_id: tenantId, title: 'Morning Habits', content: '<p>Water first.</p>', is_visible: true },
    });
    ids = { productId: product.id, blogId: blog.id };
  }, 60_000);

  it('the product page edited in the back office appears above the catalogue on /products', async () => {
    await page.goto(backoffice('product-page'));
    await page.getByLabel('Title', { exact: true }).fill("Cora's Picks");
    await page.getByLabel('Introduction').fill('Everything I use myself, with local prices.');
    await page.getByLabel('Call-to-action text').fill('Ask Cora');
    await page.getByLabel('Call-to-action link').fill('/contact');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Product page saved');

    await visit('/products', async (visitor) => {
      const title = visitor.getByRole('heading', { level: 1, name: "Cora's Picks" });
      await title.waitFor({ timeout: 15_000 });
      await visitor.getByText('Everything I use myself, with local prices.').waitFor();
      const cta = visitor.getByRole('link', { name: 'Ask Cora' });
      expect(await cta.getAttribute('href')).toBe('/contact');
      const product = visitor.getByRole('heading', { name: 'Protein Shake' });
      await product.waitFor();
      const [introBox, productBox] = [await cta.boundingBox(), await product.boundingBox()];
      expect(introBox && productBox && introBox.y < productBox.y).toBe(true);
      await visitor.screenshot({ path: path.join(artifacts, 'storefront-choices-products.png'), fullPage: true });
    });
  }, 60_000);

  it('the opportunity page, social links and disclaimers can be deleted, bringing back the defaults', async () => {
    await page.goto(backoffice('opportunity/page-banner'));
    await page.getByLabel('Banner title').fill('Build With Cora');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Opportunity banner saved');
    await visit('/opportunity', (visitor) =>
      visitor.getByRole('heading', { level: 1, name: 'Build With Cora' }).waitFor({ timeout: 15_000 }),
    );
    await page.getByRole('button', { name: 'Delete opportunity page' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Opportunity page deleted');
    expect(await page.getByLabel('Banner title').inputValue()).toBe('');
    await visit('/opportunity', (visitor) =>
      visitor.getByRole('heading', { level: 1, name: 'The Opportunity' }).waitFor({ timeout: 15_000 }),
    );

    await page.goto(backoffice('social-media'));
    await page.getByLabel('Facebook URL').fill('https://www.facebook.com/cora');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Social links saved');
    await page.getByRole('button', { name: 'Delete social links' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Social links deleted');
    expect(await stack.prisma.socialLinks.count({ where: { tenant_id: tenantId } })).toBe(0);

    await page.goto(backoffice('footer-disclaimer'));
    await page.getByLabel('Site disclaimer').fill('Cora runs this site herself.');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Disclaimers saved');
    await visit('/', (visitor) => visitor.getByText('Cora runs this site herself.').waitFor({ timeout: 15_000 }));
    await page.getByRole('button', { name: 'Delete disclaimers' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Disclaimers deleted');
    await visit('/', async (visitor) => {
      await visitor.getByText(/Income disclaimer:/).waitFor({ timeout: 15_000 });
      expect(await visitor.getByText('Cora runs this site herself.').count()).toBe(0);
    });
  }, 90_000);

  it('switching template in settings changes the storefront layout, and every route answers in each template', async () => {
    const looks = new Map<number, { h1Font: string; headerImage: string; navBelowBrand: boolean }>();
    for (const templateId of [2, 3, 1]) {
      await page.goto(backoffice('settings'));
      const preview = page.getByRole('link', { name: `Preview Template ${String(templateId)} with my content` });
      expect(await preview.getAttribute('href')).toBe(`${site('/')}?preview_template=${String(templateId)}`);
      await page.getByRole('button', { name: `Use Template ${String(templateId)}` }).click();
      await toast('Template saved');
      await page.getByRole('button', { name: `Template ${String(templateId)}: In use` }).waitFor();

      for (const pathname of routes(ids)) {
        await visit(pathname, async (visitor) => {
          await visitor.locator(`[data-template="${String(templateId)}"]`).waitFor({ timeout: 15_000 });
          await visitor.locator('main h1').first().waitFor();
          expect(await visitor.getByText('Invalid Template').count()).toBe(0);
          expect(await visitor.getByText('Something went wrong').count()).toBe(0);
          if (pathname === '/') {
            looks.set(
              templateId,
              await visitor.evaluate(() => {
                const header = document.querySelector('header');
                const brand = header?.querySelector('a')?.getBoundingClientRect();
                const nav = header?.querySelector('nav')?.getBoundingClientRect();
                return {
                  h1Font: getComputedStyle(document.querySelector('main h1') ?? document.body).fontFamily,
                  headerImage: header ? getComputedStyle(header).backgroundImage : '',
                  navBelowBrand: Boolean(brand && nav && nav.top >= brand.bottom - 1),
                };
              }),
            );
            await visitor.screenshot({ path: path.join(artifacts, `storefront-template${String(templateId)}.png`), fullPage: true });
          }
        });
        if (pathname === '/' || pathname === '/products') {
          // On a phone: no sideways scrolling, and the menu opens.
          await visit(
            pathname,
            async (visitor) => {
              await visitor
                .locator(`[data-template="${String(templateId)}"] main h1`)
                .first()
                .waitFor({ timeout: 15_000 });
              expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
              // The brand and the menu button share one header row.
              const [brand, burger] = [
                await visitor.locator('header a').first().boundingBox(),
                await visitor.getByRole('button', { name: 'Open menu' }).boundingBox(),
              ];
              expect(brand && burger && Math.abs(brand.y + brand.height / 2 - (burger.y + burger.height / 2)) < 12).toBe(true);
              await visitor.getByRole('button', { name: 'Open menu' }).click();
              await visitor.getByRole('dialog').getByRole('link', { name: 'Blog' }).waitFor();
              // The menu keeps dark text on its white sheet, whatever the template's header colours.
              const titleColor = await visitor.getByRole('dialog').evaluate((dialog) => {
                const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
                return title ? getComputedStyle(title).color : '';
              });
              expect(titleColor).not.toBe('rgb(255, 255, 255)');
              expect(titleColor).not.toBe('');
              if (pathname === '/')
                await visitor.screenshot({ path: path.join(artifacts, `storefront-template${String(templateId)}-phone.png`) });
            },
            PHONE,
          );
        }
      }
    }
    // Three designs, not one: template 2 sets serif headings under a centred masthead; template 3 a colour band.
    expect(looks.get(2)).toMatchObject({ h1Font: expect.stringContaining('Georgia'), navBelowBrand: true });
    expect(looks.get(3)?.headerImage).toContain('linear-gradient');
    expect(looks.get(1)).toMatchObject({ headerImage: 'none', navBelowBrand: false });
    expect(looks.get(1)?.h1Font).not.toContain('Georgia');

    // Text links in page copy take the template's colour, not the browser's default blue.
    for (const [pathname, name] of [
      ['/products/no-such-category', 'See all products'],
      [`/blog/${ids.blogId}`, '← Back to the blog'],
    ] as const) {
      await visit(pathname, async (visitor) => {
        const link = visitor.getByRole('link', { name });
        await link.waitFor({ timeout: 15_000 });
        const [color, primary] = await link.evaluate((el) => [
          getComputedStyle(el).color,
          getComputedStyle(el).getPropertyValue('--sf-primary-text').trim(),
        ]);
        expect(color).not.toBe('rgb(0, 0, 238)');
        expect(primary).toBe('#087357');
        expect(color).toBe('rgb(8, 115, 87)');
      });
    }

    // A preview shows another template with the distributor's content, without saving it.
    await visit('/?preview_template=3', async (visitor) => {
      await visitor.locator('[data-template="3"]').waitFor({ timeout: 15_000 });
      await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
      await visitor.getByRole('heading', { level: 1, name: "Cora's Picks" }).waitFor();
      expect(await visitor.locator('[data-template="3"]').count()).toBe(1);
    });
    expect((await stack.prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } })).template_id).toBe(1);
  }, 240_000);

  it('a template id outside 1–3 (an old row) shows Invalid Template', async () => {
    await stack.prisma.template.upsert({ where: { id: 4 }, update: {}, create: { id: 4, name: 'Retired' } });
    await stack.prisma.tenant.create({ data: { subdomain: 'oldrow', site_name: 'Old Row', template_id: 4 } });
    const visitor = await context.newPage();
    try {
      await visitor.goto(`http://oldrow.localhost:${String(stack.port)}/products`);
      await waitForHydration(visitor);
      await visitor.getByText('Template ID 4 is not supported.').waitFor({ timeout: 15_000 });
    } finally {
      await visitor.close();
    }
  }, 30_000);

  it('the training feed renders formatted text, not HTML tags', async () => {
    await stack.prisma.training.create({
      data: {
        title: 'Set up your site',
        description: 'Five minutes',
        content: '<p>Open <strong>Settings</strong> and add your logo.</p><ul><li>Name</li><li>Logo</li></ul>',
      },
    });
    await page.goto(backoffice('training'));
    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Set up your site' });
    await card.waitFor({ timeout: 15_000 });
    await card.locator('strong', { hasText: 'Settings' }).waitFor();
    expect(await card.locator('li').count()).toBe(2);
    expect(await card.innerText()).not.toContain('<');
  }, 30_000);

  it('Refresh DNS shows checking… then the result; chips and DNS texts fit at 1366 and 390 px', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const saved = await fetch(`${stack.url}/api/tenants/${tenantId}/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token ?? ''}` },
      body: JSON.stringify({ domain_type: 'custom_domain', custom_domain: 'shop.cora-example.org' }),
    });
    expect(saved.status).toBe(200);

    await page.goto(backoffice('settings'));
    await page.getByRole('table', { name: 'DNS records to create' }).waitFor({ timeout: 15_000 });
    // The request is held until "Checking DNS…" has been seen: the worker's look-up after the save above
    // can land within a second, and then the answer follows at once.
    const verify = `**/api/tenants/${tenantId}/settings/verify-domain`;
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route(
      verify,
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Refresh DNS' }).click();
    await page.getByText('Checking DNS…').waitFor();
    letGo();
    // The worker looks the records up (this sandbox's DNS has none of them) and the screen shows its verdict.
    await page.getByText(/^Checked: /).waitFor({ timeout: 45_000 });

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(backoffice('settings'));
      await page.getByRole('table', { name: 'DNS records to create' }).waitFor({ timeout: 15_000 });
      await page.getByText('DNS: Pending').first().waitFor();
      expect(await overflowingText(page)).toEqual([]);
      await page.screenshot({ path: path.join(artifacts, `storefront-choices-dns-${String(viewport.width)}.png`), fullPage: true });

      // The product table on a phone: the row's Edit/Delete stay on screen (sticky), the rest scrolls.
      await page.goto(backoffice('products-list'));
      const edit = page.getByRole('button', { name: 'Edit Protein Shake' });
      await edit.waitFor({ timeout: 15_000 });
      const box = await edit.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(await overflowingText(page)).toEqual([]);
    }
    await page.setViewportSize(DESKTOP);
  }, 120_000);

  it('a new subdomain distributor shows as Active, with their address, in the admin list', async () => {
    const admin = await browser.newContext({ viewport: DESKTOP });
    const adminPage = await admin.newPage();
    try {
      await adminPage.goto(`${stack.url}/superadmin-login`);
      await adminPage.getByLabel('Email').fill(ADMIN.email);
      await adminPage.getByLabel('Password').fill(ADMIN.password);
      await adminPage.getByRole('button', { name: 'Log in' }).click();
      await adminPage.waitForURL('**/admin/dashboard', { timeout: 15_000 });
      for (const viewport of [DESKTOP, PHONE]) {
        await adminPage.setViewportSize(viewport);
        await adminPage.goto(`${stack.url}/admin/agents`);
        await adminPage.getByLabel('Search distributors').fill('early');
        const row = adminPage.getByRole('row').filter({ hasText: 'early@example.com' });
        await row.waitFor({ timeout: 15_000 });
        await row.getByRole('link', { name: `taken.localhost:${String(stack.port)}` }).waitFor();
        if (viewport === DESKTOP) await row.getByLabel('Site status: Active').waitFor();
        expect(await row.getByText('Not set').count()).toBe(0);
        await waitFor(
          async () => (await overflowingText(adminPage)).length === 0,
          5_000,
          () => 'chips overflow on the agents list',
        );
        await adminPage.screenshot({
          path: path.join(artifacts, `storefront-choices-agents-${String(viewport.width)}.png`),
          fullPage: true,
        });
      }
    } finally {
      await admin.close();
    }
  }, 60_000);
});
