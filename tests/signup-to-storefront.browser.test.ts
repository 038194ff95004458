import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot, startStack, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';
import { launchBrowser } from './support/browser.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');

describe('a new distributor in the browser', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url });
    browser = await launchBrowser();
    fs.mkdirSync(artifacts, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it('signs up, lands in the back office, and opens the new subdomain', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${stack.url}/backoffice-signup`);
      await page.getByLabel('First name').fill('Nora');
      await page.getByLabel('Last name').fill('Browser');
      await page.getByLabel('Email').fill('nora@example.com');
      await page.getByLabel('Password').fill('nora-password-1');
      await page.getByLabel('Subdomain').fill('nora');
      await page.getByRole('button', { name: 'Create my site' }).click();

      await page.waitForURL('**/backoffice/dashboard', { timeout: 15_000 });
      const siteLink = page.getByRole('link', { name: 'Visit your site' });
      await siteLink.waitFor();
      const href = await siteLink.getAttribute('href');
      expect(href).toBe(`http://nora.localhost:${stack.port}/`);
      expect(
        await page.evaluate<boolean[]>("[localStorage.getItem('token') !== null, localStorage.getItem('tenant_id') !== null]"),
      ).toEqual([true, true]);
      await page.screenshot({ path: path.join(artifacts, 'backoffice-dashboard.png') });

      // *.localhost resolves to loopback in Chromium, so the subdomain is really served by our stack.
      await page.goto(href!);
      await page.getByRole('heading', { name: 'Nora Browser' }).first().waitFor({ timeout: 15_000 });
      expect(await page.getByText('An Independent Distributor of').count()).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(artifacts, 'storefront.png') });
    } finally {
      await page.close();
    }
  }, 60_000);

  it('shows Store Not Found on a subdomain nobody has', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`http://nobody-here.localhost:${stack.port}/`);
      await page.getByText('Store not found. This subdomain may not be configured yet.').waitFor({ timeout: 15_000 });
      expect(
        await page
          .getByRole('link', { name: 'Go to Main Site' })
          .or(page.getByRole('button', { name: 'Go to Main Site' }))
          .count(),
      ).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  }, 30_000);
});
