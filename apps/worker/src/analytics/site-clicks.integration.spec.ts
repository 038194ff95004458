import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { PrismaClient } from '@ds/db';
import { encodeSiteClick, encodeSiteEvent, siteEventsStream, type BufferedSiteClick, type BufferedSiteEvent } from '@ds/jobs';
import { WorkerHarness } from '../testing/worker-harness.js';
import { SiteEventWriter } from './site-event-writer.js';

jest.setTimeout(60_000);

const DAY_MS = 86_400_000;

async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Buy and Join clicks from the page-view stream → raw rows and rollups, credited to the visit (docs/analytics.md "Clicks"). */
describe('click ingest (PostgreSQL + Redis)', () => {
  let harness: WorkerHarness;
  let app: INestApplicationContext;
  let prisma: PrismaClient;
  let redis: Redis;
  let prefix: string;
  let tenantA: string;
  let tenantB: string;
  let MIDNIGHT = 0;
  const PRODUCT = '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

  const view = (over: Partial<BufferedSiteEvent>): BufferedSiteEvent => ({
    tenantId: tenantA,
    at: MIDNIGHT + 10 * 3_600_000,
    visitor: '7',
    path: '/',
    source: 'Direct',
    referrerDomain: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: 'desktop',
    ...over,
  });
  const click = (over: Partial<BufferedSiteClick>): BufferedSiteClick => ({
    kind: 'buy',
    tenantId: tenantA,
    at: MIDNIGHT + 10 * 3_600_000 + 60_000,
    visitor: '7',
    productId: PRODUCT,
    source: null,
    utmCampaign: null,
    campaignId: null,
    referrerDomain: null,
    ...over,
  });
  const push = async (entries: string[]) => {
    for (const e of entries) await redis.xadd(siteEventsStream(prefix), '*', 'e', e);
  };
  const clicks = async (tenantId: string, dimension: string) =>
    (
      await prisma.siteStatsDaily.findMany({
        where: { tenant_id: tenantId, dimension, day: new Date(MIDNIGHT), OR: [{ buy_clicks: { gt: 0 } }, { join_clicks: { gt: 0 } }] },
        orderBy: { value: 'asc' },
      })
    ).map((r) => [r.value, r.buy_clicks, r.join_clicks]);

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'clicks' });
    ({ prisma, prefix } = harness);
    tenantA = await harness.seedTenant({ subdomain: 'alpha' });
    tenantB = await harness.seedTenant({ subdomain: 'bravo' });
    redis = new Redis(harness.config.REDIS_URL);
    harness.closeAtStop(async () => {
      await redis.del(siteEventsStream(prefix));
      redis.disconnect();
    });
    MIDNIGHT = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    ({ app } = await harness.startWorker());
  });

  afterAll(() => harness?.stop());

  it("credits a click to the visitor's first page view of the day (source, UTM campaign, landing page), in the same batch too", async () => {
    await push([
      encodeSiteEvent(view({ path: '/products', source: 'facebook', utmSource: 'facebook', utmCampaign: 'spring' })),
      encodeSiteEvent(view({ path: '/products/all/x', at: MIDNIGHT + 10 * 3_600_000 + 30_000 })),
      encodeSiteClick(click({})),
      encodeSiteClick(click({ kind: 'join', productId: null, at: MIDNIGHT + 11 * 3_600_000 })),
      // A visitor never seen before: the Referer's domain, else Direct.
      encodeSiteClick(click({ visitor: '99', referrerDomain: 'instagram.com' })),
    ]);
    await eventually(async () => expect(await prisma.siteClick.count({ where: { tenant_id: tenantA } })).toBe(3));
    const rows = await prisma.siteClick.findMany({ where: { tenant_id: tenantA }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.kind, r.source, r.utm_campaign, r.landing, r.product_id])).toEqual([
      ['buy', 'facebook', 'spring', '/products', PRODUCT],
      ['join', 'facebook', 'spring', '/products', null],
      ['buy', 'instagram.com', null, null, PRODUCT],
    ]);
    expect(await clicks(tenantA, 'total')).toEqual([['', 2, 1]]);
    expect(await clicks(tenantA, 'source')).toEqual([
      ['facebook', 1, 1],
      ['instagram.com', 1, 0],
    ]);
    expect(await clicks(tenantA, 'campaign')).toEqual([['spring', 1, 1]]);
    expect(await clicks(tenantA, 'page')).toEqual([['/products', 1, 1]]);
    expect(await clicks(tenantA, 'product')).toEqual([[PRODUCT, 2, 0]]);
    const hours = await prisma.siteStatsHourly.findMany({ where: { tenant_id: tenantA }, orderBy: { hour: 'asc' } });
    expect(hours.map((h) => [h.hour.getTime() - MIDNIGHT, h.pageviews, h.buy_clicks, h.join_clicks])).toEqual([
      [10 * 3_600_000, 2, 2, 0],
      [11 * 3_600_000, 0, 0, 1],
    ]);
  });

  it("counts a campaign email's click for the campaign when it is the tenant's own, and a batch delivered twice once", async () => {
    const own = await prisma.campaign.create({ data: { tenant_id: tenantB, subject: 'News', content: '<p>x</p>' } });
    const others = await prisma.campaign.create({ data: { tenant_id: tenantA, subject: 'News', content: '<p>x</p>' } });
    const fromEmail = (campaignId: string) =>
      click({ tenantId: tenantB, visitor: '8', source: 'newsletter', utmCampaign: campaignId, campaignId });
    const writer = app.get(SiteEventWriter);
    const entries = [
      { streamId: `${MIDNIGHT + 12 * 3_600_000}-0`, click: fromEmail(own.id) },
      { streamId: `${MIDNIGHT + 12 * 3_600_000}-1`, click: fromEmail(others.id) },
    ];
    expect(await writer.write([], entries)).toBe(2);
    expect(await writer.write([], entries)).toBe(0);
    expect(await clicks(tenantB, 'email')).toEqual([[own.id, 1, 0]]);
    expect(await clicks(tenantB, 'source')).toEqual([['newsletter', 2, 0]]);
    expect(await clicks(tenantB, 'total')).toEqual([['', 2, 0]]);
  });
});
