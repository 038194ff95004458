import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import { loadConfig } from '@ds/config';
import { sendingDomainRecords } from '@ds/mail-identity';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, logInAsAdmin } from './support/browser.js';
import { TestDnsServer } from './support/dns-server.js';
import { startMailbox } from './support/mailbox.js';
import { signUpDistributor } from './support/signup.js';
import { repoRoot, startStack, type Stack } from './support/stack.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
const DOMAIN = 'sender.test';
const ADMIN = { name: 'Dee Liver', email: 'dee.admin@example.com', password: 'admin-pass-123' };
const KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.2 AA violations as `rule: targets` (the rules and options of tests/accessibility.browser.test.ts). */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the app's CSP refuses an injected inline script.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    type Results = {
      violations: { id: string; nodes: { target: string[] }[] }[];
      incomplete: { id: string; error?: { message: string } }[];
    };
    const { axe } = window as unknown as {
      axe: { run: (ctx: Document, opts: object) => Promise<Results>; _audit: { checks: Record<string, { options: object }> } };
    };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    const contrast = { ...axe._audit.checks['color-contrast'].options, ignoreLength: true };
    return axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      checks: { 'color-contrast': { options: contrast } },
    });
  });
  // A rule that threw checked nothing: it must not pass as "no violations".
  const errors = results.incomplete.filter((rule) => rule.error).map((rule) => `${rule.id}: ${rule.error!.message}`);
  if (errors.length) throw new Error(`axe rules failed to run: ${errors.join('; ')}`);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Admin → Deliverability in Chromium against the built platform and a real DNS server: the screen shows
 * the DKIM, SPF and DMARC records of the configured sending domain as the worker's first check found them,
 * none in DNS yet; the admin copies the DKIM record, publishes the records exactly as copied and shown
 * (here: on the test DNS server), presses "Check again", the screen says it is checking and polls, and
 * each row turns Published once the worker's check lands. docs/deliverability.md §2.
 */
describe('admin deliverability screen', () => {
  let stack: Stack;
  let dns: TestDnsServer;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    dns = await TestDnsServer.start();
    mailbox = await startMailbox();
    stack = await startStack({
      SMTP_URL: mailbox.url,
      MAIL_FROM: `Distributor Sites <no-reply@${DOMAIN}>`,
      DKIM_SELECTOR: 's2026',
      DKIM_PRIVATE_KEY: KEY,
      SPF_MECHANISMS: 'ip4:127.0.0.1',
      // The worker's checks for the screen ask this DNS server, which starts empty.
      DNS_RESOLVERS: dns.address,
    });
    await stack.prisma.admin.create({
      data: { name: ADMIN.name, email: ADMIN.email, password_hash: await argon2.hash(ADMIN.password, { type: argon2.argon2id }) },
    });
    // A distributor whose own sending domain lost its SPF record, as the worker leaves it (docs/deliverability.md §9);
    // its next check is far off, so the worker leaves it alone while the screen is looked at.
    const dora = await signUpDistributor(stack, 'Dora');
    await stack.prisma.tenant.update({ where: { id: dora }, data: { site_name: 'Dora Greens' } });
    await stack.prisma.sendingDomain.create({
      data: {
        tenant_id: dora,
        domain: 'dora-greens.test',
        local_part: 'news',
        selector: 'ds202611-abcd',
        public_key: 'MIIB',
        private_key_encrypted: 'sealed',
        status: 'misconfigured',
        message: 'The SPF record of dora-greens.test does not name the relay',
        checked_at: new Date(),
        next_check_at: new Date(Date.now() + 86_400_000),
      },
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    page = await context.newPage();
    fs.mkdirSync(artifacts, { recursive: true });
    await logInAsAdmin(page, stack.url, ADMIN);
  }, 90_000);

  afterAll(async () => {
    if (page && !page.isClosed())
      await page.screenshot({ path: path.join(artifacts, 'admin-deliverability-last.png'), fullPage: true }).catch(() => undefined);
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
    await dns?.close();
  });

  it('shows the records as missing, copies the DKIM record, and shows each Published once they are in DNS', async () => {
    await page.goto(`${stack.url}/admin/deliverability`);
    await page.getByRole('heading', { name: 'Deliverability' }).first().waitFor({ timeout: 15_000 });
    const table = page.getByRole('table', { name: 'DNS records of the sending domain' });
    await table.waitFor({ timeout: 15_000 });
    await page.getByText(/^Emails are sent from/).waitFor();
    expect(await page.getByText(/^Emails are sent from/).textContent()).toBe(
      `Emails are sent from ${DOMAIN} and DKIM-signed for ${DOMAIN} with selector s2026.`,
    );

    const purposes = ['DKIM signing key', 'SPF: who may send', 'DMARC policy'] as const;
    const row = (purpose: string): Locator => table.getByRole('row').filter({ has: page.getByText(purpose, { exact: true }) });
    /** The name and value a row shows, as text (each beside its copy button, which has no text). */
    const shown = async (purpose: string) => {
      const cells = row(purpose).getByRole('cell');
      return { name: (await cells.nth(1).textContent()) ?? '', value: (await cells.nth(2).textContent()) ?? '' };
    };
    const chip = (label: string) => page.getByLabel(`DNS check: ${label}`);

    // Three records, none in DNS yet: the worker's first check (at its start) says so, with its time.
    await expect(table.getByRole('row').count()).resolves.toBe(1 + purposes.length);
    for (const purpose of purposes) await table.getByLabel(`${purpose}: Missing`).waitFor({ timeout: 15_000 });
    await chip('Checked').waitFor();
    await page.getByText(/^Last checked: /).waitFor();
    const [dkim, spf, dmarc] = await Promise.all(purposes.map(shown));
    // What the screen shows is what the platform signs and sends with (the configuration's records).
    const configured = sendingDomainRecords(loadConfig(stack.env));
    expect(configured.map((r) => ({ name: r.name, value: r.value }))).toEqual([dkim, spf, dmarc]);
    expect(dkim.name).toBe(`s2026._domainkey.${DOMAIN}`);
    expect(dkim.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    expect(spf).toEqual({ name: DOMAIN, value: 'v=spf1 ip4:127.0.0.1 -all' });
    expect(dmarc.name).toBe(`_dmarc.${DOMAIN}`);
    expect(dmarc.value).toMatch(/^v=DMARC1; /);

    // The DKIM record's name and value through the copy buttons: the clipboard holds them, the button says so.
    const copy = async (what: string) => {
      await row('DKIM signing key')
        .getByRole('button', { name: `Copy DKIM signing key ${what}` })
        .click();
      await row('DKIM signing key')
        .getByRole('button', { name: `DKIM signing key ${what} copied` })
        .waitFor();
      return page.evaluate(() => navigator.clipboard.readText());
    };
    const copiedName = await copy('name');
    const copiedValue = await copy('value');
    expect({ name: copiedName, value: copiedValue }).toEqual(dkim);

    // Published as copied (DKIM) and as shown (SPF, DMARC): the stored answer stands until the worker checks.
    dns.set(copiedName, 'TXT', [copiedValue]);
    dns.set(spf.name, 'TXT', [spf.value]);
    dns.set(dmarc.name, 'TXT', [dmarc.value]);
    await page.reload();
    for (const purpose of purposes) await table.getByLabel(`${purpose}: Missing`).waitFor({ timeout: 15_000 });

    // Check again: the screen says the worker is checking and polls until its answer lands.
    const polled: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/admin/deliverability') polled.push(Date.now());
    });
    const asked = page.waitForResponse((res) => res.url().endsWith('/api/admin/deliverability/check') && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Check again' }).click();
    expect((await asked).status()).toBe(202);
    await chip('Checking DNS…').waitFor();
    await page.getByText('Checking for updates every few seconds…').waitFor();
    for (const purpose of purposes) await table.getByLabel(`${purpose}: Published`).waitFor({ timeout: 20_000 });
    await chip('Checked').waitFor();
    expect(polled.length).toBeGreaterThan(0);
    await expect(table.getByText(/^(Missing|Different|No DNS answer|Not checked yet)$/).count()).resolves.toBe(0);
    await expect(page.getByText('Checking for updates every few seconds…').count()).resolves.toBe(0);

    // A reload shows the stored answer at once: all three found.
    await page.reload();
    for (const purpose of purposes) await table.getByLabel(`${purpose}: Published`).waitFor({ timeout: 15_000 });

    // The screen with its records found: no WCAG 2.2 AA violation.
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);

  it("lists each distributor's own sending domain with its status, and filters by status", async () => {
    await page.goto(`${stack.url}/admin/deliverability`);
    const panel = page.getByRole('region', { name: "Distributors' sending domains" });
    const table = panel.getByRole('table', { name: "Distributors' sending domains" });
    await table.waitFor({ timeout: 15_000 });
    const dora = table.getByRole('row').filter({ hasText: 'news@dora-greens.test' });
    await dora.getByLabel('Status of news@dora-greens.test: Misconfigured').waitFor();
    await dora.getByText('Dora Greens').waitFor();
    await dora.getByText('The SPF record of dora-greens.test does not name the relay').waitFor();
    await expect(panel.getByRole('group', { name: 'Misconfigured' }).textContent()).resolves.toBe('Misconfigured1');
    await expect(panel.getByText('Showing 1–1 of 1').count()).resolves.toBe(1);

    // The status filter's choices (labels of its radio buttons).
    const filter = (status: string) => panel.getByRole('radiogroup', { name: 'Sending domain status' }).getByText(status, { exact: true });
    await filter('Verified').click();
    await panel.getByText('No verified sending domains.').waitFor();
    await filter('Misconfigured').click();
    await dora.waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);
});
