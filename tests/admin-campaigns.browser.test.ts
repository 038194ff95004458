import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createAdmin, openAdminScreens, type AdminScreens } from './support/admin.js';
import { signUpDistributor } from './support/signup.js';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';

const artifacts = path.join(repoRoot, 'tests/.artifacts');
const ADMIN = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin-pass-123' };

/** Admin → Campaigns in the browser: the fleet's figures, pausing a distributor's sending, setting a quota. */
describe('admin campaigns screen in the browser', () => {
  let stack: Stack;
  let screens: AdminScreens;
  let page: Page;
  let tenantId: string;

  const toast = (text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

  beforeAll(async () => {
    stack = await startStack({ CAMPAIGN_DAILY_QUOTA: '2000' });
    fs.mkdirSync(artifacts, { recursive: true });
    await createAdmin(stack, ADMIN);
    tenantId = await signUpDistributor(stack, 'Jane');
    await stack.prisma.tenant.update({ where: { id: tenantId }, data: { site_name: 'Jane Wellness' } });
    const campaign = await stack.prisma.campaign.create({
      data: { tenant_id: tenantId, subject: 'Spring', content: '<p>x</p>', status: 'sent', sent_at: new Date() },
    });
    const subscribers = await Promise.all(
      ['a', 'b', 'c'].map((n) =>
        stack.prisma.subscriber.create({
          data: { tenant_id: tenantId, email: `${n}@example.com`, status: n === 'c' ? 'bounced' : 'confirmed' },
        }),
      ),
    );
    await stack.prisma.campaignRecipient.createMany({
      data: subscribers.map((s) => ({
        tenant_id: tenantId,
        campaign_id: campaign.id,
        subscriber_id: s.id,
        email: s.email,
        status: s.status === 'bounced' ? ('bounced' as const) : ('sent' as const),
        sent_at: s.status === 'bounced' ? null : new Date(),
      })),
    });

    screens = await openAdminScreens(stack, ADMIN);
    ({ page } = screens);
  }, 120_000);

  afterAll(async () => {
    await screens?.close();
    await stack?.stop();
  });

  it('shows volume and bounces per distributor, pauses their sending and sets their daily quota', async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL('**/admin/campaigns');
    const table = page.getByRole('table', { name: 'Campaign sending per distributor' });
    const row = table.getByRole('row').filter({ hasText: 'Jane Wellness' });
    await row.waitFor({ timeout: 10_000 });
    await row.getByText('2 / 2,000').waitFor();
    await row.getByText('Platform default').waitFor();
    await row.getByText('Allowed').waitFor();

    await row.getByRole('button', { name: 'Pause campaign sending of Jane Wellness' }).click();
    await toast("Jane Wellness's campaign sending is paused").waitFor({ timeout: 10_000 });
    await row.getByText('Paused').waitFor();
    await waitFor(
      async () => (await stack.prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } })).campaigns_paused_at !== null,
      5_000,
    );

    await row.getByRole('button', { name: 'Daily quota of Jane Wellness' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daily campaign quota of Jane Wellness' });
    await dialog.getByLabel('Emails a day (UTC)').fill('500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast("Jane Wellness's daily quota is saved").waitFor({ timeout: 10_000 });
    await row.getByText('2 / 500').waitFor();
    await row.getByText('Own quota').waitFor();
    expect((await stack.prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } })).campaign_daily_quota).toBe(500);
    await page.screenshot({ path: path.join(artifacts, 'admin-campaigns.png'), fullPage: true });

    await row.getByRole('button', { name: 'Resume campaign sending of Jane Wellness' }).click();
    await row.getByText('Allowed').waitFor({ timeout: 10_000 });
    expect((await stack.prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } })).campaigns_paused_at).toBeNull();
    await expect(page.getByText(/tenant/i).count()).resolves.toBe(0);
  }, 90_000);
});
