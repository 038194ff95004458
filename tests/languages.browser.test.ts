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
 * confirmation email, the confirmation page and the unsubscribe page are Korean too. A Mexican site (es) arrives
 * in Spanish.
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
    await signUp(stack, { ...distributorForm('Lucia', 'lucia'), country: 'MX' });
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

  it('a site in Mexico is Spanish from the server (lang es)', async () => {
    const html = await rawHtml(site('lucia'));
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain('>Inicio<');
    expect(html).toContain('>Productos<');
    expect(html).not.toMatch(/>(Home|Products)</);
  }, 30_000);
});
