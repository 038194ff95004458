import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { repoRoot, startStack, type Stack } from './support/stack.js';

/** axe-core's own build, injected into each page (it runs in the page, on the rendered DOM). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA (issue 14 §5), and 2.2 AA (target size: 24 px tap targets). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[] }[];
}

async function axe(page: Page): Promise<Violation[]> {
  // Evaluated over the DevTools protocol: the app's CSP (rightly) refuses an injected inline script.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe.run;
    return (await run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, WCAG_TAGS);
}

/** What one failing node is; for contrast, its colours and ratio. */
function describeNode(node: Violation['nodes'][number]): string {
  const contrast = node.any.find((check) => check.data?.contrastRatio)?.data;
  return `${node.target.join(' ')}${contrast ? ` ${contrast.fgColor} on ${contrast.bgColor} = ${contrast.contrastRatio}:1` : ''}`;
}

/** "rule ×nodes (first failing nodes)" per violation, for a readable failure and the printed figures. */
const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.id} ×${v.nodes.length} (${v.nodes.slice(0, 3).map(describeNode).join(' | ')})`);

/**
 * The pages issue 14 names, with the demo data a newcomer sees (`npm run db:seed`): axe-core's WCAG 2.2
 * A/AA rules in Debian's Chromium. Each page's count is printed; a page listed in KNOWN may not get worse
 * than its recorded rules, every other page must have none.
 */
describe('accessibility (axe-core, WCAG 2.2 AA) on the demo platform', () => {
  let stack: Stack;
  let browser: Browser;
  let uploads: string;
  const site = () => `http://jane.localhost:${stack.port}`;

  beforeAll(async () => {
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-a11y-uploads-'));
    stack = await startStack({ UPLOAD_DIR: uploads });
    const seeded = spawnSync(process.execPath, ['scripts/seed.mjs'], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: stack.env.DATABASE_URL, UPLOAD_DIR: uploads }, encoding: 'utf8' });
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
    figures.push(`  ${name}: ${violations.reduce((n, v) => n + v.nodes.length, 0)} nodes in ${violations.length} rules ${describeViolations(violations).join('; ')}`);
    expect(describeViolations(violations)).toEqual([]);
  }

  it('the landing page', async () => {
    await check('landing', await visit(`${stack.url}/`, (page) => page.locator('#promotion').waitFor()));
  }, 60_000);

  it("a storefront's home, product and blog post pages", async () => {
    const headers = { 'X-Tenant-Domain': `jane.localhost:${stack.port}` };
    const products = (await (await fetch(`${stack.url}/api/site/products`, { headers })).json()) as { id: string; category_slug: string | null }[];
    const posts = (await (await fetch(`${stack.url}/api/site/blogs`, { headers })).json()) as { id: string }[];
    await check('storefront home', await visit(`${site()}/`, (page) => page.locator('main').first().waitFor()));
    await check('product page', await visit(`${site()}/products/${products[0].category_slug || 'all'}/${products[0].id}`, (page) => page.locator('main h1').first().waitFor()));
    await check('blog post', await visit(`${site()}/blog/${posts[0].id}`, (page) => page.locator('main h1').first().waitFor()));
  }, 120_000);

  it("the back office's dashboard and a list screen", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await logIn(page, '/backoffice-login', 'jane@example.com', 'Jane123!', '/backoffice/dashboard');
      await page.waitForLoadState('networkidle');
      await check('back-office dashboard', await axe(page));
      await page.goto(`${stack.url}/backoffice/products-list`);
      await page.getByRole('table').first().waitFor();
      await page.waitForLoadState('networkidle');
      await check('back-office products list', await axe(page));
    } finally {
      await page.close();
    }
  }, 90_000);

  it("the admin's distributors list", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await logIn(page, '/superadmin-login', 'admin@example.com', 'Admin123!', '/admin/dashboard');
      await page.goto(`${stack.url}/admin/agents`);
      await page.getByRole('table').first().waitFor();
      await page.waitForLoadState('networkidle');
      await check('admin agents list', await axe(page));
    } finally {
      await page.close();
    }
  }, 90_000);
});
