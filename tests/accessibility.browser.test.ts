import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { paths, toAdmin, toBackoffice } from '../apps/web/src/lib/paths.js';
import { launchBrowser, waitForHydration } from './support/browser.js';
import { repoRoot, startStack, type Stack } from './support/stack.js';

const require = createRequire(import.meta.url);
/** axe-core's own build, injected into each page (it runs in the page, on the rendered DOM). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA (docs/performance.md "Accessibility"), and 2.2 AA (target size: 24 px tap targets). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[] }[];
}

interface AxeResults {
  violations: Violation[];
  /** A rule that threw lands here with `error`, having checked nothing: it must not pass as "no violations". */
  incomplete: { id: string; error?: { message: string } }[];
}

async function axe(page: Page): Promise<Violation[]> {
  // Evaluated over the DevTools protocol: the app's CSP (rightly) refuses an injected inline script.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (ctx: Document, opts: object) => Promise<AxeResults>; _audit: { checks: Record<string, { options: object }> } };
    };
    // axe leaves one-character text to manual review (it may be an icon glyph); here it is a figure (a
    // one-digit count on a stat card) and is held to the contrast rule like any text. A check's options
    // are replaced, not merged, so axe's own ones are passed along with that one change.
    const contrast = { ...axe._audit.checks['color-contrast'].options, ignoreLength: true };
    return axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      checks: { 'color-contrast': { options: contrast } },
    });
  }, WCAG_TAGS);
  const errors = results.incomplete.filter((rule) => rule.error).map((rule) => `${rule.id}: ${rule.error!.message}`);
  if (errors.length) throw new Error(`axe rules failed to run: ${errors.join('; ')}`);
  return results.violations;
}

/** What one failing node is; for contrast, its colours and ratio. */
function describeNode(node: Violation['nodes'][number]): string {
  const contrast = node.any.find((check) => check.data?.contrastRatio)?.data;
  return `${node.target.join(' ')}${contrast ? ` ${contrast.fgColor} on ${contrast.bgColor} = ${contrast.contrastRatio}:1` : ''}`;
}

/** "rule ×nodes (first failing nodes)" per violation, for a readable failure and the printed figures. */
const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.id} ×${v.nodes.length} (${v.nodes.slice(0, 3).map(describeNode).join(' | ')})`);

const b = paths.backoffice;
const a = paths.admin;

/**
 * Every screen of the back office and of the admin area, as the web's route table has them
 * (apps/web/src/app/app-area-routes.tsx): [name, path]. The `opportunity` and `join-us` index routes show
 * their page-banner screen and `admin/training` redirects to training/manage, so neither is listed twice.
 */
const BACKOFFICE_SCREENS: [string, string][] = [
  ['dashboard', b.dashboard],
  ['slider banners', b.sliderBanners],
  ['welcome message', b.welcomeMessage],
  ['introduction', b.introduction],
  ['about company', b.aboutCompany],
  ['why network marketing', b.whyNetworkMarketing],
  ['opportunity video', b.opportunityVideo],
  ['support message', b.supportMessage],
  ['about page', b.aboutPage],
  ['categories', b.categories],
  ['products list', b.productsList],
  ['product page', b.productPage],
  ['opportunity page banner', `${b.opportunity}/${b.pageBanner}`],
  ['opportunity page content', `${b.opportunity}/${b.pageContent}`],
  ['opportunity video section', `${b.opportunity}/${b.videoSection}`],
  ['compensation plan', `${b.opportunity}/${b.compensationPlan}`],
  ['join us page banner', `${b.joinUs}/${b.pageBanner}`],
  ['join us page content', `${b.joinUs}/${b.pageContent}`],
  ['contact us', b.contactUs],
  ['blogs', b.blogs],
  ['social media', b.socialMedia],
  ['footer disclaimer', b.footerDisclaimer],
  ['subscriber message', b.subscriberMessage],
  ['contacts', b.contacts],
  ['sequences', b.sequences],
  ['campaigns', b.campaigns],
  ['settings', b.settings],
  ['notifications', b.notifications],
  ['analytics', b.analytics],
  ['training', b.training],
].map(([name, path]) => [name, toBackoffice(path)]);

const ADMIN_SCREENS: [string, string][] = [
  ['dashboard', a.dashboard],
  ['analytics', a.analytics],
  ['distributors (agents)', a.agents],
  ['training', a.trainingManage],
  ['settings', a.settings],
  ['create user', a.createUser],
  ['reset password', a.resetPass],
  ['send notification', a.sendNotification],
  ['messages', a.messages],
  ['domains', a.domains],
  ['emails', a.emails],
  ['campaigns', a.campaigns],
  ['deliverability', a.deliverability],
  ['shop links', a.shopLinks],
].map(([name, path]) => [name, toAdmin(path)]);

/** Route segments of an area (apps/web/src/lib/paths.ts) that none of the listed screens' paths uses. */
function unlisted(area: Record<string, string>, screens: [string, string][]): string[] {
  const used = new Set(screens.flatMap(([, path]) => path.split('/')));
  return Object.entries(area)
    .filter(([key, segment]) => key !== 'root' && !used.has(segment.split('/').pop()!))
    .map(([key]) => key);
}

/**
 * The landing page, a storefront's home, product and post pages (and a Korean storefront's home and product
 * pages) and every back-office and admin screen,
 * with the demo data a newcomer sees (`npm run db:seed`) plus one unread announcement:
 * axe-core's WCAG 2.2 A/AA rules in Debian's Chromium. Each page's count is printed; every page must have none.
 */
describe('accessibility (axe-core, WCAG 2.2 AA) on the demo platform', () => {
  let stack: Stack;
  let browser: Browser;
  let uploads: string;
  const site = () => `http://jane.localhost:${stack.port}`;

  beforeAll(async () => {
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-a11y-uploads-'));
    stack = await startStack({ UPLOAD_DIR: uploads });
    const seeded = spawnSync(process.execPath, ['scripts/seed.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: stack.env.DATABASE_URL, UPLOAD_DIR: uploads },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (uploads) fs.rmSync(uploads, { recursive: true, force: true });
  });

  async function visit(url: string, ready: (page: Page) => Promise<unknown>, before?: (page: Page) => Promise<void>): Promise<Violation[]> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      if (before) await before(page);
      await page.goto(url);
      await ready(page);
      await page.waitForLoadState('networkidle');
      // A server-rendered page's forms enable their buttons once hydrated, with a short colour transition:
      // axe reads the colours as they settle, not half-way (a half-faded button is no page's real state).
      await waitForHydration(page);
      await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition), undefined, {
        timeout: 15_000,
      });
      return await axe(page);
    } finally {
      await page.close();
    }
  }

  async function logIn(page: Page, loginPath: string, email: string, password: string, landing: string): Promise<void> {
    await page.goto(`${stack.url}${loginPath}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**${landing}`, { timeout: 15_000 });
  }

  const figures: string[] = [];
  afterAll(() => console.log(`axe-core WCAG 2.2 AA violations per page:\n${figures.join('\n')}`));

  async function check(name: string, violations: Violation[]): Promise<void> {
    figures.push(
      `  ${name}: ${violations.reduce((n, v) => n + v.nodes.length, 0)} nodes in ${violations.length} rules ${describeViolations(violations).join('; ')}`,
    );
    expect({ name, violations: describeViolations(violations) }).toEqual({ name, violations: [] });
  }

  it('the landing page', async () => {
    await check('landing', await visit(`${stack.url}/`, (page) => page.locator('#promotion').waitFor()));
  }, 60_000);

  it("a storefront's home, product and blog post pages", async () => {
    const headers = { 'X-Tenant-Domain': `jane.localhost:${stack.port}` };
    const products = (await (await fetch(`${stack.url}/api/site/products`, { headers })).json()) as {
      id: string;
      category_slug: string | null;
    }[];
    const posts = (await (await fetch(`${stack.url}/api/site/blogs`, { headers })).json()) as { id: string }[];
    await check('storefront home', await visit(`${site()}/`, (page) => page.locator('main').first().waitFor()));
    await check(
      'product page',
      await visit(`${site()}/products/${products[0].category_slug || 'all'}/${products[0].id}`, (page) =>
        page.locator('main h1').first().waitFor(),
      ),
    );
    await check('blog post', await visit(`${site()}/blog/${posts[0].id}`, (page) => page.locator('main h1').first().waitFor()));
  }, 120_000);

  it("a storefront in another language: Minji's Korean site's home and product pages (lang ko)", async () => {
    const korean = `http://minji.localhost:${stack.port}`;
    const headers = { 'X-Tenant-Domain': `minji.localhost:${stack.port}` };
    const products = (await (await fetch(`${stack.url}/api/site/products`, { headers })).json()) as {
      id: string;
      category_slug: string | null;
    }[];
    const inKorean = async (page: Page) => {
      await page.locator('main').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    };
    await check('Korean storefront home', await visit(`${korean}/`, inKorean));
    await check(
      'Korean product page',
      await visit(`${korean}/products/${products[0].category_slug || 'all'}/${products[0].id}`, async (page) => {
        await page.locator('main h1').first().waitFor();
        await inKorean(page);
      }),
    );
  }, 120_000);

  it('lists every back-office and admin screen of the route table', () => {
    expect(unlisted(paths.backoffice, BACKOFFICE_SCREENS)).toEqual([]);
    expect(unlisted(paths.admin, ADMIN_SCREENS)).toEqual([]);
  });

  /**
   * Opens a screen in the signed-in page and waits until it shows its data: its heading, no request in
   * flight, no skeleton or spinner left in the main area.
   */
  async function screen(page: Page, path: string): Promise<Violation[]> {
    await page.goto(`${stack.url}${path}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    // A function, not a string: Playwright evals a string predicate in the page, which the CSP refuses.
    await page.waitForFunction(() => !document.querySelector('main .mantine-Skeleton-root, main .mantine-Loader-root'), undefined, {
      timeout: 15_000,
    });
    expect(new URL(page.url()).pathname).toBe(path);
    return axe(page);
  }

  /** Calls the API (POST with a JSON body, else GET; with a Bearer token if given) and answers the parsed body. */
  async function api<T>(path: string, body: object | undefined, token?: string): Promise<T> {
    const res = await fetch(`${stack.url}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  // One page per role, logged in once; each screen is opened in it in turn.
  describe('every back-office screen, as the demo distributor', () => {
    let page: Page;
    beforeAll(async () => {
      // An announcement from the admin, unread: the dashboard shows its "1 unread" badge too.
      const admin = await api<{ token: string }>('/admin/login', { email: 'admin@example.com', password: 'Admin123!' });
      await api('/admin/notifications', { title: 'Welcome to the platform', message: 'Your site is live.' }, admin.token);
      const jane = await api<{ token: string; tenant_id: string }>('/users/login', { email: 'jane@example.com', password: 'Jane123!' });
      const deadline = Date.now() + 20_000;
      while ((await api<{ unread: number }>(`/tenants/${jane.tenant_id}/notifications`, undefined, jane.token)).unread === 0) {
        if (Date.now() > deadline) throw new Error('the notification never reached the inbox');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await logIn(page, '/backoffice-login', 'jane@example.com', 'Jane123!', '/backoffice/dashboard');
    }, 60_000);
    afterAll(() => page?.close());

    it.each(BACKOFFICE_SCREENS)(
      '%s (%s)',
      async (name, path) => {
        await check(`back office ${name}`, await screen(page, path));
      },
      60_000,
    );

    it('the Sequences editor, a template open with its first email in the campaign composer and preview', async () => {
      await screen(page, toBackoffice(b.sequences));
      await page.getByLabel('Start from').selectOption({ label: 'New lead follow-up (10 days)' });
      await page.getByRole('button', { name: 'New sequence' }).click();
      await page.getByRole('group', { name: 'Step 1' }).getByLabel('Subject').waitFor();
      // The preview is the API's rendering of the step (after the composer's pause for typing).
      await page
        .frameLocator('iframe[title="Email preview (desktop)"]')
        .getByText('thank you for your message', { exact: false })
        .first()
        .waitFor({ timeout: 15_000 });
      await page.waitForFunction(() => !document.querySelector('main .mantine-Skeleton-root, main .mantine-Loader-root'), undefined, {
        timeout: 15_000,
      });
      await check('back office sequences editor', await axe(page));
    }, 60_000);
  });

  describe('every admin screen, as the super-admin', () => {
    let page: Page;
    beforeAll(async () => {
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await logIn(page, '/superadmin-login', 'admin@example.com', 'Admin123!', '/admin/dashboard');
    }, 60_000);
    afterAll(() => page?.close());

    it.each(ADMIN_SCREENS)(
      '%s (%s)',
      async (name, path) => {
        await check(`admin ${name}`, await screen(page, path));
      },
      60_000,
    );
  });
});
