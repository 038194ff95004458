import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot, startStack, type Stack } from './support/stack.js';
import { signUp, distributorForm } from './support/signup.js';
import { launchBrowser, waitForHydration, withPage } from './support/browser.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
const MESSAGE = 'Do you ship the starter pack to Lyon?';
const NOTE = 'Called Tuesday, wants the starter pack';

/**
 * From a storefront lead to the contact's timeline (docs/product.md "Contacts"), in Chromium against the
 * built platform: a visitor sends the storefront's contact form; the distributor opens Contacts in the back
 * office, finds the visitor among the contacts by a search, opens them and reads the message in the timeline; then sets the
 * status to Contacted and adds a note, and both appear in the timeline (and stay there on a reload).
 */
describe('contacts in the browser: a storefront lead becomes a contact the distributor follows up', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId: string;
  const form = distributorForm('Cora');
  const site = (pathname = '/') => `http://cora.localhost:${stack.port}${pathname}`;

  beforeAll(async () => {
    stack = await startStack({ PUBLIC_FORM_RATE_LIMIT: '1000' });
    tenantId = (await signUp(stack, form)).tenant_id;
    // Someone else on the list, so finding the visitor takes the search.
    const other = await fetch(`${stack.url}/api/site/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-domain': 'cora.localhost' },
      body: JSON.stringify({ name: 'Otto Other', email: 'otto@example.com', message: 'Hello' }),
    });
    expect(other.status).toBe(201);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    fs.mkdirSync(artifacts, { recursive: true });
    page = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    if (page && !page.isClosed()) await page.screenshot({ path: path.join(artifacts, 'contacts-last.png') }).catch(() => undefined);
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  it("a visitor's message on the storefront is on their contact's timeline; a status change and a note join it", async () => {
    await withPage(context, async (visitor) => {
      await visitor.goto(site('/contact'));
      const lead = visitor.getByRole('form', { name: 'Send a message' });
      await lead.waitFor({ timeout: 15_000 });
      await waitForHydration(visitor);
      await lead.getByLabel('Name').fill('Vera Visitor');
      await lead.getByLabel('Email').fill('Vera@Example.com');
      await lead.getByLabel('Message').fill(MESSAGE);
      await lead.getByRole('button', { name: 'Send message' }).click();
      await lead.getByText(/Thank you/).waitFor({ timeout: 10_000 });
    });

    await page.goto(`${stack.url}/backoffice-login`);
    await page.getByLabel('Email').fill(form.email);
    await page.getByLabel('Password').fill(form.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/backoffice/dashboard', { timeout: 20_000 });

    // Contacts from the back office's navigation; the visitor found by a part of their name.
    await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
    await page.waitForURL('**/backoffice/contacts');
    const table = page.getByRole('table', { name: 'Contacts' });
    await table.getByRole('link', { name: 'Otto Other' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Search by name, email or phone').fill('VERA vis');
    await table.getByRole('link', { name: 'Otto Other' }).waitFor({ state: 'detached', timeout: 10_000 });
    const person = table.getByRole('link', { name: 'Vera Visitor' });
    await person.waitFor();
    expect(await table.getByRole('row').count()).toBe(2); // the header and Vera
    await page.getByText('1 contact', { exact: true }).waitFor();
    await person.click();

    await page.getByRole('heading', { level: 1, name: 'Vera Visitor' }).waitFor({ timeout: 15_000 });
    const timeline = page.getByLabel('Timeline');
    await timeline.getByText('Sent you a message').waitFor();
    await timeline.getByText(MESSAGE).waitFor();

    await page.getByLabel('Status').selectOption({ label: 'Contacted' });
    await page.getByText('Status saved').first().waitFor({ timeout: 10_000 });
    await timeline.getByText('Status: New → Contacted').waitFor({ timeout: 10_000 });

    await page.getByLabel('New note').fill(NOTE);
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Note added').first().waitFor({ timeout: 10_000 });
    await timeline.getByText(NOTE).waitFor({ timeout: 10_000 });

    // What the server holds, as the page showed it after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Vera Visitor' }).waitFor({ timeout: 15_000 });
    const reloaded = page.getByLabel('Timeline');
    for (const text of [MESSAGE, 'Status: New → Contacted', NOTE]) await reloaded.getByText(text).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('contacted');
    const contact = await stack.prisma.contact.findFirstOrThrow({ where: { tenant_id: tenantId, email: 'vera@example.com' } });
    expect(contact).toMatchObject({ email: 'vera@example.com', name: 'Vera Visitor', status: 'contacted', source: 'lead form' });
  }, 90_000);
});
