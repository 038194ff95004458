import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot, startStack, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';
import { launchBrowser, waitForHydration } from './support/browser.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
/** The year the footer shows, read when asserted (not when the file loads: a run can cross New Year). */
const thisYear = () => String(new Date().getFullYear());

/**
 * The tenant storefront in Chromium against the built platform: content is written straight into the
 * database, then read back through the public site API by the real web app on `<sub>.localhost`.
 */
describe('tenant storefront in the browser', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let janeId: string;
  let visibleBlogId: string;
  let hiddenBlogId: string;
  let shakeId: string;

  const site = (sub: string, pathname = '/') => `http://${sub}.localhost:${stack.port}${pathname}`;

  async function open(url: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(url);
    await waitForHydration(page);
    return page;
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, PUBLIC_FORM_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    fs.mkdirSync(artifacts, { recursive: true });
    const db = stack.prisma;

    const jane = await db.tenant.create({
      data: {
        subdomain: 'jane',
        site_name: "Jane's Wellness Corner",
        currency: 'USD',
        country: 'US',
        mobile: '+1 555 0100',
        email_id: 'jane@example.com',
        address: '1 Market Street, San Francisco',
        // Points at an upload that does not exist: the header must fall back to the text 'Logo'.
        site_logo: '/uploads/missing-logo.png',
        homePage: {
          create: {
            welcome_description: 'Welcome to my corner of wellness, where healthy habits start.',
            introduction_content: 'I have shared these products with my neighbours for ten years.',
            about_company_title: 'About the Company Jane Trusts',
            about_company_content_1: 'A company Jane has trusted for a decade.',
            about_company_content_2: 'Products she uses every single day.',
            why_network_marketing_title: 'Why Jane Chose Network Marketing',
            why_network_marketing_content: 'Freedom to work from home around the family.',
            support_content: 'Jane answers every message within a day.',
          },
        },
        sliders: {
          create: [
            { description: 'Feel your best every day with Jane', ctaText: 'Shop Now', ctaLink: '/products', sort_order: 0 },
            { description: 'Second slide is not the hero', ctaText: 'Nope', ctaLink: '/blog', sort_order: 1 },
          ],
        },
        footerDisclaimers: {
          create: {
            site_disclaimer: 'Jane runs this site independently.',
            product_disclaimer: 'Jane says: products are not medicines.',
            income_disclaimer: 'Jane says: results vary from person to person.',
          },
        },
        contactUsEntries: {
          create: { contactus_text: 'Call me on weekdays between nine and five.', created_at: new Date('2026-01-15T10:00:00Z') },
        },
        socialLinks: { create: { data: { facebook: 'https://www.facebook.com/janewellness' } } },
      },
    });
    janeId = jane.id;
    const nutrition = await db.category.create({
      data: { tenant_id: jane.id, name: 'Nutrition', slug: 'nutrition', description: 'Daily nutrition' },
    });
    const shake = await db.product.create({
      data: {
        tenant_id: jane.id,
        category_id: nutrition.id,
        name: 'Protein Shake',
        title: 'Vanilla, 500 g',
        your_price: '29.99',
        base_price: '34.50',
        preferred_customer_price: '27.00',
        currency: 'USD',
        availability: 'in_stock',
        buy_link: 'https://shop.example.com/shake',
        description: 'A smooth vanilla shake.',
      },
    });
    shakeId = shake.id;
    await db.product.create({
      data: {
        tenant_id: jane.id,
        category_id: nutrition.id,
        name: 'Green Tea',
        your_price: '12.00',
        currency: 'USD',
        availability: 'out_of_stock',
        sort_order: 1,
      },
    });
    const visible = await db.blog.create({
      data: { tenant_id: jane.id, title: 'Five Habits for More Energy', content: '<p>Drink a glass of water first.</p>', is_visible: true },
    });
    visibleBlogId = visible.id;
    const hidden = await db.blog.create({
      data: { tenant_id: jane.id, title: 'Secret Draft Post', content: '<p>Not yet.</p>', is_visible: false },
    });
    hiddenBlogId = hidden.id;

    await db.tenant.create({ data: { subdomain: 'emptysite', site_name: null } });
    await db.template.create({ data: { id: 7, name: 'Template 7' } });
    await db.tenant.create({ data: { subdomain: 'seven', site_name: 'Seven', template_id: 7 } });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it("shows jane's hero, sections, header and footer", async () => {
    const page = await open(site('jane'));
    try {
      await page.getByRole('heading', { level: 1, name: "Jane's Wellness Corner" }).waitFor({ timeout: 15_000 });
      await page.getByText('Feel your best every day with Jane').waitFor();
      expect(await page.getByText('Second slide is not the hero').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/products');
      for (const text of [
        'Welcome to my corner of wellness, where healthy habits start.',
        'I have shared these products with my neighbours for ten years.',
        'About the Company Jane Trusts',
        'A company Jane has trusted for a decade.',
        'Why Jane Chose Network Marketing',
        'Jane answers every message within a day.',
      ]) {
        expect(await page.getByText(text).count()).toBeGreaterThan(0);
      }
      expect(await page.title()).toBe("Jane's Wellness Corner");

      const header = page.locator('header');
      expect(await header.getByText('An Independent Distributor of NHT Global').count()).toBe(1);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [name, href] of [
        ['Home', '/'],
        ['Products', '/products'],
        ['Opportunity', '/opportunity'],
        ['Join Us', '/join-us'],
        ['Contact', '/contact'],
        ['Blog', '/blog'],
      ]) {
        expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }

      const footer = page.locator('footer');
      await footer.getByText('Jane runs this site independently.').waitFor();
      expect(await footer.getByText('Jane says: products are not medicines.').count()).toBe(1);
      expect(await footer.getByText('Jane says: results vary from person to person.').count()).toBe(1);
      expect(await footer.getByText('+1 555 0100').count()).toBe(1);
      expect(await footer.getByText('jane@example.com').count()).toBe(1);
      expect(await footer.getByText('1 Market Street, San Francisco').count()).toBe(1);
      expect(await footer.getByText(`© ${thisYear()} Jane's Wellness Corner. All rights reserved.`).count()).toBe(1);
      expect(await footer.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://www.facebook.com/janewellness');
      const hrefs = await page.evaluate<string[]>('[...document.querySelectorAll("footer a")].map((a) => a.getAttribute("href"))');
      for (const href of [
        '/products',
        '/opportunity',
        '/join-us',
        '/contact',
        '/blog',
        '/leaders',
        '/newsletters',
        '/income-disclaimer',
        '/privacy-policy',
        '/terms-of-use',
      ]) {
        expect(hrefs).toContain(href);
      }
      await page.screenshot({ path: path.join(artifacts, 'storefront-jane.png'), fullPage: true });
    } finally {
      await page.close();
    }
  }, 60_000);

  it("falls back to the text 'Logo' when the logo image is missing, and shows the default logo otherwise", async () => {
    const jane = await open(site('jane'));
    try {
      await jane.locator('header [data-logo-status="error"]').waitFor({ timeout: 15_000 });
      expect(await jane.locator('header').getByText('Logo', { exact: true }).isVisible()).toBe(true);
      expect(await jane.locator('header img').count()).toBe(0);
    } finally {
      await jane.close();
    }
    const empty = await open(site('emptysite'));
    try {
      await empty.locator('header [data-logo-status="loaded"]').waitFor({ timeout: 15_000 });
      const logo = empty.locator('header img');
      expect(await logo.getAttribute('src')).toBe('/storefront/logo-default.svg');
      expect(await logo.isVisible()).toBe(true);
    } finally {
      await empty.close();
    }
  }, 60_000);

  it('shows the defaults on a site with no content', async () => {
    const page = await open(site('emptysite'));
    try {
      await page.getByRole('heading', { level: 1, name: 'Default Site' }).waitFor({ timeout: 15_000 });
      expect(await page.getByText(/Established in 2001/).count()).toBeGreaterThan(0);
      expect(await page.getByText(/over 90 countries/).count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Shop Products' }).getAttribute('href')).toBe('/products');
      const footer = page.locator('footer');
      await footer.getByText(/This is an independent distributor website\. It is not the official website of NHT Global/).waitFor();
      expect(await footer.getByText(/have not been evaluated by the Food and Drug Administration/).count()).toBe(1);
      expect(await footer.getByText(/indicative only .* no income is guaranteed\./).count()).toBe(1);
      expect(await footer.getByText(`© ${thisYear()} Default Site. All rights reserved.`).count()).toBe(1);
      expect(await page.title()).toBe('Default Site');
    } finally {
      await page.close();
    }
  }, 60_000);

  it('shows the scroll-to-top button after 300 px and scrolls back up', async () => {
    const page = await open(site('jane'));
    try {
      await page.getByRole('heading', { level: 1, name: "Jane's Wellness Corner" }).waitFor({ timeout: 15_000 });
      const button = page.getByRole('button', { name: 'Scroll to top' });
      expect(await button.count()).toBe(0);
      await page.evaluate('window.scrollTo(0, 900)');
      await button.waitFor({ state: 'visible', timeout: 5_000 });
      // Back to 250 px: the button goes. Waiting for it to go (rather than looking after a pause) proves
      // the page reacted to 250 px, and fails if 250 px were enough to show it.
      await page.evaluate('window.scrollTo(0, 250)');
      await button.waitFor({ state: 'detached', timeout: 5_000 });
      await page.evaluate('window.scrollTo(0, 900)');
      await button.waitFor({ state: 'visible', timeout: 5_000 });
      await button.click();
      // A function, not a string: Playwright evals a string predicate in the page, which the CSP refuses.
      await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
      await button.waitFor({ state: 'detached', timeout: 5_000 });
    } finally {
      await page.close();
    }
  }, 60_000);

  it('subscribes to the newsletter (reading A)', async () => {
    const page = await open(site('jane'));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletters/subscribe')) calls.push(request.postData() ?? '');
    });
    try {
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      await form.waitFor({ timeout: 15_000 });
      const input = form.getByLabel('Email address');
      const button = form.getByRole('button', { name: /Subscribe/ });
      const message = form.getByRole('status');

      await input.fill('   ');
      await button.click();
      await form.getByText('Email is required').waitFor();
      expect(calls).toHaveLength(0);

      // The request is held until the submitting state has been seen (however slow the machine), then let go.
      let letGo!: () => void;
      const held = new Promise<void>((resolve) => (letGo = resolve));
      await page.route('**/api/newsletters/subscribe', async (route) => {
        await held;
        await route.continue();
      });
      await input.fill('visitor@example.com');
      await button.click();
      await form.getByRole('button', { name: 'Subscribing...' }).waitFor();
      expect(await form.getByRole('button', { name: 'Subscribing...' }).isDisabled()).toBe(true);
      expect(await message.textContent()).toBe('');
      letGo();
      await form.getByText('Subscription successful!').waitFor({ timeout: 10_000 });
      expect(await input.inputValue()).toBe('');
      expect(await message.getAttribute('data-status')).toBe('success');
      expect(calls).toHaveLength(1);
      // Consent evidence (which form, on which page) and the visit's first touch (analytics attribution):
      // here a direct visit to the home page.
      expect(JSON.parse(calls[0])).toEqual({ email: 'visitor@example.com', source: 'footer', page: '/', attribution: { page: '/' } });
      const subscriber = await stack.prisma.subscriber.findFirst({ where: { tenant_id: janeId, email: 'visitor@example.com' } });
      expect(subscriber).not.toBeNull();

      await input.fill('bad@');
      await button.click();
      await form.getByText('Please enter a valid email address').waitFor({ timeout: 10_000 });
      expect(await message.getAttribute('data-status')).toBe('error');
      const color = await page.evaluate<string>(
        'getComputedStyle(document.querySelector(\'form[aria-label="Newsletter signup"] [role="status"]\')).color',
      );
      const [r, g] = (color.match(/\d+/g) ?? []).map(Number);
      expect(r).toBeGreaterThan(g);
      expect(await input.inputValue()).toBe('bad@');
    } finally {
      await page.close();
    }
  }, 60_000);

  it('lists products with prices in the tenant currency and shows a product', async () => {
    const page = await open(site('jane', '/products'));
    try {
      await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor({ timeout: 15_000 });
      await page.getByText('Protein Shake').first().waitFor();
      expect(await page.getByText('$29.99').count()).toBeGreaterThan(0);
      expect(await page.getByText('$12.00').count()).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(artifacts, 'storefront-products.png'), fullPage: true });
      expect(await page.getByText('Out of stock').count()).toBeGreaterThan(0);
      expect(
        await page
          .getByRole('link', { name: /Nutrition/ })
          .first()
          .getAttribute('href'),
      ).toBe('/products/nutrition');

      await page.getByRole('link', { name: /Protein Shake/ }).click();
      await page.waitForURL(`**/products/nutrition/${shakeId}`);
      await page.getByRole('heading', { level: 1, name: 'Protein Shake' }).waitFor();
      expect(await page.getByTestId('your-price').textContent()).toBe('$29.99');
      expect(await page.getByText('$34.50').count()).toBe(1);
      expect(await page.getByText('$27.00').count()).toBe(1);
      expect(await page.getByText('In stock').count()).toBeGreaterThan(0);
      const buy = page.getByRole('link', { name: 'Buy now' });
      // The site's own click link: the server counts the click and redirects to the distributor's shop link.
      expect(await buy.getAttribute('href')).toBe(`/go/buy/${shakeId}`);
      expect(await buy.getAttribute('target')).toBe('_blank');
      expect(await buy.getAttribute('rel')).toContain('noopener');
      await page.screenshot({ path: path.join(artifacts, 'storefront-product.png'), fullPage: true });
    } finally {
      await page.close();
    }
  }, 60_000);

  it('lists only visible blog posts; a hidden post is not found', async () => {
    const page = await open(site('jane', '/blog'));
    try {
      await page.getByText('Five Habits for More Energy').waitFor({ timeout: 15_000 });
      expect(await page.getByText('Secret Draft Post').count()).toBe(0);
      await page.getByRole('link', { name: /Five Habits for More Energy/ }).click();
      await page.waitForURL(`**/blog/${visibleBlogId}`);
      await page.getByText('Drink a glass of water first.').waitFor();

      await page.goto(site('jane', `/blog/${hiddenBlogId}`));
      await page.getByText('Blog post not found').waitFor({ timeout: 15_000 });
      expect(await page.getByText('Secret Draft Post').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('captures a lead from the contact page', async () => {
    const page = await open(site('jane', '/contact'));
    try {
      await page.getByText('Call me on weekdays between nine and five.').waitFor({ timeout: 15_000 });
      expect(await page.getByText('2026-01-15').count()).toBe(1);
      const form = page.getByRole('form', { name: 'Send a message' });
      const honeypot = form.locator('input[name="website"]');
      expect(await honeypot.getAttribute('tabindex')).toBe('-1');
      expect(await honeypot.getAttribute('autocomplete')).toBe('off');
      // Visually hidden: rendered (bots fill it) but off screen and out of the accessibility tree.
      const box = await honeypot.boundingBox();
      expect(box === null || box.x + box.width <= 0).toBe(true);
      expect(await form.locator('[aria-hidden="true"]:has(input[name="website"])').count()).toBe(1);

      await form.getByLabel('Name').fill('Vera Visitor');
      await form.getByLabel('Email').fill('vera@example.com');
      await form.getByLabel('Phone (optional)').fill('+1 555 0199');
      await form.getByLabel('Message').fill('Please tell me more about the protein shake.');
      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Thank you! Your message has been sent.').waitFor({ timeout: 10_000 });
      expect(await form.getByLabel('Name').inputValue()).toBe('');
      await page.screenshot({ path: path.join(artifacts, 'storefront-contact.png'), fullPage: true });
      const lead = await stack.prisma.lead.findFirst({ where: { tenant_id: janeId, email: 'vera@example.com' } });
      expect(lead).toMatchObject({ name: 'Vera Visitor', phone: '+1 555 0199', message: 'Please tell me more about the protein shake.' });
    } finally {
      await page.close();
    }
  }, 60_000);

  it('opens the mobile menu and navigates with it', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    try {
      await page.goto(site('jane'));
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: "Jane's Wellness Corner" }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.waitFor({ state: 'visible', timeout: 10_000 });
      await page.screenshot({ path: path.join(artifacts, 'storefront-mobile-menu.png') });
      await menu.getByRole('link', { name: 'Blog' }).click();
      await page.waitForURL(site('jane', '/blog'));
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await menu.waitFor({ state: 'hidden', timeout: 10_000 });
    } finally {
      await page.close();
    }
  }, 60_000);

  // A template preview path is one too on a store's host: previews are on the main domain only.
  it.each(['/no/such/page', '/template1/products'])(
    'sends an unknown path (%s) to the home page',
    async (pathname) => {
      const page = await open(site('jane', pathname));
      try {
        await page.waitForURL(site('jane', '/'), { timeout: 15_000 });
        await page.getByRole('heading', { level: 1, name: "Jane's Wellness Corner" }).waitFor();
      } finally {
        await page.close();
      }
    },
    30_000,
  );

  // The sign-in, back-office and admin routes are not in the table a store's page starts with (they are
  // added on the first navigation into them, app/router.tsx): loaded directly, they still open, not home.
  it.each([
    ['/backoffice-login', '/backoffice-login', 'Distributor login'],
    ['/backoffice/dashboard', '/backoffice-login', 'Distributor login'],
    ['/superadmin-login', '/superadmin-login', 'Super admin login'],
    ['/admin/agents', '/superadmin-login', 'Super admin login'],
  ])(
    'opens %s on a store’s own host when loaded directly',
    async (pathname, landsOn, heading) => {
      const page = await open(site('jane', pathname));
      try {
        await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
        expect(new URL(page.url()).pathname).toBe(landsOn);
      } finally {
        await page.close();
      }
    },
    30_000,
  );

  it('shows Store Not Found for a subdomain nobody has', async () => {
    const page = await open(site('nobody'));
    try {
      await page.getByText('Store not found. This subdomain may not be configured yet.').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('link', { name: 'Go to Main Site' }).getAttribute('href')).toBe(`http://localhost:${stack.port}/`);
    } finally {
      await page.close();
    }
  }, 30_000);

  it('refuses a template id it does not support', async () => {
    const page = await open(site('seven'));
    try {
      await page.getByText('Template ID 7 is not supported.').waitFor({ timeout: 15_000 });
    } finally {
      await page.close();
    }
  }, 30_000);
});
