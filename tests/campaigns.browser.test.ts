import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';
import { mailSettled } from './support/settled.js';
import { launchBrowser } from './support/browser.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');

/** A wall-clock time in New York (`YYYY-MM-DDTHH:mm`) as the UTC instant it is. */
function newYorkToUtc(local: string): string {
  const asIfUtc = new Date(`${local}:00Z`);
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
      .formatToParts(asIfUtc)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d{2}):(\d{2})/.exec(zone) ?? [];
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return new Date(asIfUtc.getTime() - offsetMinutes * 60_000).toISOString();
}

/**
 * A distributor composes a campaign in Chromium against the built platform: a product block, the live
 * email preview (desktop and mobile), a draft, a test email to themselves (at a real SMTP server), the
 * compliance warnings, a send scheduled in their own time zone (the browser's: New York), cancelling it;
 * and a sent campaign in the storefront's /newsletters archive.
 */
describe('campaign composer', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId: string;
  let campaignId: string;

  const sub = 'cleo';
  const email = 'cleo@example.com';
  const toast = (text: string) => page.getByText(text).first().waitFor({ timeout: 15_000 });
  const preview = () => page.frameLocator('iframe[title^="Email preview"]');

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url });
    const signup = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Cleo', last_name: 'Wells', email, password: 'cleo-password-1', subdomain: sub }),
    });
    expect(signup.status).toBe(201);
    tenantId = ((await signup.json()) as { tenant_id: string }).tenant_id;
    await stack.prisma.tenant.update({ where: { id: tenantId }, data: { site_name: 'Cleo Wellness', address: '5 Elm Road, Springfield' } });
    await stack.prisma.product.create({ data: { tenant_id: tenantId, name: 'Sunrise Green Tea', your_price: '24.50', currency: 'USD' } });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, timezoneId: 'America/New_York' });
    page = await context.newPage();
    fs.mkdirSync(artifacts, { recursive: true });
    await page.goto(`${stack.url}/backoffice-login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('cleo-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/backoffice/dashboard', { timeout: 20_000 });
  }, 90_000);

  afterAll(async () => {
    if (page && !page.isClosed()) await page.screenshot({ path: path.join(artifacts, 'campaigns-last.png') }).catch(() => undefined);
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it('composes with a product block and previews the real email on desktop and mobile', async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL('**/backoffice/campaigns');
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByLabel('Subject').fill('Autumn picks from Cleo');
    await page.getByLabel('Preheader').fill('A warm cup for cooler days');
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await body.pressSequentially('Hello friends, here is my favourite tea this season.');
    await page.getByRole('button', { name: 'Product' }).click();
    await page.getByRole('menuitem', { name: 'Sunrise Green Tea' }).click();
    await page.getByText('Product: Sunrise Green Tea').waitFor();

    await preview().getByText('Sunrise Green Tea').waitFor({ timeout: 15_000 });
    await preview().getByText('$24.50').waitFor();
    await preview().getByText('Hello friends, here is my favourite tea this season.').waitFor();
    await preview().getByText('5 Elm Road, Springfield', { exact: false }).waitFor();
    await preview().getByRole('link', { name: 'Unsubscribe' }).waitFor();
    await page.getByText('Mobile', { exact: true }).click();
    await waitFor(
      async () => (await page.locator('iframe[title="Email preview (mobile)"]').boundingBox())?.width === 375,
      5_000,
      () => 'mobile preview is not 375 px wide',
    );
    await page.screenshot({ path: path.join(artifacts, 'campaigns-composer.png') });

    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast('Draft saved');
    await page.waitForURL(/campaign=[0-9a-f-]{36}/);
    campaignId = new URL(page.url()).searchParams.get('campaign')!;
    const saved = await stack.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    expect(saved).toMatchObject({ subject: 'Autumn picks from Cleo', preheader: 'A warm cup for cooler days', status: 'draft' });
    expect(saved.content).toMatch(/<div data-campaign-block="product" data-id="[0-9a-f-]{36}"><\/div>/);
  }, 90_000);

  it('sends a test to the distributor, from the site name, with the expanded block', async () => {
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await toast(`A test email is on its way to ${email}`);
    const mail = await mailbox.next(email, 30_000);
    expect(mail.subject).toBe('[Test] Autumn picks from Cleo');
    expect(mail.raw).toMatch(/^From: "?Cleo Wellness"? </im);
    expect(mail.raw).toMatch(/^Reply-To: .*cleo@example\.com/im);
    expect(mail.body).toContain('Sunrise Green Tea');
    expect(mail.body).toContain('not intended to diagnose');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    // Exactly one (nothing else owed or in flight: a second copy would be here by now), and no tracking in a test.
    await mailSettled(stack);
    expect(mailbox.messages.filter((m) => m.to.includes(email) && m.subject.startsWith('[Test]'))).toHaveLength(1);
    expect(mail.body).not.toMatch(/campaign-placeholder|\/api\/[a-z-]*(?:open|click)/i);
  }, 60_000);

  it('shows compliance warnings and schedules, after acknowledging them, in the distributor’s time zone; then cancels', async () => {
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('This tea cures cancer.');
    const warnings = page.getByTestId('compliance-warnings');
    await warnings.getByText('Health claim').waitFor({ timeout: 15_000 });
    expect(await warnings.locator('mark').first().textContent()).toBe('cures cancer');

    await page.getByRole('button', { name: 'Send or schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send campaign' });
    await dialog.getByLabel('Schedule for later').check();
    await dialog.getByText('In your time zone (America/New_York)').waitFor();
    // 09:30 New York time, two months ahead.
    const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Date and time').fill(`${day}T09:30`);
    const schedule = dialog.getByRole('button', { name: 'Schedule send' });
    expect(await schedule.isDisabled()).toBe(true);
    await dialog.getByLabel('I have read the warnings and take responsibility for sending this content').check();
    await schedule.click();
    await toast('Send scheduled');
    await page.getByRole('button', { name: 'Cancel scheduled send' }).waitFor();
    const scheduled = await stack.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    expect(scheduled.status).toBe('scheduled');
    // Read in the browser's time zone (New York: 13:30 or 14:30 UTC depending on daylight saving time).
    expect(scheduled.scheduled_at?.toISOString()).toBe(newYorkToUtc(`${day}T09:30`));
    expect(scheduled.scheduled_at?.toISOString()).toMatch(/T1[34]:30:00\.000Z$/);
    expect(scheduled.compliance_ack).not.toBeNull();

    await page.getByRole('button', { name: 'Cancel scheduled send' }).click();
    await toast('Scheduled send cancelled');
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    expect((await stack.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).status).toBe('cancelled');
    await page.getByRole('button', { name: 'Back to campaigns' }).click();
    await page.getByRole('table', { name: 'Campaigns' }).getByText('Cancelled').waitFor();
  }, 60_000);

  it('lists a sent campaign in the storefront archive with its web version', async () => {
    await stack.prisma.campaign.update({ where: { id: campaignId }, data: { status: 'sent', sent_at: new Date('2026-10-01T12:00:00Z') } });
    const visitor = await context.newPage();
    try {
      await visitor.goto(`http://${sub}.localhost:${stack.port}/newsletters`);
      await visitor.getByRole('heading', { name: 'Past newsletters' }).waitFor({ timeout: 15_000 });
      await visitor.getByLabel('Your email address').waitFor();
      await visitor.getByRole('link', { name: 'Autumn picks from Cleo' }).click();
      await visitor.waitForURL(`**/newsletters/${campaignId}`);
      await visitor.frameLocator('iframe[title="Autumn picks from Cleo"]').getByText('Sunrise Green Tea').waitFor({ timeout: 15_000 });
      await visitor.screenshot({ path: path.join(artifacts, 'campaigns-archive.png') });
    } finally {
      await visitor.close();
    }
  }, 60_000);
});
