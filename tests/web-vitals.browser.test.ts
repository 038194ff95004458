import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { VITAL_BOUNDS, vitalBucketOf } from '@ds/jobs';
import { CHROMIUM, launchBrowser } from './support/browser.js';
import { startMailbox } from './support/mailbox.js';
import { signUp } from './support/signup.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

/** Headless Chromium calls itself HeadlessChrome, which `isbot` rightly refuses: the visitors here are people. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

interface Figure {
  p75: number;
  samples: number;
  rating: string;
}
interface Figures {
  lcp: Figure | null;
  inp: Figure | null;
  cls: Figure | null;
  ttfb: Figure | null;
}
interface WebVitals {
  all: Figures;
  devices: (Figures & { device: string })[];
  pages: (Figures & { path: string; samples: number })[];
}

/**
 * Real-user Web Vitals end to end: the built storefront in Chromium measures a page load with `web-vitals`
 * (loaded after the page), sends it as the page is hidden, the API buffers it, the worker rolls it up, and
 * the distributor's analytics report shows it — the values within the browser's own measurement. A bot's
 * and a Do Not Track visitor's reports are not counted.
 */
describe('real-user Web Vitals in the browser', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  /** Headless Chromium as it is: a bot. */
  let browser: Browser;
  /**
   * Chromium whose user agent is a person's at the browser level: a report sent while the page unloads goes
   * out from the browser process, which a context's user-agent override does not reach.
   */
  let people: Browser;
  const distributor = { first_name: 'Val', last_name: 'Vitals', email: 'val@example.com', password: 'val-password-1', subdomain: 'val' };
  let tenantId: string;
  let token: string;
  const site = (pathname = '/') => `http://${distributor.subdomain}.localhost:${stack.port}${pathname}`;
  /** Samples written for a page, all metrics (a page load that reports TTFB, LCP and CLS adds 3). */
  const samplesOf = (page: string) =>
    stack.prisma.siteVitalsDaily
      .aggregate({ where: { tenant_id: tenantId, path: page }, _sum: { samples: true } })
      .then((a) => a._sum.samples ?? 0);
  const report = async (): Promise<WebVitals> => {
    const res = await fetch(`${stack.url}/api/tenants/${tenantId}/analytics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { web_vitals: WebVitals }).web_vitals;
  };

  /** Web Vitals reports the API has answered 202 (its request log). */
  const reportsAnswered = () =>
    stack.logs
      .join('')
      .split('\n')
      .filter((line) => line.includes('"url":"/api/site/vitals"') && line.includes('"statusCode":202')).length;

  /**
   * Opens `pathname`, waits until the measuring chunk has loaded, reads the browser's own LCP, CLS and TTFB,
   * and leaves the page (a real navigation: the page becomes hidden, so the report is sent); resolves once
   * the API has answered the report, with what the browser measured.
   */
  const visit = async (context: BrowserContext, pathname: string) => {
    const before = reportsAnswered();
    const page: Page = await context.newPage();
    const measuring = page.waitForResponse((res) => res.url().includes('measure-web-vitals'), { timeout: 20_000 });
    await page.goto(site(pathname), { waitUntil: 'load' });
    await measuring;
    await page.getByRole('link', { name: 'Contact' }).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500); // the chunk runs once loaded; its observers then read the buffered entries
    const own = await page.evaluate(async () => {
      const entries = (type: string) =>
        new Promise<PerformanceEntry[]>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true });
          setTimeout(() => resolve([]), 1_000);
        });
      const lcp = (await entries('largest-contentful-paint')).at(-1)?.startTime ?? null;
      const shifts = (await entries('layout-shift')) as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { lcp, cls: shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0), ttfb: nav.responseStart };
    });
    await page.goto('about:blank');
    await waitFor(
      async () => reportsAnswered() > before,
      15_000,
      () => `no Web Vitals report was sent from ${pathname}`,
    );
    await page.close();
    return own;
  };

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, ANALYTICS_VITALS_SAMPLE_RATE: '1' });
    browser = await launchBrowser();
    people = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', `--user-agent=${PERSON}`],
    });
    ({ tenant_id: tenantId, token } = await signUp(stack, distributor));
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await people?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it("reports a real visit's LCP, CLS and TTFB, within the browser's own measurement", async () => {
    const person = await people.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const own = await visit(person, '/contact');
      expect(own.lcp).toBeGreaterThan(0);
      await waitFor(
        async () => (await samplesOf('/contact')) === 3,
        20_000,
        () => 'the Web Vitals report was never written',
      );

      const vitals = await report();
      // A page that does not shift: CLS 0, read as 0 from the histogram's zero bucket.
      expect(own.cls).toBe(0);
      expect(vitals.all.cls).toEqual({ p75: 0, samples: 1, rating: 'good' });
      // LCP and TTFB: positive, in the bucket of the browser's own value (a histogram keeps buckets, not values).
      for (const metric of ['lcp', 'ttfb'] as const) {
        const ownValue = metric === 'lcp' ? own.lcp! : own.ttfb;
        const figure = vitals.all[metric]!;
        expect(figure.samples).toBe(1);
        expect(figure.p75).toBeGreaterThan(0);
        const bucket = vitalBucketOf(metric, ownValue);
        expect(figure.p75).toBeGreaterThanOrEqual(VITAL_BOUNDS[metric][bucket - 1]);
        expect(figure.p75).toBeLessThanOrEqual(VITAL_BOUNDS[metric][bucket] ?? Infinity);
      }
      expect(vitals.all.inp).toBeNull(); // nobody interacted
      expect(vitals.devices.map((d) => d.device)).toEqual(['desktop']);
      expect(vitals.pages.map((p) => [p.path, p.samples])).toEqual([['/contact', 1]]);
    } finally {
      await person.close();
    }
  }, 90_000);

  it("does not count a bot's report, and a Do Not Track browser does not even measure", async () => {
    // Chromium with "Send a Do Not Track request" on (its preference): navigator.doNotTrack is "1" and every
    // request carries DNT: 1 — what a context's extra headers cannot give a beacon sent while the page unloads.
    const dntProfile = fs.mkdtempSync(path.join(os.tmpdir(), 'vitals-dnt-'));
    fs.mkdirSync(path.join(dntProfile, 'Default'));
    fs.writeFileSync(path.join(dntProfile, 'Default', 'Preferences'), JSON.stringify({ enable_do_not_track: true }));
    const dnt = await chromium.launchPersistentContext(dntProfile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', `--user-agent=${PERSON}`],
    });
    const bot = await browser.newContext(); // HeadlessChrome: a bot
    const marker = await people.newContext({ viewport: { width: 390, height: 800 } });
    try {
      // The bot's page measures and sends its report (a page does not know what the server will decide); the API drops it.
      await visit(bot, '/blog');
      const before = reportsAnswered();
      const page = await dnt.newPage();
      const chunks: string[] = [];
      page.on('request', (req) => chunks.push(req.url()));
      await page.goto(site('/products'), { waitUntil: 'load' });
      expect(await page.evaluate(() => navigator.doNotTrack)).toBe('1');
      await page.getByRole('link', { name: 'Contact' }).first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1_500);
      await page.goto('about:blank');
      expect(chunks.filter((url) => url.includes('measure-web-vitals'))).toEqual([]);
      // A report that must be counted, sent after them: once it is written, theirs would have been too.
      await visit(marker, '/opportunity');
      await waitFor(
        async () => (await samplesOf('/opportunity')) === 3,
        20_000,
        () => 'the marker report was never written',
      );
      expect(reportsAnswered()).toBe(before + 1); // the marker's; none from the Do Not Track browser
      expect(await samplesOf('/blog')).toBe(0);
      expect(await samplesOf('/products')).toBe(0);
      const vitals = await report();
      expect(vitals.pages.map((p) => p.path).sort()).toEqual(['/contact', '/opportunity']);
      expect(vitals.devices.map((d) => d.device)).toEqual(['mobile', 'desktop']);
    } finally {
      await Promise.all([bot.close(), dnt.close(), marker.close()]);
      fs.rmSync(dntProfile, { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses another distributor's token", async () => {
    const other = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...distributor, email: 'other@example.com', subdomain: 'otherval' }),
    });
    const { token: otherToken } = (await other.json()) as { token: string };
    const res = await fetch(`${stack.url}/api/tenants/${tenantId}/analytics`, { headers: { Authorization: `Bearer ${otherToken}` } });
    expect(res.status).toBe(403);
  });
});
