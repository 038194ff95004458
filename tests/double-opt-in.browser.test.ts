import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { campaignUnsubscribeUrl, confirmationToken, unsubscribeUrl } from '@ds/mail-identity';
import { repoRoot, startStack, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';
import { mailSettled } from './support/settled.js';
import { signUp } from './support/signup.js';
import { launchBrowser, waitForHydration, withPage } from './support/browser.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
const JWT_SECRET = 'double-opt-in-browser-test-secret-0123456789';

/**
 * Double opt-in as a visitor and a distributor see it, in Chromium against the built platform and a real
 * SMTP server: the contact form's "Send me updates", the emailed link landing on the storefront's page,
 * and the back office's statuses, consent evidence and campaign history.
 */
describe('double opt-in in the browser', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let tenantId: string;
  const distributor = { email: 'olga@example.com', password: 'olga-password-1' };
  const site = (pathname = '/') => `http://olga.localhost:${stack.port}${pathname}`;

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, PUBLIC_FORM_RATE_LIMIT: '1000', JWT_SECRET });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    fs.mkdirSync(artifacts, { recursive: true });
    tenantId = (await signUp(stack, { first_name: 'Olga', last_name: 'Green', ...distributor, subdomain: 'olga' })).tenant_id;
    await stack.prisma.tenant.update({ where: { id: tenantId }, data: { site_name: 'Olga’s Green Living' } });
  }, 90_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it('a visitor ticks "Send me updates", confirms from the email and lands on "Subscription confirmed"', async () => {
    await withPage(context, async (page) => {
      await page.goto(site('/contact'));
      const form = page.getByRole('form', { name: 'Send a message' });
      await form.waitFor({ timeout: 15_000 });
      // The page is server-rendered: what is typed before React has taken the form over is not in its state.
      await waitForHydration(page);
      const updates = form.getByRole('checkbox', { name: /Send me updates/ });
      expect(await updates.isChecked()).toBe(false);
      await form.getByLabel('Name').fill('Pia Visitor');
      await form.getByLabel('Email').fill('pia@example.com');
      await form.getByLabel('Message').fill('Tell me about the greens powder.');
      await updates.check();
      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Please check your email to confirm your subscription.').waitFor({ timeout: 10_000 });
      expect(await updates.isChecked()).toBe(false);

      // Three emails: the distributor's notice, the visitor's reply, the visitor's confirmation link.
      await mailbox.next(distributor.email);
      const first = await mailbox.next('pia@example.com');
      const second = await mailbox.next('pia@example.com');
      const confirmation = [first, second].find((m) => m.body.includes('/api/newsletters/confirm?token='));
      expect(confirmation).toBeDefined();
      const link = /https?:\/\/[^\s"<>]+\/api\/newsletters\/confirm\?token=[A-Za-z0-9._%-]+/.exec(confirmation!.body)![0];
      const subscriber = await stack.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: tenantId, email: 'pia@example.com' } });
      expect(subscriber).toMatchObject({
        status: 'pending',
        source: 'lead form',
        consent_page: '/contact',
        consent_host: 'olga.localhost',
      });

      // The link names the storefront's host; the test's stack listens on its own port.
      const url = new URL(link);
      await page.goto(site(`${url.pathname}${url.search}`));
      // Opening the link only shows the button (mail scanners open links too); pressing it confirms.
      await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor({ timeout: 15_000 });
      expect((await stack.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriber.id } })).status).toBe('pending');
      await page.getByRole('button', { name: 'Confirm subscription' }).click();
      await page.waitForURL('**/newsletters/confirm?result=confirmed', { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('confirmation-text').textContent()).toContain('Olga’s Green Living newsletter');
      await page.screenshot({ path: path.join(artifacts, 'double-opt-in-confirmed.png'), fullPage: true });
      expect((await stack.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriber.id } })).status).toBe('confirmed');
      await mailbox.next('pia@example.com'); // the welcome
    });
  }, 90_000);

  it('an expired link says so and offers the form again', async () => {
    const pending = await stack.prisma.subscriber.create({ data: { tenant_id: tenantId, email: 'late@example.com', status: 'pending' } });
    const token = confirmationToken(JWT_SECRET, pending.id, new Date(Date.now() - 60_000), { tenantId });
    await withPage(context, async (page) => {
      await page.goto(site(`/api/newsletters/confirm?token=${encodeURIComponent(token)}`));
      await page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor({ timeout: 15_000 });
      await page.getByRole('main').getByRole('form', { name: 'Newsletter signup' }).waitFor();
      expect((await stack.prisma.subscriber.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe('pending');
    });
  }, 60_000);

  it('the landing newsletter (main domain) is double opt-in: the emailed link lands on the main domain\'s "Subscription confirmed"', async () => {
    await withPage(context, async (page) => {
      await page.goto(`http://localhost:${stack.port}/`);
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      await form.getByRole('textbox', { name: 'Email address' }).fill('lena@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await form.getByText('Subscription successful!').waitFor({ timeout: 15_000 });
      const pending = await stack.prisma.platformSubscriber.findUniqueOrThrow({ where: { email: 'lena@example.com' } });
      expect(pending).toMatchObject({ status: 'pending', source: 'landing' });

      const mail = await mailbox.next('lena@example.com');
      expect(mail.subject).toBe('Please confirm your subscription to Distributor Sites');
      const link = new URL(/https?:\/\/[^\s"<>]+\/api\/newsletters\/confirm\?token=[A-Za-z0-9._%-]+/.exec(mail.body)![0]);
      expect(link.hostname).toBe('localhost');
      await page.goto(`http://localhost:${stack.port}${link.pathname}${link.search}`);
      await page.getByRole('button', { name: 'Confirm subscription' }).click();
      await page.waitForURL('**/newsletters/confirm?result=confirmed', { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('confirmation-text').textContent()).toBe(
        'Thank you! You are now subscribed to the Distributor Sites newsletter.',
      );
      await page.screenshot({ path: path.join(artifacts, 'landing-newsletter-confirmed.png'), fullPage: true });
      expect((await stack.prisma.platformSubscriber.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe('confirmed');

      // Subscribing the confirmed address again sends nothing.
      const again = await fetch(`${stack.url}/api/newsletters/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant-domain': 'localhost' },
        body: JSON.stringify({ email: 'lena@example.com' }),
      });
      expect(again.status).toBe(200);
      // Nothing is owed or in flight any more: an email for the second request would be here by now.
      await mailSettled(stack);
      expect(mailbox.messages.filter((m) => m.to.includes('lena@example.com'))).toHaveLength(1);
    });
  }, 90_000);

  it('the distributor sees statuses, consent evidence and campaign history, and edits the lead reply', async () => {
    const pia = await stack.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: tenantId, email: 'pia@example.com' } });
    const campaign = await stack.prisma.campaign.create({
      data: { tenant_id: tenantId, subject: 'Spring greens are here', content: '<p>Hi</p>', status: 'sent', sent_at: new Date() },
    });
    await stack.prisma.campaignRecipient.create({
      data: {
        tenant_id: tenantId,
        campaign_id: campaign.id,
        subscriber_id: pia.id,
        email: pia.email,
        status: 'sent',
        sent_at: new Date(),
        opened_at: new Date(),
      },
    });
    await withPage(context, async (page) => {
      await page.goto(`${stack.url}/backoffice-login`);
      await page.getByLabel('Email').fill(distributor.email);
      await page.getByLabel('Password').fill(distributor.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/backoffice/dashboard', { timeout: 15_000 });
      await page.goto(`${stack.url}/backoffice/subscriber-message`);

      const table = page.getByRole('table', { name: 'Subscribers' });
      await table.getByText('pia@example.com').waitFor({ timeout: 15_000 });
      const piaRow = table.getByRole('row').filter({ hasText: 'pia@example.com' });
      await piaRow.getByText('Confirmed', { exact: true }).waitFor();
      await piaRow.getByText(/olga\.localhost\/contact \(lead form\)/).waitFor();
      await table.getByRole('row').filter({ hasText: 'late@example.com' }).getByText('Pending', { exact: true }).waitFor();
      // Chips show their whole word (no truncated chips).
      const chip = piaRow.getByText('Confirmed', { exact: true });
      expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      await piaRow.getByRole('button', { name: 'Consent and campaigns of pia@example.com' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('table', { name: 'Campaign history' }).getByText('Spring greens are here').waitFor({ timeout: 10_000 });
      await dialog.getByText('Delivered', { exact: true }).waitFor();
      await dialog.getByText(/olga\.localhost\/contact/).waitFor();
      await page.screenshot({ path: path.join(artifacts, 'double-opt-in-subscriber-details.png') });
      await page.keyboard.press('Escape');

      const reply = page.getByRole('region', { name: 'Reply to new leads' });
      await reply.getByLabel('Email subject').fill('Thanks for writing to Olga');
      await reply.getByRole('button', { name: 'Save lead reply' }).click();
      await page.getByText('Lead reply saved').first().waitFor({ timeout: 15_000 });
      expect(await stack.prisma.leadMessage.findUniqueOrThrow({ where: { tenant_id: tenantId } })).toMatchObject({
        subject: 'Thanks for writing to Olga',
        enabled: true,
      });
    });
  }, 90_000);

  it('the unsubscribe link, opened without JavaScript: a button, then "unsubscribed" with the undo, then subscribed again', async () => {
    const una = await stack.prisma.subscriber.create({
      data: { tenant_id: tenantId, email: 'una@example.com', status: 'confirmed', confirmed_at: new Date() },
    });
    const statusOf = async () => (await stack.prisma.subscriber.findUniqueOrThrow({ where: { id: una.id } })).status;
    // Opened from a mail client: plain HTML forms must do it all.
    const plain = await browser.newContext({ viewport: { width: 1000, height: 800 }, javaScriptEnabled: false });
    const page = await plain.newPage();
    try {
      const link = new URL(unsubscribeUrl(site(), JWT_SECRET, una.id, tenantId));
      await page.goto(site(`${link.pathname}${link.search}`));
      await page.getByRole('heading', { level: 1, name: 'Unsubscribe?' }).waitFor({ timeout: 15_000 });
      await page.getByText('stop receiving newsletter emails from').waitFor();
      // Opening it (as a mail scanner does) changed nothing.
      expect(await statusOf()).toBe('confirmed');
      await page.screenshot({ path: path.join(artifacts, 'unsubscribe-ask.png') });

      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }).waitFor({ timeout: 15_000 });
      expect(await statusOf()).toBe('unsubscribed');
      await page.getByText('Unsubscribed by mistake?').waitFor();
      await page.screenshot({ path: path.join(artifacts, 'unsubscribe-done.png') });

      await page.getByRole('button', { name: 'Resubscribe' }).click();
      await page.getByRole('heading', { level: 1, name: 'You are subscribed again' }).waitFor({ timeout: 15_000 });
      expect(await stack.prisma.subscriber.findUniqueOrThrow({ where: { id: una.id } })).toMatchObject({
        status: 'confirmed',
        unsubscribed_at: null,
      });

      // A campaign's unsubscribe link works the same way.
      const campaign = await stack.prisma.campaign.create({
        data: { tenant_id: tenantId, subject: 'Winter greens', content: '<p>x</p>', status: 'sent', sent_at: new Date() },
      });
      const row = await stack.prisma.campaignRecipient.create({
        data: {
          tenant_id: tenantId,
          campaign_id: campaign.id,
          subscriber_id: una.id,
          email: una.email,
          status: 'sent',
          sent_at: new Date(),
        },
      });
      const campaignLink = new URL(campaignUnsubscribeUrl(site(), JWT_SECRET, row.id, tenantId));
      await page.goto(site(`${campaignLink.pathname}${campaignLink.search}`));
      await page.getByRole('heading', { level: 1, name: 'Unsubscribe?' }).waitFor({ timeout: 15_000 });
      expect(await statusOf()).toBe('confirmed');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }).waitFor({ timeout: 15_000 });
      expect(await statusOf()).toBe('unsubscribed');
      expect((await stack.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: row.id } })).unsubscribed_at).toBeInstanceOf(Date);
      await page.getByRole('button', { name: 'Resubscribe' }).click();
      await page.getByRole('heading', { level: 1, name: 'You are subscribed again' }).waitFor({ timeout: 15_000 });
      expect(await statusOf()).toBe('confirmed');
      expect((await stack.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: row.id } })).unsubscribed_at).toBeNull();
    } finally {
      await plain.close();
    }
  }, 60_000);
});
