import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { copyCatalogIntoTenant } from '@ds/db';
import { seedDatabase } from '../prisma/seed/seed.mjs';
import { launchBrowser, waitForHydration, withPage } from './support/browser.js';
import { startMailbox, type ReceivedMail } from './support/mailbox.js';
import { distributorForm, signUp } from './support/signup.js';
import { repoRoot, startStack, type Stack } from './support/stack.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');

/** A storefront message file (apps/web/src/i18n/messages): the texts the test expects, from the same source. */
function messagesOf(language: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/web/src/i18n/messages', `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/**
 * The languages besides Korean (whose site is followed through subscription and emails below), each with a
 * site signed up in a country that starts in it, and the shape of a price in its currency there.
 */
const OTHER_LANGUAGES = [
  { language: 'es', country: 'MX', subdomain: 'lucia', first: 'Lucia', currency: 'MXN', price: /^\$\d{1,3}(,\d{3})*\.\d{2}$/ },
  { language: 'fr', country: 'FR', subdomain: 'camille', first: 'Camille', currency: 'EUR', price: /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/ },
  { language: 'zh-Hant', country: 'TW', subdomain: 'meiling', first: 'Meiling', currency: 'TWD', price: /^\$\d{1,3}(,\d{3})*\.\d{2}$/ },
  // Yen have no minor unit: ￥5,980, never ￥5,980.00.
  { language: 'ja', country: 'JP', subdomain: 'haruto', first: 'Haruto', currency: 'JPY', price: /^￥\d{1,3}(,\d{3})*$/ },
];

/** The email's first HTML link to `pathname` (`/api/newsletters/confirm`, `/api/newsletters/unsubscribe`). */
function linkTo(text: string, pathname: string): URL {
  const found = [...text.matchAll(/href="(https?:\/\/[^"]+)"/g)]
    .map((match) => new URL(match[1].replace(/&amp;/g, '&')))
    .find((url) => url.pathname === pathname);
  if (!found) throw new Error(`no ${pathname} link in:\n${text}`);
  return found;
}

/** The message's quoted-printable parts decoded as the UTF-8 they are (the mailbox's `body` reads bytes as Latin-1). */
function textOf(mail: ReceivedMail): string {
  const latin1 = mail.bytes
    .toString('latin1')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** A header's MIME encoded-words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) decoded; folded lines joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

/** The Subject header as written (folded over several lines) and decoded. */
const subjectOf = (raw: string) => decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '');

/**
 * A site's language as its visitors meet it (docs/product.md "Languages", docs/i18n.md), in Chromium against
 * the built platform, the company catalog and a real SMTP server: a distributor in South Korea (country KR, so
 * `site_language` ko) — the storefront arrives in Korean from the server (`<html lang="ko">`, Korean navigation,
 * prices in won without decimals), a visitor subscribes from the footer and is answered in Korean, the
 * confirmation email, the confirmation page and the unsubscribe page are Korean too. Every other language (es in
 * Mexico, fr in France, zh-Hant in Taiwan, ja in Japan) has a site of its own: it arrives in its language from the
 * server (`<html lang>`, the navigation and buttons of its message file), with prices in its country's format,
 * and the contact form's checks answer in it.
 */
describe('a storefront in its site language (Chromium)', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let browser: Browser;
  let context: BrowserContext;
  let seoulId: string;
  const SITE_NAME = '지우의 건강한 하루';
  const site = (subdomain: string, pathname = '/') => `http://${subdomain}.localhost:${stack.port}${pathname}`;
  /** A page's HTML as the server sent it, before any script (Chromium resolves `*.localhost`; Node does not). */
  const rawHtml = (url: string) =>
    withPage(context, async (page) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      return response!.text();
    });

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, PUBLIC_FORM_RATE_LIMIT: '1000' });
    // The company catalog and its markets (no demo accounts): sign-up countries and local prices come from it.
    await seedDatabase(stack.prisma, { demo: false, copyCatalogIntoTenant });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    fs.mkdirSync(artifacts, { recursive: true });
    seoulId = (await signUp(stack, { ...distributorForm('Jiwoo', 'jiwoo'), country: 'KR' })).tenant_id;
    await stack.prisma.tenant.update({ where: { id: seoulId }, data: { site_name: SITE_NAME } });
    for (const { first, subdomain, country } of OTHER_LANGUAGES) await signUp(stack, { ...distributorForm(first, subdomain), country });
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await mailbox?.close();
  });

  it('a site in South Korea is Korean from the server: lang ko, Korean navigation, prices in won with no decimals', async () => {
    const tenant = await stack.prisma.tenant.findUniqueOrThrow({ where: { id: seoulId } });
    expect(tenant).toMatchObject({ country: 'KR', site_language: 'ko' });

    // The raw HTML, before any script: the language is the server's doing (no flash of English).
    const html = await rawHtml(site('jiwoo'));
    expect(html).toMatch(/<html lang="ko"/);
    for (const text of ['홈', '제품', '비즈니스 기회', '문의']) expect(html).toContain(`>${text}<`);
    expect(html).not.toMatch(/>(Home|Products|Opportunity|Contact)</);
    expect(html).toMatch(/<link rel="alternate" hrefLang="ko"|<link rel="alternate" hreflang="ko"/i);

    const products = await rawHtml(site('jiwoo', '/products'));
    expect(products).toMatch(/<html lang="ko"/);
    const prices = products.match(/₩\s?[\d,]+(?:\.\d+)?/g) ?? [];
    expect(prices.length).toBeGreaterThan(0);
    // Won have no minor unit: ₩53,900, never ₩53,900.00.
    for (const price of prices) expect(price).toMatch(/^₩\s?\d{1,3}(,\d{3})*$/);

    await withPage(context, async (page) => {
      await page.goto(site('jiwoo', '/products'));
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
      await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '제품' }).waitFor();
      // After hydration the prices are still the server's: won, whole.
      expect(await page.getByText(/₩\s?\d{1,3}(,\d{3})+$/).count()).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(artifacts, 'languages-ko-products.png'), fullPage: true });
    });
  }, 90_000);

  it('a visitor subscribes in Korean; the confirmation email, the confirmation page and the unsubscribe page are Korean', async () => {
    const email = 'minseo@example.com';
    await withPage(context, async (page) => {
      await page.goto(site('jiwoo'));
      const form = page.getByRole('form', { name: '뉴스레터 구독' });
      await form.waitFor({ timeout: 15_000 });
      // Server-rendered: what is typed before React has taken the form over is not in its state.
      await waitForHydration(page);
      await form.getByRole('textbox', { name: '이메일 주소' }).fill(email);
      await form.getByRole('button', { name: '구독하기' }).click();
      await form.getByText('구독 신청 완료! 이메일을 확인하고 링크를 눌러 구독을 확인해 주세요.').waitFor({ timeout: 15_000 });

      const confirmation = await mailbox.next(email);
      const confirmationText = textOf(confirmation);
      expect(subjectOf(confirmation.raw)).toBe(`${SITE_NAME} 구독을 확인해 주세요`);
      expect(confirmationText).toContain('<html lang="ko"');
      expect(confirmationText).toContain(`${SITE_NAME} 뉴스레터를 구독해 주셔서 감사합니다.`);
      expect(confirmationText).toContain('구독 확인하기');
      expect(confirmationText).not.toMatch(/Please confirm|Confirm subscription|Thanks for subscribing/);

      // The link names the storefront's host; the test's stack listens on its own port.
      const confirm = linkTo(confirmationText, '/api/newsletters/confirm');
      const landing = await page.goto(site('jiwoo', `${confirm.pathname}${confirm.search}`));
      expect(await landing?.text()).toMatch(/<html lang="ko"/);
      await page.getByRole('heading', { level: 1, name: '구독을 확인해 주세요' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: '구독 확인' }).click();
      await page.waitForURL('**/newsletters/confirm?result=confirmed', { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: '구독이 확인되었습니다' }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
      expect(await page.getByTestId('confirmation-text').textContent()).toContain(`${SITE_NAME} 뉴스레터를 구독하셨습니다`);
      await page.screenshot({ path: path.join(artifacts, 'languages-ko-confirmed.png'), fullPage: true });
      const subscriber = await stack.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: seoulId, email } });
      expect(subscriber.status).toBe('confirmed');

      // The welcome email's unsubscribe link: the page asks, then says it is done, in Korean.
      const welcome = textOf(await mailbox.next(email));
      expect(welcome).toContain('<html lang="ko"');
      const unsubscribe = linkTo(welcome, '/api/newsletters/unsubscribe');
      const ask = await page.goto(site('jiwoo', `${unsubscribe.pathname}${unsubscribe.search}`));
      expect(await ask?.text()).toMatch(/<html lang="ko"/);
      await page.getByRole('heading', { level: 1, name: '수신을 거부하시겠습니까?' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: '수신 거부' }).click();
      await page.getByRole('heading', { level: 1, name: '수신 거부가 완료되었습니다' }).waitFor({ timeout: 15_000 });
      await page.getByText(`앞으로 ${SITE_NAME}의 뉴스레터를 받지 않습니다.`).waitFor();
      expect(await page.locator('body').textContent()).not.toMatch(/Unsubscribe|unsubscribed|Resubscribe/);
      await page.screenshot({ path: path.join(artifacts, 'languages-ko-unsubscribed.png'), fullPage: true });
      expect((await stack.prisma.subscriber.findUniqueOrThrow({ where: { id: subscriber.id } })).status).toBe('unsubscribed');
    });
  }, 120_000);

  // Every other language, one site each, signed up in a country whose sites start in it.
  describe.each(OTHER_LANGUAGES)('$language ($country, $currency)', ({ language, country, subdomain, currency, price }) => {
    const t = messagesOf(language);
    const english = messagesOf('en');

    it(`arrives in ${language} from the server: lang, the navigation and buttons of its message file, prices in ${currency}`, async () => {
      const tenant = await stack.prisma.tenant.findUniqueOrThrow({ where: { subdomain } });
      expect(tenant).toMatchObject({ country, site_language: language, currency });

      // The raw HTML, before any script.
      const html = await rawHtml(site(subdomain));
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      const nav = ['nav.home', 'nav.products', 'nav.opportunity', 'nav.joinUs', 'nav.contact'];
      for (const key of nav) expect(html).toContain(`>${t[key]}<`);
      // English words that this language says otherwise (French keeps "Contact") are not there.
      for (const key of nav.filter((k) => english[k] !== t[k])) expect(html).not.toContain(`>${english[key]}<`);

      // Prices in the site's currency, written the way its country writes them (Intl in language-COUNTRY),
      // whole yen with no decimals.
      const products = await stack.prisma.product.findMany({ where: { tenant_id: tenant.id }, orderBy: { name: 'asc' } });
      expect(products.length).toBeGreaterThan(0);
      const productsHtml = await rawHtml(site(subdomain, '/products'));
      expect(productsHtml).toMatch(new RegExp(`<html lang="${language}"`));
      const local = new Intl.NumberFormat(`${language}-${country}`, { style: 'currency', currency });
      const expected = products.map((product) => local.format(Number(product.your_price)));
      for (const text of expected) expect(text).toMatch(price);
      const shown = [...productsHtml.matchAll(/>([^<>]*\d[^<>]*)</g)].map((match) => match[1]);
      expect(expected.filter((text) => !shown.includes(text))).toEqual([]);

      await withPage(context, async (page) => {
        await page.goto(site(subdomain, '/products'));
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await page.getByRole('navigation', { name: t['nav.main'] }).getByRole('link', { name: t['nav.products'], exact: true }).waitFor();
        // After hydration the prices are still the server's.
        await page.getByText(expected[0], { exact: true }).first().waitFor();
        const footer = page.getByRole('form', { name: t['newsletter.formLabel'] });
        await footer.getByRole('textbox', { name: t['newsletter.emailLabel'] }).waitFor();
        await footer.getByRole('button', { name: t['newsletter.subscribe'] }).waitFor();
      });
    }, 60_000);

    it(`covers a slow client navigation with "Loading..." in ${language}`, async () => {
      await withPage(context, async (page) => {
        await page.goto(site(subdomain));
        await waitForHydration(page);
        // The next page's route chunk is held back: past 150 ms the root layout covers the wait with its overlay.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/*.js', async (route) => {
          await held;
          await route.continue();
        });
        await page.getByRole('navigation', { name: t['nav.main'] }).getByRole('link', { name: t['nav.opportunity'] }).click();
        await page.getByRole('status').filter({ hasText: t['state.loadingScreen'] }).waitFor({ timeout: 10_000 });
        expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
        release();
        await page.waitForURL('**/opportunity');
        await page.getByRole('status').filter({ hasText: t['state.loadingScreen'] }).waitFor({ state: 'detached' });
      });
    }, 60_000);

    it(`answers a contact form left empty, then with a wrong email, in ${language}`, async () => {
      await withPage(context, async (page) => {
        await page.goto(site(subdomain, '/contact'));
        const form = page.getByRole('form', { name: t['footer.sendMessage'] });
        await form.waitFor({ timeout: 15_000 });
        await waitForHydration(page);
        await form.getByRole('button', { name: t['lead.send'] }).click();
        for (const key of ['lead.nameRequired', 'lead.emailRequired', 'lead.messageRequired']) await form.getByText(t[key]).waitFor();
        await form.getByRole('textbox', { name: t['lead.email'], exact: false }).fill('not-an-email');
        await form.getByRole('button', { name: t['lead.send'] }).click();
        await form.getByText(t['lead.emailInvalid']).waitFor();
        expect(await form.textContent()).not.toMatch(/is required|valid email/);
        await page.screenshot({ path: path.join(artifacts, `languages-${language}-contact.png`), fullPage: true });
      });
    }, 60_000);
  });
});
