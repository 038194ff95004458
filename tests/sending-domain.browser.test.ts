import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { TestDnsServer } from './support/dns-server.js';
import { startMailbox } from './support/mailbox.js';
import { repoRoot, startStack, type Stack } from './support/stack.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
const DOMAIN = 'nina-naturals.test';
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.2 AA violations on the page as it is (the rules of tests/accessibility.browser.test.ts), as `rule: targets`. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Results = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const { axe } = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Results> } };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Campaigns → "Sending domain" in Chromium against the built platform, a real DNS server and worker: a
 * distributor with a verified custom domain picks a From address, copies the records the screen shows,
 * publishes them (here: on the test DNS server), presses Refresh DNS, and the status chip turns Verified
 * by itself (the screen polls). docs/deliverability.md "A distributor's own sending domain".
 */
describe('sending domain screen', () => {
  let stack: Stack;
  let dns: TestDnsServer;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId: string;
  const email = 'nina@example.com';

  beforeAll(async () => {
    dns = await TestDnsServer.start();
    mailbox = await startMailbox();
    stack = await startStack({
      SMTP_URL: mailbox.url,
      DNS_RESOLVERS: dns.address,
      SPF_MECHANISMS: 'ip4:127.0.0.1',
      MAIL_FROM: 'Distributor Sites <no-reply@platform.test>',
    });
    const signup = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Nina', last_name: 'Natural', email, password: 'nina-password-1', subdomain: 'nina' }),
    });
    expect(signup.status).toBe(201);
    tenantId = ((await signup.json()) as { tenant_id: string }).tenant_id;
    // The custom domain www.nina-naturals.test is verified (docs/domains.md).
    await stack.prisma.tenant.update({
      where: { id: tenantId },
      data: { domain_type: 'custom_domain', custom_domain: `www.${DOMAIN}`, dns_status: 'verified' },
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    page = await context.newPage();
    fs.mkdirSync(artifacts, { recursive: true });
    await page.goto(`${stack.url}/backoffice-login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('nina-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/backoffice/dashboard', { timeout: 20_000 });
  }, 90_000);

  afterAll(async () => {
    if (page && !page.isClosed())
      await page.screenshot({ path: path.join(artifacts, 'sending-domain-last.png'), fullPage: true }).catch(() => undefined);
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
    await dns?.close();
  });

  it('opts in, shows the records with copy buttons, and turns Verified by itself once they are published', async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL('**/backoffice/campaigns');
    const section = page.getByRole('region', { name: 'Sending domain' });
    await section.getByLabel('Sending domain status: Not set').waitFor({ timeout: 15_000 });
    await expect(section.getByText(/^Campaigns are sent from/).textContent()).resolves.toContain('no-reply@platform.test');

    const address = section.getByLabel('From address');
    await address.fill('hello');
    await section.getByRole('button', { name: 'Use my domain' }).click();
    await section.getByLabel('Sending domain status: Pending').waitFor({ timeout: 15_000 });
    const table = section.getByRole('table', { name: 'DNS records for your sending domain' });
    await table.waitFor();

    // What the distributor copies is what they publish: the DKIM record's name and value, and SPF's value.
    const copied = async (button: string) => {
      await section.getByRole('button', { name: button }).click();
      return page.evaluate(() => navigator.clipboard.readText());
    };
    const dkimName = await copied('Copy DKIM record name');
    const dkimValue = await copied('Copy DKIM record value');
    const spfName = await copied('Copy SPF record name');
    const spfValue = await copied('Copy SPF record value');
    expect(dkimName).toMatch(new RegExp(`^ds\\d{6}-[0-9a-f]{4}\\._domainkey\\.${DOMAIN.replace('.', '\\.')}$`));
    expect(dkimValue).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    expect([spfName, spfValue]).toEqual([DOMAIN, 'v=spf1 ip4:127.0.0.1 -all']);
    // The worker's first look found nothing yet.
    await section.getByLabel('DKIM record check: Not found').waitFor({ timeout: 30_000 });

    dns.set(dkimName, 'TXT', [dkimValue]);
    dns.set(spfName, 'TXT', [spfValue]);
    await section.getByRole('button', { name: 'Refresh DNS' }).click();
    // No reload: the screen polls while pending.
    await section.getByLabel('Sending domain status: Verified').waitFor({ timeout: 30_000 });
    await section.getByLabel('DKIM record check: OK').waitFor();
    await section.getByLabel('SPF record check: OK').waitFor();
    expect(await section.getByText(/^Campaigns are sent from/).textContent()).toBe(`Campaigns are sent from hello@${DOMAIN}.`);
    const row = await stack.prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: tenantId } });
    expect(row).toMatchObject({ status: 'verified', local_part: 'hello', domain: DOMAIN });
    // The whole section shown (records, checks, the DMARC advice not found, the address form): no axe violation.
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);
});
