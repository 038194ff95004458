import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startMailbox } from './support/mailbox.js';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
/** Headless Chromium calls itself HeadlessChrome, which `isbot` rightly refuses: the visitors here are people. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
/** Another person's browser (a visitor is address + user agent: PERSON is also the distributor's own). */
const ANOTHER_PERSON = PERSON.replace('Chrome/130', 'Chrome/131');

/**
 * Visitor analytics end to end: the real storefront in Chromium sends page-view beacons (first load and a
 * client-side navigation), the API buffers them in Redis, the worker writes and rolls them up, a lead
 * carries the visit's first touch, and the distributor sees it all on the Analytics screen.
 */
describe('visitor analytics in the browser', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  const distributor = { first_name: 'Vic', last_name: 'Visits', email: 'vic@example.com', password: 'vic-password-1', subdomain: 'vic' };
  let tenantId: string;
  const site = (pathname = '/') => `http://${distributor.subdomain}.localhost:${stack.port}${pathname}`;
  const viewsOf = (pathname: string) => stack.prisma.siteEvent.count({ where: { tenant_id: tenantId, path: pathname } });
  /** Resolves with the answer to the next page-view beacon `page` sends. */
  const nextBeacon = (page: Page) => page.waitForResponse((res) => res.url().endsWith('/api/site/events'), { timeout: 15_000 });
  /**
   * A page view that must be counted, by a person in a fresh browser: once it is written, every beacon
   * answered before it has been through the API, Redis and the worker too — "not counted" is then read
   * off the database, not guessed after a pause.
   */
  const countedMarker = async (pathname: string) => {
    const before = await viewsOf(pathname);
    const person = await browser.newContext({ userAgent: ANOTHER_PERSON });
    try {
      const page = await person.newPage();
      const answered = nextBeacon(page);
      await page.goto(site(pathname));
      expect((await answered).status()).toBe(202);
      await waitFor(
        async () => (await viewsOf(pathname)) > before,
        20_000,
        () => `the marker page view of ${pathname} was never written`,
      );
    } finally {
      await person.close();
    }
  };

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, PUBLIC_FORM_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    fs.mkdirSync(artifacts, { recursive: true });
    const res = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(distributor),
    });
    expect(res.status).toBe(201);
    tenantId = ((await res.json()) as { tenant_id: string }).tenant_id;
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it('counts page views and client-side navigations with their source, and attributes the lead', async () => {
    const visitor = await browser.newContext({ viewport: { width: 390, height: 800 }, userAgent: PERSON });
    const page = await visitor.newPage();
    try {
      await page.goto(site('/?utm_source=qr&utm_campaign=flyer'));
      await page.getByRole('link', { name: 'Contact' }).first().waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Contact' }).first().click();
      await page.waitForURL('**/contact');

      await waitFor(
        async () => (await stack.prisma.siteEvent.count({ where: { tenant_id: tenantId } })) >= 2,
        20_000,
        () => 'page views never written',
      );
      const events = await stack.prisma.siteEvent.findMany({ where: { tenant_id: tenantId }, orderBy: { at: 'asc' } });
      expect(events.map((e) => [e.path, e.source, e.utm_campaign, e.device])).toEqual([
        ['/', 'qr', 'flyer', 'mobile'],
        ['/contact', 'qr', 'flyer', 'mobile'],
      ]);
      expect(events[0].visitor).toBe(events[1].visitor);
      // No cookie and nothing stored on the device.
      expect(await visitor.cookies()).toEqual([]);
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

      const form = page.getByRole('form', { name: 'Send a message' });
      await form.getByLabel('Name').fill('Quinn Scanner');
      await form.getByLabel('Email').fill('quinn@example.com');
      await form.getByLabel('Message').fill('Saw your flyer.');
      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Thank you! Your message has been sent.').waitFor({ timeout: 10_000 });
      const lead = await stack.prisma.lead.findFirstOrThrow({ where: { tenant_id: tenantId, email: 'quinn@example.com' } });
      expect(lead).toMatchObject({ attribution_source: 'qr', attribution_campaign: 'flyer', conversion_page: '/contact' });
    } finally {
      await visitor.close();
    }
  }, 60_000);

  it('does not count a headless browser (a bot) nor a visitor who sends Do Not Track', async () => {
    // Both beacons are sent and answered (202, as always) — the API drops them.
    const bot = await browser.newPage();
    try {
      const answered = nextBeacon(bot);
      await bot.goto(site('/opportunity'));
      await bot.getByRole('link', { name: 'Contact' }).first().waitFor({ timeout: 15_000 });
      expect((await answered).status()).toBe(202);
    } finally {
      await bot.close();
    }
    const visitor = await browser.newContext({ extraHTTPHeaders: { DNT: '1' }, userAgent: PERSON });
    const page = await visitor.newPage();
    try {
      const answered = nextBeacon(page);
      await page.goto(site('/products'));
      await page.getByRole('link', { name: 'Contact' }).first().waitFor({ timeout: 15_000 });
      expect((await answered).status()).toBe(202);
    } finally {
      await visitor.close();
    }
    await countedMarker('/blog');
    expect(await stack.prisma.siteEvent.count({ where: { tenant_id: tenantId, path: { in: ['/products', '/opportunity'] } } })).toBe(0);
  }, 30_000);

  it('shows the distributor their visitors, sources and conversions; their own visits are not counted', async () => {
    const office = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: PERSON });
    const page = await office.newPage();
    try {
      await page.goto(`${stack.url}/backoffice-login`);
      await page.getByLabel('Email').fill(distributor.email);
      await page.getByLabel('Password').fill(distributor.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/backoffice/dashboard', { timeout: 15_000 });
      await page.getByText('Visitors (7 days)').waitFor();

      await page.goto(`${stack.url}/backoffice/analytics`);
      await page.getByRole('heading', { name: 'Analytics' }).waitFor({ timeout: 15_000 });
      await page.getByText('Sources and conversion').waitFor();
      const sources = page.locator('table').filter({ hasText: 'Conversion' });
      await sources.getByRole('cell', { name: 'qr', exact: true }).waitFor({ timeout: 10_000 });
      expect(await sources.locator('tr', { hasText: 'qr' }).innerText()).toMatch(/qr\s+1\s+1\s+0\s+100\.0%/);
      await page.getByText('flyer', { exact: true }).waitFor();
      expect(await page.locator('.recharts-surface').count()).toBeGreaterThan(0);
      await page.getByText(/visitors? in the last 5 minutes/).waitFor();
      await page.screenshot({ path: path.join(artifacts, 'analytics-backoffice.png'), fullPage: true });

      // The distributor now opens their own site from this browser: not counted (the page sends no beacon
      // while they are signed in; one it did send would be dropped by the API).
      const before = await viewsOf('/blog');
      const own = await office.newPage();
      const sent: Promise<unknown>[] = [];
      own.on('request', (req) => {
        if (req.url().endsWith('/api/site/events')) sent.push(req.response());
      });
      await own.goto(site('/blog'));
      await own.getByRole('link', { name: 'Contact' }).first().waitFor({ timeout: 15_000 });
      await Promise.all(sent);
      await countedMarker('/products');
      expect(await viewsOf('/blog')).toBe(before);
    } finally {
      await office.close();
    }
  }, 60_000);
});
