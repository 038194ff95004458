import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createAdmin, openAdminScreens, type AdminScreens } from './support/admin.js';
import { signUpDistributor } from './support/signup.js';
import { repoRoot, startStack, type Stack } from './support/stack.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
const ADMIN = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin-pass-123' };
const HOUR_MS = 3_600_000;

/**
 * The super admin's Analytics screen (`/admin/analytics`) on the built app, from rollups and leads the test
 * writes: fleet totals, top distributors by traffic and by conversion, and activation times (signup to
 * first visit and to first lead).
 */
describe('admin analytics in the browser', () => {
  let stack: Stack;
  let screens: AdminScreens;
  let page: Page;

  async function signUp(subdomain: string, first_name: string, createdHoursAgo: number): Promise<{ id: string; created: number }> {
    const id = await signUpDistributor(stack, first_name, subdomain);
    // Signed up a while ago, on the hour, so the activation times are whole hours.
    const created = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - createdHoursAgo * HOUR_MS;
    await stack.prisma.tenant.update({ where: { id }, data: { created_at: new Date(created) } });
    return { id, created };
  }

  beforeAll(async () => {
    stack = await startStack();
    fs.mkdirSync(artifacts, { recursive: true });
    await createAdmin(stack, ADMIN);

    // Ann: first visit 2 h after signup, first lead after 5 h; 45 visitors. Bob: first visit after 30 h,
    // no lead; 10 visitors. Cat: no visit yet.
    const ann = await signUp('ann', 'Ann', 48);
    const bob = await signUp('bob', 'Bob', 72);
    await signUp('cat', 'Cat', 24);
    const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
    await stack.prisma.siteStatsDaily.createMany({
      data: [
        { tenant_id: ann.id, day: today, dimension: 'total', value: '', visitors: 40, pageviews: 80 },
        // Twenty days ago: in the default 30 days, not in 7 days.
        { tenant_id: ann.id, day: new Date(today.getTime() - 20 * 24 * HOUR_MS), dimension: 'total', value: '', visitors: 5, pageviews: 5 },
        { tenant_id: bob.id, day: today, dimension: 'total', value: '', visitors: 10, pageviews: 12 },
      ],
    });
    await stack.prisma.siteStatsHourly.createMany({
      data: [
        { tenant_id: ann.id, hour: new Date(ann.created + 2 * HOUR_MS), visitors: 3, pageviews: 4 },
        { tenant_id: bob.id, hour: new Date(bob.created + 30 * HOUR_MS), visitors: 1, pageviews: 1 },
      ],
    });
    await stack.prisma.lead.create({
      data: { tenant_id: ann.id, name: 'Lee', email: 'lee@example.com', message: 'hi', created_at: new Date(ann.created + 5 * HOUR_MS) },
    });
    await stack.prisma.subscriber.createMany({
      data: [
        { tenant_id: bob.id, email: 'fan1@example.com' },
        { tenant_id: bob.id, email: 'fan2@example.com' },
      ],
    });

    screens = await openAdminScreens(stack, ADMIN);
    ({ page } = screens);
  }, 120_000);

  afterAll(async () => {
    await screens?.close();
    await stack?.stop();
  });

  it('shows fleet totals, top distributors and activation times', async () => {
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL('**/admin/analytics');
    await page.getByRole('heading', { name: 'Analytics' }).first().waitFor({ timeout: 15_000 });

    const stat = (label: string) => page.getByRole('group', { name: label });
    await stat('Visitors').getByText('55', { exact: true }).waitFor({ timeout: 10_000 });
    const figure = async (label: string) => (await stat(label).innerText()).trim().split(/\s+/).pop();
    expect(await figure('Page views')).toBe('97');
    expect(await figure('Leads')).toBe('1');
    expect(await figure('Subscribers')).toBe('2');
    expect(await figure('Sites with visitors')).toBe('2');

    // Top by traffic: Ann, then Bob; by conversion: Bob (2 of 10, 20 %) before Ann (1 of 45, 2.2 %).
    const panel = (title: string) => page.getByRole('region', { name: title });
    const rows = async (title: string) =>
      (await panel(title).locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
    expect(await rows('Top distributors by traffic')).toEqual([
      expect.stringMatching(/^\S.* 45 1 0 2\.2%$/),
      expect.stringMatching(/^\S.* 10 0 2 20\.0%$/),
    ]);
    expect((await rows('Top distributors by conversion'))[0]).toMatch(/10 0 2 20\.0%$/);

    // Activation: of the three new distributors, two had a visit (2 h and 30 h), one a lead (5 h).
    const visit = panel('Signup to first visit');
    expect((await visit.innerText()).replace(/\s+/g, ' ')).toContain(
      'Reached by 2 of 3 new distributors · median 2 h · 90% within 30 h · 1 within 24 hours',
    );
    expect(await rows('Signup to first visit')).toEqual(['< 1 h 0', '1–24 h 1', '1–7 d 1', '> 7 d 0', 'not yet 1']);
    const lead = panel('Signup to first lead');
    expect((await lead.innerText()).replace(/\s+/g, ' ')).toContain(
      'Reached by 1 of 3 new distributors · median 5 h · 90% within 5 h · 1 within 24 hours',
    );
    expect(await rows('Signup to first lead')).toEqual(['< 1 h 0', '1–24 h 1', '1–7 d 0', '> 7 d 0', 'not yet 2']);
    await page.screenshot({ path: path.join(artifacts, 'admin-analytics.png'), fullPage: true });

    // 7 days: Ann's visitors of twenty days ago are left out.
    await page.getByText('7 days', { exact: true }).click();
    await stat('Visitors').getByText('50', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await figure('Page views')).toBe('92');
  }, 60_000);
});
