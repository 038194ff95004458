import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { createAdmin } from './support/admin.js';
import { launchBrowser, logInAsAdmin, withPage } from './support/browser.js';
import { startMailbox } from './support/mailbox.js';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
/**
 * A real photo-sized PNG (uploads are sniffed). Not 1×1: the storefront's srcset names variant slots by
 * width (400w/800w/1600w) and a 1 px image in the 1600w slot has a natural width of 0 at this viewport.
 */
const slidePng = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
const ADMIN = { name: 'Csp Admin', email: 'csp.admin@example.com', password: 'admin-pass-123' };
const SUB = 'cara';

/** What the browser said about a policy: a `securitypolicyviolation` event, or a console/page error. */
interface PolicyProblem {
  kind: 'violation' | 'console' | 'pageerror';
  page: string;
  detail: string;
}

/**
 * The landing, a storefront, the back office, the admin area and the pages the API renders itself,
 * in Chromium with the real security headers on: every screen works, and the browser reports no
 * Content-Security-Policy (or Permissions-Policy) violation anywhere.
 */
describe('security headers in the browser', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let tmp: string;
  let png: string;
  const problems: PolicyProblem[] = [];

  const site = (pathname = '/') => `http://${SUB}.localhost:${stack.port}${pathname}`;
  const toast = (page: Page, text: string) => page.getByText(text).first().waitFor({ timeout: 15_000 });

  /** The markers' own reports (see takeProblems) are not problems, whenever they arrive. */
  const MARKER = /policy-marker-\d+\.invalid/;
  let markers = 0;

  /**
   * Every policy problem reported so far, emptied. With a page: once every report the page had queued has
   * arrived — the page is made to break its policy once more on purpose (a marker: a fetch to another
   * origin, which every policy here refuses before any request is made) and that report is waited for;
   * the browser reports violations in the order they happen, so a pause is never what decides that
   * nothing more is coming.
   */
  async function takeProblems(page?: Page): Promise<PolicyProblem[]> {
    if (page && !page.isClosed()) {
      const marker = `http://policy-marker-${++markers}.invalid/`;
      await page.evaluate(
        (url) =>
          fetch(url).then(
            () => undefined,
            () => undefined,
          ),
        marker,
      );
      await waitFor(
        () => problems.some((p) => p.kind === 'violation' && p.detail.includes(marker)),
        15_000,
        () => `the marker's report never arrived: ${JSON.stringify(problems)}`,
      );
    }
    return problems.splice(0).filter((p) => !MARKER.test(p.detail));
  }

  async function expectNoProblems(page?: Page): Promise<void> {
    expect(await takeProblems(page)).toEqual([]);
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, PUBLIC_FORM_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    fs.mkdirSync(artifacts, { recursive: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-csp-'));
    png = path.join(tmp, 'slide.png');
    fs.writeFileSync(png, await slidePng());
    await createAdmin(stack, ADMIN);

    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Reported from every page and frame as it happens, so nothing is lost when a page navigates.
    await context.exposeBinding('__reportPolicyViolation', (source, detail: string) => {
      problems.push({ kind: 'violation', page: source.frame.url(), detail });
    });
    await context.addInitScript(() => {
      const report = (window as unknown as { __reportPolicyViolation?: (detail: string) => void }).__reportPolicyViolation;
      window.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${String(event.lineNumber)}` : '';
          void report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where} ${event.sample}`.trim());
        },
        true,
      );
    });
    const policyText = /Content.Security.Policy|Permissions.Policy|Refused to (load|execute|apply|frame|evaluate|connect)/i;
    context.on('console', (message) => {
      const text = message.text();
      if (MARKER.test(text)) return; // a marker's own console line (see takeProblems)
      if (policyText.test(text)) problems.push({ kind: 'console', page: message.page()?.url() ?? '', detail: text });
    });
    context.on('weberror', (error) => {
      if (policyText.test(error.error().message))
        problems.push({ kind: 'pageerror', page: error.page()?.url() ?? '', detail: error.error().message });
    });
  }, 90_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('reports a violation when one happens (the listener works)', async () => {
    await withPage(context, async (page) => {
      await page.goto(`${stack.url}/`);
      await page.locator('#contact').waitFor({ timeout: 15_000 });
      await takeProblems(page);
      // An inline script, as an injection would add it: refused, and reported.
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.body.appendChild(script);
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      expect(ran).toBe(false);
      const reported = await takeProblems(page);
      expect(reported).toContainEqual(
        expect.objectContaining({ kind: 'violation', detail: expect.stringMatching(/^script-src-elem blocked inline/) }),
      );
    });
  }, 60_000);

  it('shows the landing page with no violation', async () => {
    await withPage(context, async (page) => {
      await page.goto(`${stack.url}/`);
      await page.locator('#contact').waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Down to the footer, so every lazily loaded section and image has been fetched.
      for (let y = 0; y < 20_000; y += 700) await page.mouse.wheel(0, 700);
      await page.locator('footer').waitFor();
      await page.getByText('Template 1').first().waitFor({ timeout: 10_000 });
      await expectNoProblems(page);
    });
  }, 60_000);

  it('runs the back office with no violation: signup, dashboard, an image upload, the video and blog editors', async () => {
    await withPage(context, async (page) => {
      await page.goto(`${stack.url}/backoffice-signup`);
      await page.getByLabel('First name').fill('Cara');
      await page.getByLabel('Last name').fill('Policy');
      await page.getByLabel('Email').fill('cara@example.com');
      await page.getByLabel('Password').fill('cara-password-1');
      await page.getByLabel('Subdomain').fill(SUB);
      await page.getByRole('button', { name: 'Create my site' }).click();
      await page.waitForURL('**/backoffice/dashboard', { timeout: 20_000 });
      await page.getByRole('img', { name: `QR code for ${site()}` }).waitFor();

      // An upload, previewed from a blob: URL before it is saved, then shown from /uploads.
      await page.goto(`${stack.url}/backoffice/slider-banners`);
      await page.getByRole('button', { name: 'Add slider' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Slider image').setInputFiles(png);
      expect(await dialog.getByRole('img', { name: 'Slider image preview' }).getAttribute('src')).toMatch(/^blob:/);
      await dialog.getByLabel('Description').fill('Policies that let pages work');
      await dialog.getByLabel('Button text').fill('Shop now');
      await dialog.getByLabel('Button link').fill('/products');
      await dialog.getByRole('button', { name: 'Add slider' }).click();
      await toast(page, 'Slider added');

      await page.goto(`${stack.url}/backoffice/opportunity-video`);
      await page.getByLabel('Opportunity video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await page.getByLabel('Opportunity video header title').fill('See the opportunity');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Opportunity video saved');

      // The rich-text editor (TipTap) writes styles of its own.
      await page.goto(`${stack.url}/backoffice/blogs`);
      await page.getByRole('button', { name: 'New blog post' }).click();
      const content = page.getByRole('textbox', { name: 'Content' });
      await content.waitFor({ timeout: 15_000 });
      await content.click();
      await page.keyboard.type('Written under a strict policy.');
      await page.screenshot({ path: path.join(artifacts, 'csp-backoffice-blog.png') });
      await expectNoProblems(page);
    });
  }, 120_000);

  it('shows the storefront with no violation: uploaded and external images, the YouTube player', async () => {
    const tenant = await stack.prisma.tenant.findUniqueOrThrow({ where: { subdomain: SUB } });
    const category = await stack.prisma.category.create({ data: { tenant_id: tenant.id, name: 'Policy Picks', slug: 'policy-picks' } });
    // Image URLs a distributor may type instead of uploading (the machine is offline: they fail to load,
    // which is a network error, not a policy one — the policy is checked before the request).
    await stack.prisma.product.createMany({
      data: [
        {
          tenant_id: tenant.id,
          category_id: category.id,
          name: 'Secure Shake',
          your_price: '10.00',
          image: 'https://images.example.com/shake.png',
          sort_order: -2,
        },
        {
          tenant_id: tenant.id,
          category_id: category.id,
          name: 'Plain Tea',
          your_price: '5.00',
          image: 'http://images.example.com/tea.png',
          sort_order: -1,
        },
      ],
    });

    await withPage(context, async (page) => {
      await page.goto(site('/'));
      const hero = page.getByRole('region', { name: 'Welcome banner' });
      await hero.getByText('Policies that let pages work').waitFor({ timeout: 15_000 });
      await waitFor(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>('img[src*="/uploads/"]')].some((img) => img.complete && img.naturalWidth > 0),
          ),
        10_000,
        () => 'the uploaded hero image did not load',
      );
      const player = page.locator('iframe[title="See the opportunity"]');
      await player.scrollIntoViewIfNeeded({ timeout: 15_000 });
      expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      // The lazy frame has started its navigation: a refused one would have been reported by now.
      await waitFor(
        () => page.frames().some((frame) => frame !== page.mainFrame() && frame.url() !== '' && frame.url() !== 'about:blank'),
        15_000,
        () => 'the player frame never navigated',
      );
      await page.screenshot({ path: path.join(artifacts, 'csp-storefront.png'), fullPage: true });

      // The browser asks the network for both external images (a refused one would never be requested).
      const external = new Set<string>();
      page.on('request', (request) => {
        if (request.url().includes('images.example.com')) external.add(request.url());
      });
      await page.goto(site('/products'));
      await page.getByText('Secure Shake').first().waitFor({ timeout: 15_000 });
      await page.getByText('Plain Tea').first().waitFor();
      await waitFor(
        () => external.size === 2,
        10_000,
        () => `external images requested: ${[...external].join(', ')}`,
      );
      expect([...external].sort()).toEqual(['http://images.example.com/tea.png', 'https://images.example.com/shake.png']);
      await page.goto(site('/contact'));
      const form = page.getByRole('form', { name: 'Send a message' });
      await form.getByLabel('Name').fill('Vera Visitor', { timeout: 15_000 });
      await form.getByLabel('Email').fill('vera@example.com');
      await form.getByLabel('Message').fill('Does the policy let this through?');
      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Thank you! Your message has been sent.').waitFor({ timeout: 10_000 });
      await expectNoProblems(page);
    });
  }, 90_000);

  it('runs the admin area with no violation: login, dashboard, agents, and the queue dashboard', async () => {
    await withPage(context, async (page) => {
      await logInAsAdmin(page, stack.url, ADMIN);
      await page.getByRole('heading', { name: `Welcome, ${ADMIN.name}` }).waitFor();

      await page.goto(`${stack.url}/admin/agents`);
      await page.getByText('cara@example.com').first().waitFor({ timeout: 15_000 });

      // bull-board's own page, under its own policy.
      await page.goto(`${stack.url}/admin/settings`);
      await page.getByText(ADMIN.email).waitFor();
      const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Open queue dashboard' }).click()]);
      try {
        await tab.waitForURL('**/api/admin/queues**', { timeout: 15_000 });
        await tab.getByText('mail', { exact: true }).first().waitFor({ timeout: 15_000 });
        await tab.screenshot({ path: path.join(artifacts, 'csp-queue-dashboard.png') });
        await expectNoProblems(tab);
      } finally {
        await tab.close();
      }
      await expectNoProblems(page);
    });
  }, 90_000);

  it('shows the pages the API renders (OpenAPI docs, unsubscribe) with no violation', async () => {
    await withPage(context, async (page) => {
      await page.goto(`${stack.url}/api/docs`);
      await page.locator('.swagger-ui .info .title').waitFor({ timeout: 20_000 });
      await page.getByText('/api/users/signup').first().waitFor();
      await page.goto(`${stack.url}/api/newsletters/unsubscribe?sid=nope&sig=nope`);
      await page.getByRole('heading', { name: 'This unsubscribe link is not valid' }).waitFor();
      // Its inline style attribute applied.
      expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('576px');
      await expectNoProblems(page);
    });
  }, 60_000);

  it('refuses to be framed by another site: back office, storefront and API alike', async () => {
    await withPage(context, async (page) => {
      const framed = [`${stack.url}/backoffice-login`, `${stack.url}/admin/dashboard`, site('/'), `${stack.url}/api/templates`];
      // Another site (served by the browser itself) framing our pages, and one page of its own as a control.
      await page.route('http://framer.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: route.request().url().endsWith('/own')
            ? '<p>own page</p>'
            : [...framed, 'http://framer.test/own'].map((url) => `<iframe src="${url}"></iframe>`).join(''),
        }),
      );
      await page.goto('http://framer.test/');
      const children = () => page.frames().filter((frame) => frame !== page.mainFrame());
      await waitFor(
        () => children().length === framed.length + 1 && children().every((frame) => frame.url() !== '' && frame.url() !== 'about:blank'),
        15_000,
        () =>
          children()
            .map((frame) => frame.url())
            .join('\n'),
      );
      // Ours are refused (Chromium shows its error page instead); the framing site's own page loads.
      expect(
        children()
          .map((frame) => frame.url())
          .sort(),
      ).toEqual([...framed.map(() => 'chrome-error://chromewebdata/'), 'http://framer.test/own'].sort());
      await takeProblems();
    });
  }, 60_000);
});
