import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, logInAsAdmin } from './support/browser.js';
import { startMailbox } from './support/mailbox.js';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
/** A 1×1 PNG (uploads are sniffed, so it must be a real image). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const ADMIN = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin-pass-123' };

interface Distributor {
  first_name: string;
  last_name: string;
  email: string;
  subdomain: string;
  password: string;
  token: string;
  tenant_id: string;
}

/** Twelve numbered agents plus one with a distinctive name, all through the public signup API. */
const SIGNUPS = [
  ...Array.from({ length: 12 }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    return { first_name: 'Agent', last_name: `Number ${n}`, email: `agent${n}@example.com`, subdomain: `agent${n}` };
  }),
  { first_name: 'Zelda', last_name: 'Quinn', email: 'Zelda.Quinn@example.com', subdomain: 'zelda' },
];

describe('super admin in the browser', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const distributors = new Map<string, Distributor>();

  async function apiCall<T>(
    pathname: string,
    { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${stack.url}/api${pathname}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  const agent = (subdomain: string): Distributor => {
    const found = distributors.get(subdomain);
    if (!found) throw new Error(`no distributor ${subdomain}`);
    return found;
  };

  /** The toast region of Mantine notifications. */
  const toast = (text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

  async function open(pathname: string): Promise<void> {
    await page.goto(`${stack.url}${pathname}`);
  }

  async function shot(name: string): Promise<void> {
    await page.screenshot({ path: path.join(artifacts, `admin-${name}.png`), fullPage: true });
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url });
    browser = await launchBrowser();
    fs.mkdirSync(artifacts, { recursive: true });

    await stack.prisma.admin.create({
      data: { name: ADMIN.name, email: ADMIN.email, password_hash: await argon2.hash(ADMIN.password, { type: argon2.argon2id }) },
    });
    for (const signup of SIGNUPS) {
      const password = `${signup.subdomain}-password-1`;
      const answer = await apiCall<{ token: string; tenant_id: string }>('/users/signup', {
        method: 'POST',
        body: { ...signup, password },
      });
      expect(answer.status).toBe(201);
      distributors.set(signup.subdomain, { ...signup, password, token: answer.body.token, tenant_id: answer.body.tenant_id });
    }

    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await logInAsAdmin(page, stack.url, ADMIN);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it('shows the fleet on the dashboard', async () => {
    await page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` }).waitFor();
    const total = page.getByRole('group', { name: 'Total distributors' });
    await total.getByText(String(SIGNUPS.length), { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('region', { name: 'Recent signups' }).getByText('Zelda Quinn').waitFor();
    await shot('dashboard');
  }, 30_000);

  it('searches agents by name or email in any case and pages through them 10 at a time', async () => {
    await open('/admin/agents');
    const table = page.getByRole('table', { name: 'Distributors' });
    await table.waitFor({ timeout: 15_000 });
    await page.getByText(/Showing 1\s*–\s*10 of 13/).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(/Showing 11\s*–\s*13 of 13/).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByText(/Showing 1\s*–\s*10 of 13/).waitFor();

    const search = page.getByLabel('Search distributors');
    await search.fill('zelda QUINN');
    await page.getByText(/Showing 1\s*–\s*1 of 1/).waitFor();
    await table.getByRole('button', { name: 'Zelda Quinn', exact: true }).waitFor();

    await search.fill('AGENT07@EXAMPLE');
    await page.getByText(/Showing 1\s*–\s*1 of 1/).waitFor();
    await table.getByRole('button', { name: 'Agent Number 07', exact: true }).waitFor();

    await search.fill('number');
    await page.getByText(/Showing 1\s*–\s*10 of 12/).waitFor();

    await search.fill('nobody-like-this');
    await page.getByText('No results for "nobody-like-this".').waitFor();
    await search.fill('');
    await page.getByText(/Showing 1\s*–\s*10 of 13/).waitFor();
    await shot('agents');
  }, 60_000);

  it('deactivating an agent takes their storefront offline', async () => {
    const zelda = agent('zelda');
    const storefront = `http://zelda.localhost:${stack.port}/`;
    // Each look is a new visitor: the host lookup may be cached by a returning browser for a while.
    async function visit(check: (visitor: Page) => Promise<void>, screenshot?: string): Promise<void> {
      const visitorContext = await browser.newContext();
      try {
        const visitor = await visitorContext.newPage();
        await visitor.goto(storefront);
        await check(visitor);
        if (screenshot) await visitor.screenshot({ path: path.join(artifacts, screenshot) });
      } finally {
        await visitorContext.close();
      }
    }
    const live = (visitor: Page) => visitor.getByRole('heading', { name: 'Zelda Quinn' }).first().waitFor({ timeout: 15_000 });

    await visit(live);

    await open('/admin/agents');
    await page.getByLabel('Search distributors').fill('zelda');
    const toggle = page.getByRole('switch', { name: 'Subscription status of Zelda Quinn' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate distributor' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await toast('Status updated').waitFor({ timeout: 10_000 });
    await waitFor(async () => !(await toggle.isChecked()), 5_000);
    await page.getByRole('group', { name: 'Inactive' }).getByText('1', { exact: true }).waitFor();

    const tenant = await stack.prisma.tenant.findUniqueOrThrow({ where: { id: zelda.tenant_id } });
    expect(tenant.subscription_status).toBe('inactive');

    await visit(
      (visitor) => visitor.getByText('Store not found. This subdomain may not be configured yet.').waitFor({ timeout: 15_000 }),
      'admin-inactive-storefront.png',
    );

    // And back on again: no confirmation needed, the site answers again.
    await toggle.click();
    await toast('Status updated').waitFor({ timeout: 10_000 });
    await waitFor(async () => toggle.isChecked(), 5_000);
    await visit(live);
  }, 90_000);

  it('walks the website setup wizard and saves the settings', async () => {
    const target = agent('agent03');
    await open('/admin/agents');
    await page.getByLabel('Search distributors').fill('Agent Number 03');
    await page.getByRole('button', { name: 'Website setup for Agent Number 03' }).click();

    const wizard = page.getByRole('dialog', { name: 'Website setup: Agent Number 03' });
    const step = (n: number, label: string) => wizard.getByText(`Step ${n} of 5: ${label}`);
    const next = wizard.getByRole('button', { name: 'Next', exact: true });
    const back = wizard.getByRole('button', { name: 'Back', exact: true });

    await step(1, 'Personal info').waitFor({ timeout: 15_000 });
    expect(await back.isDisabled()).toBe(true);
    expect(await wizard.getByLabel('First name').inputValue()).toBe('Agent');
    await wizard.getByLabel('Address').fill('12 Harbour Road, Springfield');

    await next.click();
    await step(2, 'Site').waitFor();
    await wizard.getByLabel('Site name').fill('Harbour Wellness');
    // The admin can upload the distributor's logo; the image is previewed before it is saved.
    await wizard.getByLabel('Site logo', { exact: true }).setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: PNG });
    await wizard.getByAltText('Site logo preview').waitFor();
    // The storefront template: each card previews the distributor's own site; the pick is saved with the rest.
    expect(await wizard.getByRole('link', { name: 'Preview Template 3 with my content' }).getAttribute('href')).toBe(
      `http://agent03.localhost:${String(stack.port)}/?preview_template=3`,
    );
    await wizard.getByRole('button', { name: 'Use Template 3' }).click();
    await wizard.getByRole('button', { name: 'Template 3: Selected' }).waitFor();

    await next.click();
    await step(3, 'Company links').waitFor();
    await wizard.getByLabel('Company store link').fill('not a url');

    await next.click();
    await step(4, 'Domain').waitFor();
    await wizard.getByText(`Subdomain: agent03.localhost`).waitFor();
    // A subdomain site is live from the start.
    await wizard.getByLabel('Site status: Active').waitFor();
    // ...and connect the distributor's own domain, as the distributor could.
    await wizard.getByLabel('My own domain').check();
    await wizard.getByLabel('Custom domain', { exact: true }).fill('Shop.Harbour-Wellness.test');

    await back.click();
    await step(3, 'Company links').waitFor();
    await next.click();
    await next.click();
    await step(5, 'Publish').waitFor();
    expect(await next.count()).toBe(0);
    const review = wizard.getByRole('region', { name: 'Review' });
    await review.getByText('Harbour Wellness').waitFor();
    await review.getByText('12 Harbour Road, Springfield').waitFor();
    await shot('wizard-review');

    // The server refuses the bad link: the wizard goes to that step and shows the error on the field.
    await wizard.getByRole('button', { name: 'Save settings' }).click();
    await step(3, 'Company links').waitFor({ timeout: 10_000 });
    await wizard.getByRole('alert').filter({ hasText: 'Please fix these fields' }).waitFor();
    expect(await wizard.getByLabel('Company store link').getAttribute('aria-invalid')).toBe('true');
    await wizard.getByLabel('Company store link').fill('https://store.example.com/agent03');

    await next.click();
    await next.click();
    await wizard.getByRole('button', { name: 'Save settings' }).click();
    await toast('Settings saved').waitFor({ timeout: 10_000 });
    await wizard.waitFor({ state: 'hidden' });

    const saved = await stack.prisma.tenant.findUniqueOrThrow({ where: { id: target.tenant_id } });
    expect(saved.site_name).toBe('Harbour Wellness');
    expect(saved.address).toBe('12 Harbour Road, Springfield');
    expect(saved.nht_store_link).toBe('https://store.example.com/agent03');
    expect(saved.site_logo).toMatch(/^\/uploads\/.+\.png$/);
    expect(saved).toMatchObject({
      domain_type: 'custom_domain',
      custom_domain: 'shop.harbour-wellness.test',
      dns_status: 'pending',
      template_id: 3,
    });

    // Reopening starts at step 1 again, from the saved values.
    await page.getByRole('button', { name: 'Website setup for Agent Number 03' }).click();
    await step(1, 'Personal info').waitFor({ timeout: 10_000 });
    expect(await wizard.getByLabel('Address').inputValue()).toBe('12 Harbour Road, Springfield');
    await next.click();
    await step(2, 'Site').waitFor();
    await wizard.getByAltText('Site logo preview').waitFor();
    await next.click();
    await next.click();
    await step(4, 'Domain').waitFor();
    // The records to create at the DNS host, as the distributor's own settings show them.
    await wizard.getByText('Connect shop.harbour-wellness.test').waitFor({ timeout: 10_000 });
    await shot('wizard-custom-domain');
    await wizard.getByRole('button', { name: 'Close website setup' }).click();
    await wizard.waitFor({ state: 'hidden' });
  }, 90_000);

  it('sends a notification that reaches the distributors', async () => {
    const title = 'Platform maintenance tonight';
    await open('/admin/send-notification');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('The back office is read-only from 22:00 to 22:30 UTC.');
    await page.getByLabel('Also send by email').check();
    await page.getByRole('button', { name: 'Send notification' }).click();
    await toast('Notification sent successfully').waitFor({ timeout: 10_000 });
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    await page.getByRole('article', { name: title }).waitFor({ timeout: 10_000 });

    // Delivery is asynchronous (worker fan-out): the distributor's inbox gets it shortly.
    const jane = agent('agent05');
    await waitFor(
      async () => {
        const inbox = await apiCall<{ notifications: { title: string }[] }>(`/tenants/${jane.tenant_id}/notifications`, {
          token: jane.token,
        });
        return inbox.status === 200 && inbox.body.notifications.some((n) => n.title === title);
      },
      20_000,
      () => stack.logs.slice(-20).join(''),
    );

    // …and shows it in the back office notifications screen.
    const distributor = await browser.newContext();
    try {
      const bo = await distributor.newPage();
      await bo.goto(`${stack.url}/backoffice-login`);
      await bo.getByLabel('Email').fill(jane.email);
      await bo.getByLabel('Password').fill(jane.password);
      await bo.getByRole('button', { name: 'Log in' }).click();
      await bo.waitForURL('**/backoffice/dashboard', { timeout: 15_000 });
      await bo.goto(`${stack.url}/backoffice/notifications`);
      await bo.getByText(title).first().waitFor({ timeout: 15_000 });
      await bo.screenshot({ path: path.join(artifacts, 'admin-notification-in-backoffice.png') });
    } finally {
      await distributor.close();
    }
  }, 90_000);

  it('creates a user who sets a password from the welcome email and logs in', async () => {
    const email = 'new.distributor@example.com';
    // The country list is the company catalog's (docs/product.md "Languages"): Canada needs a Canadian price list.
    await stack.prisma.catalogCategory.create({
      data: {
        slug: 'admin-test',
        texts: { create: { language: 'en', name: 'Nutrition' } },
        products: {
          create: {
            sku: 'ADM-CA-1',
            texts: { create: { language: 'en', name: 'Daily Essentials' } },
            prices: { create: { country: 'CA', currency: 'CAD', retail_price: 54.95, base_price: 42.95, preferred_customer_price: 49.95 } },
          },
        },
      },
    });
    await open('/admin/create-user');
    const form = page.getByRole('form', { name: 'Create distributor' });
    await form.getByLabel('First name').fill('Nina');
    await form.getByLabel('Last name').fill('Newcomer');
    await form.getByLabel('Email').fill(email);
    // A taken subdomain is a field error (409).
    await form.getByLabel('Subdomain').fill('zelda');
    await form.getByText('Site address: zelda.localhost').waitFor();
    await form.getByRole('button', { name: 'Create distributor' }).click();
    await form.getByText('This subdomain is already taken').waitFor({ timeout: 10_000 });

    await form.getByLabel('Subdomain').fill('nina');
    await form.getByLabel('Country').click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await form.getByLabel('Mobile').fill('+1 604 555 0100');
    await form.getByRole('button', { name: 'Create distributor' }).click();
    await toast(/welcome email/i).waitFor({ timeout: 10_000 });
    expect(await form.getByLabel('Email').inputValue()).toBe('');

    const welcome = await mailbox.next(email, 20_000);
    const link = /https?:\/\/[^\s"<>]*\/reset-password\?[^\s"<>]+/.exec(welcome.body)?.[0];
    expect(link).toBeDefined();
    const resetUrl = new URL(link!.replace(/&amp;/g, '&'));

    const newcomer = await browser.newContext();
    try {
      const np = await newcomer.newPage();
      await np.goto(`${stack.url}${resetUrl.pathname}${resetUrl.search}`);
      await np.getByLabel('New password').fill('nina-new-password-1');
      await np.getByLabel('Confirm password').fill('nina-new-password-1');
      await np.getByRole('button', { name: 'Reset password' }).click();
      await np.getByText('Password reset successfully.').waitFor({ timeout: 10_000 });

      await np.goto(`${stack.url}/backoffice-login`);
      await np.getByLabel('Email').fill(email);
      await np.getByLabel('Password').fill('nina-new-password-1');
      await np.getByRole('button', { name: 'Log in' }).click();
      await np.waitForURL('**/backoffice/dashboard', { timeout: 15_000 });
    } finally {
      await newcomer.close();
    }

    const tenant = await stack.prisma.tenant.findUniqueOrThrow({ where: { subdomain: 'nina' } });
    expect(tenant.country).toBe('CA');
  }, 90_000);

  it('sends a password reset link from the reset-password screen', async () => {
    const target = agent('agent08');
    await open('/admin/reset-pass');
    await page.getByRole('group', { name: 'Total distributors' }).getByText(/^\d+$/).waitFor({ timeout: 10_000 });
    await page.getByLabel('Search distributors').fill('AGENT08');
    await page.getByRole('button', { name: `Send reset link to ${target.email}` }).click();
    await page.getByRole('dialog', { name: 'Send password reset link' }).getByRole('button', { name: 'Send link' }).click();
    await toast(`A password reset link has been sent to ${target.email}.`).waitFor({ timeout: 10_000 });
    // The agent may also have received the notification sent by email earlier: take the reset email.
    let mail = await mailbox.next(target.email, 20_000);
    while (!mail.subject.startsWith('Reset your')) mail = await mailbox.next(target.email, 20_000);
    expect(mail.body).toContain('/reset-password?');
  }, 60_000);

  it('manages training that appears in the distributors’ training feed', async () => {
    const title = 'Sharing your site on social media';
    await open('/admin/training');
    await page.waitForURL('**/admin/training/manage');

    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByRole('button', { name: 'Add category' }).click();
    const categoryForm = page.getByRole('form', { name: 'Add category' });
    await categoryForm.getByLabel('Name').fill('Marketing');
    await categoryForm.getByLabel('Description').fill('Promote your storefront.');
    await categoryForm.getByRole('button', { name: 'Add category' }).click();
    await toast('Category created').waitFor({ timeout: 10_000 });
    await page.getByRole('table', { name: 'Training categories' }).getByText('Marketing').waitFor();

    await page.getByRole('tab', { name: 'Trainings' }).click();
    await page.getByRole('button', { name: 'Add training' }).click();
    const trainingForm = page.getByRole('form', { name: 'Add training' });
    await trainingForm.getByLabel('Title').fill(title);
    await trainingForm.getByLabel('Description').fill('Five posts that bring visitors.');
    await trainingForm.getByLabel('Content').fill('<p>Post your link every week.</p>');
    await trainingForm.getByLabel('Video URL').fill('https://videos.example.com/social');
    await trainingForm.getByLabel('Category', { exact: true }).click();
    await page.getByRole('option', { name: 'Marketing' }).click();
    await trainingForm.getByLabel('Image', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await trainingForm.getByRole('img', { name: 'Image preview' }).waitFor();
    await trainingForm.getByRole('button', { name: 'Add training' }).click();
    await toast('Training created').waitFor({ timeout: 15_000 });
    const row = page.getByRole('table', { name: 'Trainings' }).getByRole('row').filter({ hasText: title });
    await row.getByText('Marketing').waitFor();

    const reader = agent('agent09');
    const feed = await apiCall<{ trainings: { title: string; category_name: string | null }[] }>(`/tenants/${reader.tenant_id}/training`, {
      token: reader.token,
    });
    expect(feed.status).toBe(200);
    expect(feed.body.trainings.find((t) => t.title === title)?.category_name).toBe('Marketing');

    // Deleting the category keeps the training, uncategorised (docs/product.md#states), after a warning.
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByRole('button', { name: 'Delete Marketing' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete category' });
    await confirm.getByText(/uncategorised/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Category deleted').waitFor({ timeout: 10_000 });
    await page.getByRole('tab', { name: 'Trainings' }).click();
    await page.getByRole('table', { name: 'Trainings' }).getByRole('row').filter({ hasText: title }).getByText('Uncategorised').waitFor();

    const after = await apiCall<{ trainings: { title: string; category_name: string | null }[] }>(`/tenants/${reader.tenant_id}/training`, {
      token: reader.token,
    });
    expect(after.body.trainings.find((t) => t.title === title)?.category_name ?? null).toBeNull();

    // The distributor sees it in the back office training screen.
    const distributor = await browser.newContext();
    try {
      const bo = await distributor.newPage();
      await bo.goto(`${stack.url}/backoffice-login`);
      await bo.getByLabel('Email').fill(reader.email);
      await bo.getByLabel('Password').fill(reader.password);
      await bo.getByRole('button', { name: 'Log in' }).click();
      await bo.waitForURL('**/backoffice/dashboard', { timeout: 15_000 });
      await bo.goto(`${stack.url}/backoffice/training`);
      await bo.getByText(title).first().waitFor({ timeout: 15_000 });
    } finally {
      await distributor.close();
    }
    await shot('training');
  }, 90_000);

  it('lists landing-page messages and marks them handled', async () => {
    const sent = await apiCall<{ message: string }>('/contact', {
      method: 'POST',
      body: {
        name: 'Curious Visitor',
        email: 'curious@example.com',
        subject: 'Custom domain question',
        message: 'Can I bring my own domain?',
      },
    });
    expect([200, 201]).toContain(sent.status);

    await open('/admin/messages');
    const card: Locator = page.getByRole('article', { name: 'Custom domain question' });
    await card.waitFor({ timeout: 10_000 });
    await card.getByRole('button', { name: 'Mark “Custom domain question” as handled' }).click();
    await toast('Message marked as handled').waitFor({ timeout: 10_000 });
    await card.waitFor({ state: 'detached' });
    await page
      .locator('label')
      .filter({ hasText: /^Handled$/ })
      .click();
    await page.getByRole('article', { name: 'Custom domain question' }).waitFor({ timeout: 10_000 });
  }, 60_000);

  it('opens the queue dashboard from the settings page', async () => {
    await open('/admin/settings');
    await page.getByText(ADMIN.email).waitFor();
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Open queue dashboard' }).click()]);
    await tab.waitForURL('**/api/admin/queues**', { timeout: 15_000 });
    await tab.waitForLoadState('domcontentloaded');
    expect(await tab.content()).not.toContain('Queue dashboard session required');
    await tab.close();
  }, 30_000);

  it('logs out: the server ends the admin session (queue dashboard included), then local storage is cleared', async () => {
    await open('/admin/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const logout = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/logout');
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
    await page.waitForURL('**/superadmin-login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await waitFor(async () => (await apiCall('/admin/tenant-users', { token: token ?? '' })).status === 401, 5000);
    const board = await context.request.get(`${stack.url}/api/admin/queues`);
    expect(board.status()).toBe(401);
  }, 30_000);
});
