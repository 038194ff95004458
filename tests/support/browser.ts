import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium through playwright-core; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // The machine has no network beyond loopback: keep Chromium from trying to phone home.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A server-rendered storefront page shows its content before it is interactive: wait until React has
 * taken it over (apps/web/src/app/hydrate.tsx marks `<html data-hydrated>`). Client-rendered pages: at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A function, not a string: Playwright evals a string predicate in the page, which the CSP refuses.
  await page.waitForFunction(
    () => !document.getElementById('ds-ssr') || document.documentElement.dataset.hydrated !== undefined,
    undefined,
    { timeout: 15_000 },
  );
}

/** Logs a super-admin in through the real login screen; resolves on the admin dashboard. */
export async function logInAsAdmin(page: Page, baseUrl: string, admin: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/superadmin-login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
}

/** What the page fetched from `/uploads/`: the path, the status and the content type. */
export interface UploadResponse {
  url: string;
  status: number;
  type: string | undefined;
}

/** Records every `/uploads/` response the page gets from now on (the list fills as they come). */
export function watchUploads(page: Page): UploadResponse[] {
  const images: UploadResponse[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/uploads/'))
      images.push({ url: new URL(r.url()).pathname, status: r.status(), type: r.headers()['content-type'] });
  });
  return images;
}

/** Waits until the page shows an image whose `src` attribute is `src`, loaded and decoded (a natural width). */
export async function waitForImageShown(page: Page, src: string): Promise<void> {
  await page.waitForFunction(
    (source) => [...document.images].some((img) => img.getAttribute('src') === source && img.complete && img.naturalWidth > 0),
    src,
  );
}

/** Runs `use` on a new page of `context` and closes the page afterwards, whether `use` passed or threw. */
export async function withPage<T>(context: BrowserContext, use: (page: Page) => Promise<T>): Promise<T> {
  const page = await context.newPage();
  try {
    return await use(page);
  } finally {
    await page.close();
  }
}
