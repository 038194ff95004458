import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';
import { launchBrowser } from './support/browser.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');

/** A real (tiny, 4×4, solid colour) PNG: the API sniffs the bytes, so it must be a valid image. */
function pngBytes([r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 4;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A new distributor in Chromium against the built platform: every back-office editor writes through
 * the real API, and the change is then read by the real storefront on `<sub>.localhost`.
 */
describe('the back office changes what visitors see', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tmp: string;
  let sliderPng: string;
  let bannerPng: string;

  const sub = 'bea';
  const site = (pathname = '/') => `http://${sub}.localhost:${stack.port}${pathname}`;
  const backoffice = (screen: string) => `${stack.url}/backoffice/${screen}`;

  /** Opens a storefront page in its own tab (the back-office tab keeps its session and state). */
  async function storefront(pathname: string, check: (visitor: Page) => Promise<void>) {
    const visitor = await context.newPage();
    try {
      await visitor.goto(site(pathname));
      await check(visitor);
    } finally {
      await visitor.close();
    }
  }

  const toast = (text: string) => page.getByText(text).first().waitFor({ timeout: 15_000 });
  const dialog = () => page.getByRole('dialog');

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, PUBLIC_FORM_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    fs.mkdirSync(artifacts, { recursive: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-backoffice-'));
    sliderPng = path.join(tmp, 'slider.png');
    bannerPng = path.join(tmp, 'banner.png');
    fs.writeFileSync(sliderPng, pngBytes([200, 60, 40]));
    fs.writeFileSync(bannerPng, pngBytes([40, 120, 200]));
  }, 90_000);

  afterAll(async () => {
    if (page && !page.isClosed()) await page.screenshot({ path: path.join(artifacts, 'backoffice-last.png') }).catch(() => undefined);
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('signs up a new distributor', async () => {
    await page.goto(`${stack.url}/backoffice-signup`);
    await page.getByLabel('First name').fill('Bea');
    await page.getByLabel('Last name').fill('Builder');
    await page.getByLabel('Email').fill('bea@example.com');
    await page.getByLabel('Password').fill('bea-password-1');
    await page.getByLabel('Subdomain').fill(sub);
    await page.getByRole('button', { name: 'Create my site' }).click();
    await page.waitForURL('**/backoffice/dashboard', { timeout: 20_000 });
    await page.getByRole('img', { name: `QR code for ${site()}` }).waitFor();
    await page.getByText('Published', { exact: true }).first().waitFor();
  }, 60_000);

  it('uploads a slider banner with a preview; it becomes the storefront hero', async () => {
    await page.goto(backoffice('slider-banners'));
    await page.getByRole('button', { name: 'Add slider' }).click();
    await dialog().getByLabel('Slider image').setInputFiles(sliderPng);
    // The picked file is previewed (object URL) before it is saved.
    const preview = dialog().getByRole('img', { name: 'Slider image preview' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await page.screenshot({ path: path.join(artifacts, 'backoffice-slider-dialog.png') });
    await dialog().getByLabel('Description').fill('Fresh starts with Bea');
    await dialog().getByLabel('Button text').fill('Shop the range');
    await dialog().getByLabel('Button link').fill('/products');
    await dialog().getByRole('button', { name: 'Add slider' }).click();
    await toast('Slider added');
    await page.getByRole('table', { name: 'Slider list' }).getByText('Fresh starts with Bea').waitFor();

    await storefront('/', async (visitor) => {
      const hero = visitor.getByRole('region', { name: 'Welcome banner' });
      await hero.getByText('Fresh starts with Bea').waitFor({ timeout: 15_000 });
      await hero.getByRole('link', { name: 'Shop the range' }).waitFor();
      await waitFor(
        async () => (await hero.locator('img[src*="/uploads/"]').count()) > 0,
        10_000,
        () => 'hero image is not the upload',
      );
    });
  }, 60_000);

  it('edits the welcome message (sending only that field), warning before unsaved edits are left', async () => {
    const bodies: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/home-page')) bodies.push(request.postData() ?? '');
    };
    page.on('request', onRequest);
    await page.goto(backoffice('welcome-message'));
    const field = page.getByLabel('Welcome message');
    await field.waitFor();
    await field.fill('Hello from Bea, your wellness neighbour.');
    // Leaving with unsaved edits asks first; staying keeps them.
    await page.getByRole('link', { name: 'Introduction' }).click();
    await page.getByText('You have unsaved changes. Leave this page and discard them?').waitFor();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    expect(page.url()).toBe(backoffice('welcome-message'));
    expect(await field.inputValue()).toBe('Hello from Bea, your wellness neighbour.');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Welcome message saved');
    page.off('request', onRequest);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('name="welcome_description"');
    expect(bodies[0]).not.toContain('introduction_content');

    await storefront('/', async (visitor) => {
      await visitor.getByText('Hello from Bea, your wellness neighbour.').waitFor({ timeout: 15_000 });
    });
  }, 60_000);

  it('adds a category and a product in it', async () => {
    await page.goto(backoffice('categories'));
    await page.getByRole('button', { name: 'Add category' }).click();
    await dialog().getByLabel('Category name').fill('Herbal Teas');
    await dialog().getByLabel('Category description').fill('Calming blends for every evening.');
    await dialog().getByRole('button', { name: 'Add category' }).click();
    await toast('Category added');
    await page.getByRole('table', { name: 'Category list' }).getByText('Herbal Teas').waitFor();

    await page.goto(backoffice('products-list'));
    await page.getByRole('button', { name: 'Add product' }).click();
    await dialog().getByLabel('Product name').fill('Evening Calm Tea');
    await dialog().getByLabel('Category', { exact: true }).selectOption({ label: 'Herbal Teas' });
    await dialog().getByLabel('Your price').fill('19.95');
    await dialog().getByLabel('Availability').selectOption('coming_soon');
    await dialog().getByRole('button', { name: 'Add product' }).click();
    await toast('Product added');
    // The table's search filters the catalog (which holds the copied company products too).
    await page.getByLabel('Search').fill('evening calm');
    const table = page.getByRole('table', { name: 'Product list' });
    await table.getByText('Evening Calm Tea').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);

    await storefront('/products', async (visitor) => {
      await visitor.getByText('Evening Calm Tea').first().waitFor({ timeout: 15_000 });
      await visitor.getByText('Herbal Teas').first().waitFor();
    });
  }, 60_000);

  it('publishes a blog post with a banner', async () => {
    await page.goto(backoffice('blogs'));
    await page.getByRole('button', { name: 'New blog post' }).click();
    await page.getByLabel(/^Title/).fill('Five teas for better sleep');
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.waitFor({ timeout: 15_000 });
    await content.click();
    await page.keyboard.type('Chamomile comes first on my list.');
    await page.getByRole('button', { name: 'Publish blog post' }).click();
    await toast('Blog post created');
    // The editor of the saved post, where banners can be added.
    await page.waitForURL(/\/backoffice\/blogs\?blog=/, { timeout: 15_000 });
    await page.getByLabel('Banner image').setInputFiles(bannerPng);
    await page.getByRole('img', { name: 'Banner image preview' }).waitFor();
    await page.getByLabel('Banner caption').fill('A cup of chamomile at dusk');
    await page.getByRole('button', { name: 'Add banner' }).click();
    await toast('Banner added');
    await page.getByRole('img', { name: 'A cup of chamomile at dusk' }).waitFor();
    await page.screenshot({ path: path.join(artifacts, 'backoffice-blog-editor.png'), fullPage: true });

    await storefront('/blog', async (visitor) => {
      await visitor.getByText('Five teas for better sleep').first().click({ timeout: 15_000 });
      await visitor.getByText('Chamomile comes first on my list.').waitFor({ timeout: 15_000 });
      await visitor.getByText('A cup of chamomile at dusk').first().waitFor();
    });
  }, 60_000);

  it('sets social links that appear in the storefront footer', async () => {
    await page.goto(backoffice('social-media'));
    const facebook = page.getByLabel('Facebook URL');
    await facebook.waitFor();
    expect(await facebook.inputValue()).toBe(''); // none saved yet: 404 shown as an empty form
    await facebook.fill('https://www.facebook.com/bea.wellness');
    await page.getByLabel('Instagram URL').fill('https://www.instagram.com/bea.wellness');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Social links saved');

    await storefront('/', async (visitor) => {
      const footer = visitor.locator('footer');
      await footer.locator('a[href="https://www.facebook.com/bea.wellness"]').first().waitFor({ timeout: 15_000 });
      await footer.locator('a[href="https://www.instagram.com/bea.wellness"]').first().waitFor();
    });
  }, 60_000);

  it('lists a visitor who subscribes in the storefront footer', async () => {
    await storefront('/', async (visitor) => {
      const form = visitor.getByRole('form', { name: 'Newsletter signup' });
      // Typed before the page has hydrated, the address can be lost (the button stays disabled until then).
      await visitor.waitForFunction(
        () => document.querySelector('form[aria-label="Newsletter signup"] button[type="submit"]')?.hasAttribute('disabled') === false,
        null,
        { timeout: 15_000 },
      );
      await form.getByLabel('Email address').fill('visitor@example.net');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      const status = form.getByRole('status');
      await visitor.waitForFunction(
        () => (document.querySelector('form[aria-label="Newsletter signup"] [role="status"]')?.textContent ?? '') !== '',
        null,
        { timeout: 15_000 },
      );
      expect(await status.textContent()).toMatch(/successful/i);
    });

    await page.goto(backoffice('subscriber-message'));
    const subscribers = page.getByRole('table', { name: 'Subscribers' });
    await subscribers.getByText('visitor@example.net').waitFor({ timeout: 15_000 });
    await page.getByLabel('Search subscribers').fill('nobody-like-this');
    await page.getByText('No results for "nobody-like-this".').waitFor();
    await page.getByLabel('Search subscribers').fill('visitor');
    await subscribers.getByText('visitor@example.net').waitFor();
    await page.getByRole('button', { name: 'Export subscribers CSV' }).waitFor();
    await page.screenshot({ path: path.join(artifacts, 'backoffice-subscribers.png'), fullPage: true });
  }, 60_000);

  it('switches to a custom domain: DNS records with copy buttons, status pending, settings polled', async () => {
    const settingsReads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && /\/api\/tenants\/[^/]+\/settings$/.test(new URL(request.url()).pathname)) {
        settingsReads.push(Date.now());
      }
    });

    await page.goto(backoffice('settings'));
    await page.getByRole('button', { name: 'Edit settings' }).click();
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('My own domain').check();
    const domain = page.getByLabel('Custom domain', { exact: true });
    // The platform's own subdomains are refused by the server: its field error lands on the input.
    await domain.fill('shop.localhost');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await waitFor(
      async () => (await domain.getAttribute('aria-invalid')) === 'true',
      15_000,
      () => 'no field error for custom_domain',
    );
    expect(await domain.inputValue()).toBe('shop.localhost');
    await domain.fill('shop.example.org');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast('Settings saved');

    const records = page.getByRole('table', { name: 'DNS records to create' });
    await records.waitFor({ timeout: 15_000 });
    await records.getByText('_ds-verify.shop.example.org').waitFor();
    expect(await records.getByRole('button', { name: /^Copy .* record value$/ }).count()).toBeGreaterThanOrEqual(2);
    expect(await records.getByRole('button', { name: /^Copy .* record name$/ }).count()).toBeGreaterThanOrEqual(2);
    await page.getByText('DNS: Pending').first().waitFor();
    await page.getByText('Domain: Pending').first().waitFor();
    await page.getByRole('button', { name: 'Refresh DNS' }).waitFor();
    await page.screenshot({ path: path.join(artifacts, 'backoffice-dns.png'), fullPage: true });

    // While pending, the screen re-reads the settings every 5 s.
    const savedAt = Date.now();
    await waitFor(
      () => settingsReads.filter((t) => t > savedAt).length >= 2,
      16_000,
      () => `settings GETs: ${settingsReads.length}`,
    );
  }, 60_000);

  it('sums it up on the dashboard: counts, domain status and the QR-coded site link', async () => {
    await page.goto(backoffice('dashboard'));
    await page.getByLabel('Subscribers: 1').waitFor({ timeout: 15_000 });
    await page.getByLabel('Leads: 0').waitFor();
    await page.getByText('shop.example.org').first().waitFor();
    await page.getByText('DNS: Pending').first().waitFor();
    expect(await page.getByRole('link', { name: 'Visit your site' }).getAttribute('href')).toBe(site());
    await page.screenshot({ path: path.join(artifacts, 'backoffice-dashboard-full.png'), fullPage: true });
  }, 30_000);

  it('logs out: the server ends the session, then local storage is cleared', async () => {
    await page.goto(backoffice('dashboard'));
    const [token, tenantId] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('tenant_id')]);
    expect(token).toBeTruthy();
    const logout = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/users/logout');
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
    await page.waitForURL('**/backoffice-login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The token is dead on the server too, not merely forgotten by this browser.
    await waitFor(
      async () => (await fetch(`${stack.url}/api/users/${tenantId}`, { headers: { authorization: `Bearer ${token}` } })).status === 401,
      5000,
    );
  }, 30_000);
});
