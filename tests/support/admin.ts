import argon2 from 'argon2';
import type { Page } from 'playwright-core';
import { launchBrowser, logInAsAdmin } from './browser.js';
import type { Stack } from './stack.js';

/** A super-admin's account; there is no admin signup, so suites write the row themselves (createAdmin). */
export interface AdminAccount {
  name: string;
  email: string;
  password: string;
}

/** Writes a super-admin into the database, the password hashed as the API checks it (argon2id). */
export async function createAdmin(stack: Stack, admin: AdminAccount): Promise<void> {
  await stack.prisma.admin.create({
    data: { name: admin.name, email: admin.email, password_hash: await argon2.hash(admin.password, { type: argon2.argon2id }) },
  });
}

/** Chromium logged in as a super-admin on the admin screens; `close` ends the browser. */
export interface AdminScreens {
  page: Page;
  close(): Promise<void>;
}

/** Launches Chromium, wide enough for the admin tables, and logs `admin` in; resolves on the admin dashboard. */
export async function openAdminScreens(stack: Stack, admin: AdminAccount): Promise<AdminScreens> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await logInAsAdmin(page, stack.url, admin);
    return { page, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
