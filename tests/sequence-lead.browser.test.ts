import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';
import { startMailbox, type ReceivedMail } from './support/mailbox.js';
import { signUp, distributorForm } from './support/signup.js';
import { launchBrowser, waitForHydration, withPage } from './support/browser.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
const FIRST_SUBJECT = 'Thanks for getting in touch';

/**
 * A real zone where it is daytime now (09:00–17:59), so the never-at-night rule holds no step back whenever
 * this runs: the browser runs in it, and a new sequence takes the browser's zone.
 */
function daytimeZone(now = new Date()): string {
  const zones = [
    'UTC',
    'Atlantic/Azores',
    'America/Noronha',
    'America/Sao_Paulo',
    'America/Santo_Domingo',
    'America/Bogota',
    'America/Mexico_City',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
    'Pacific/Pago_Pago',
    'Pacific/Kiritimati',
    'Pacific/Auckland',
    'Pacific/Noumea',
    'Australia/Brisbane',
    'Asia/Tokyo',
    'Asia/Shanghai',
    'Asia/Bangkok',
    'Asia/Dhaka',
    'Asia/Karachi',
    'Asia/Dubai',
    'Europe/Moscow',
    'Africa/Cairo',
    'Africa/Lagos',
  ];
  const hour = (zone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  const zone = zones.find((z) => hour(z) >= 9 && hour(z) <= 17);
  if (!zone) throw new Error('no daytime zone in the list');
  return zone;
}

/**
 * From a storefront lead to the first step's email, in Chromium against the built platform (api + worker) and
 * a real SMTP server: the distributor starts the "New lead follow-up" template in the Sequences screen and
 * activates it; a visitor sends the storefront's contact form; the worker sends the sequence's first step
 * (no wait) to the visitor, with its subject and a working unsubscribe link.
 */
describe('sequences in the browser: a storefront lead gets the first step of the lead follow-up', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId: string;
  const form = distributorForm('Lena');
  const zone = daytimeZone();
  const site = (pathname = '/') => `http://lena.localhost:${stack.port}${pathname}`;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // The engine ticks every second (its default is 5 s): the first step is due at once.
    stack = await startStack({ SMTP_URL: mailbox.url, PUBLIC_FORM_RATE_LIMIT: '1000', SEQUENCE_TICK_SECONDS: '1' });
    tenantId = (await signUp(stack, form)).tenant_id;
    // No sequence email goes out without the distributor's postal address (printed in its footer).
    await stack.prisma.tenant.update({
      where: { id: tenantId },
      data: { site_name: 'Lena’s Garden', address: '4 Mill Lane, Springfield' },
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, timezoneId: zone });
    fs.mkdirSync(artifacts, { recursive: true });
    page = await context.newPage();
    await page.goto(`${stack.url}/backoffice-login`);
    await page.getByLabel('Email').fill(form.email);
    await page.getByLabel('Password').fill(form.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/backoffice/dashboard', { timeout: 20_000 });
  }, 120_000);

  afterAll(async () => {
    if (page && !page.isClosed()) await page.screenshot({ path: path.join(artifacts, 'sequence-lead-last.png') }).catch(() => undefined);
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it('the distributor starts the "New lead follow-up" template, previews its first email and activates it', async () => {
    await page.goto(`${stack.url}/backoffice/sequences`);
    await page.getByLabel('Start from').selectOption({ label: 'New lead follow-up (10 days)' });
    await page.getByRole('button', { name: 'New sequence' }).click();
    expect(await page.getByLabel('Time zone').inputValue()).toBe(zone);
    // The first email step is open in the campaign composer, with the real renderer's preview.
    const step1 = page.getByRole('group', { name: 'Step 1' });
    expect(await step1.getByLabel('Subject').inputValue()).toBe(FIRST_SUBJECT);
    await page
      .frameLocator('iframe[title="Email preview (desktop)"]')
      .getByText('thank you for your message', { exact: false })
      .first()
      .waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Save sequence' }).click();
    await page.getByText('Sequence saved').first().waitFor({ timeout: 15_000 });
    const status = page.getByRole('group', { name: 'Sequence status' });
    await status.getByText('Draft').waitFor();
    await status.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('“New lead follow-up (10 days)” is active').first().waitFor({ timeout: 15_000 });
    await status.getByText('Active').waitFor();
    const saved = await stack.prisma.sequence.findFirstOrThrow({ where: { tenant_id: tenantId } });
    expect(saved).toMatchObject({ status: 'active', trigger_type: 'lead_captured', basis: 'enquiry', time_zone: zone });
  }, 90_000);

  it("a visitor's enquiry on the storefront gets the first step's email, with an unsubscribe link that works", async () => {
    await withPage(context, async (visitor) => {
      await visitor.goto(site('/contact'));
      const lead = visitor.getByRole('form', { name: 'Send a message' });
      await lead.waitFor({ timeout: 15_000 });
      await waitForHydration(visitor);
      await lead.getByLabel('Name').fill('Vera Visitor');
      await lead.getByLabel('Email').fill('vera@example.com');
      await lead.getByLabel('Message').fill('Which seeds grow best on a balcony?');
      await lead.getByRole('button', { name: 'Send message' }).click();
      await lead.getByText(/Thank you/).waitFor({ timeout: 10_000 });
    });

    let email: ReceivedMail | undefined;
    await waitFor(
      () => (email = mailbox.messages.find((m) => m.to.includes('vera@example.com') && m.subject === FIRST_SUBJECT)) !== undefined,
      60_000,
      () => `emails so far: ${mailbox.messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'}`,
    );
    const first = email!;
    expect(first.body).toContain('thank you for your message');
    expect(first.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const link = /https?:\/\/[^\s"<>]+\/api\/sequence-track\/unsubscribe\/[0-9a-f-]+\?s=[A-Za-z0-9._%-]+/.exec(first.body)?.[0];
    expect(link).toBeDefined();
    // Sent once, and recorded in the ledger (just after the SMTP server's acceptance).
    const done = () => stack.prisma.sequenceDelivery.count({ where: { tenant_id: tenantId, status: 'done' } });
    let recorded = 0;
    await waitFor(
      async () => (recorded = await done()) >= 1,
      15_000,
      () => `${recorded} deliveries done`,
    );
    expect(await done()).toBe(1);
    expect(mailbox.messages.filter((m) => m.subject === FIRST_SUBJECT)).toHaveLength(1);

    // The link names the storefront's host; the test's stack listens on its own port.
    const url = new URL(link!);
    const status = await withPage(context, async (visitor) => (await visitor.goto(site(`${url.pathname}${url.search}`)))?.status());
    expect(status).toBe(200);
  }, 90_000);
});
