import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { encodeSiteClick, encodeSiteEvent, siteEventsStream, type BufferedSiteClick, type BufferedSiteEvent } from '@ds/jobs';
import { eventually, pageView, startSiteEventsRig, type SiteEventsRig } from '../testing/site-events-rig.js';
import { SiteEventWriter } from './site-event-writer.js';

jest.setTimeout(60_000);

/** Buy and Join clicks from the page-view stream → raw rows and rollups, credited to the visit (docs/analytics.md "Clicks"). */
describe('click ingest (PostgreSQL + Redis)', () => {
  let rig: SiteEventsRig;
  const PRODUCT = '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

  const view = (over: Partial<BufferedSiteEvent>) => pageView(rig, { visitor: '7', ...over });
  const click = (over: Partial<BufferedSiteClick>): BufferedSiteClick => ({
    kind: 'buy',
    tenantId: rig.tenantA,
    at: rig.midnight + 10 * 3_600_000 + 60_000,
    visitor: '7',
    productId: PRODUCT,
    source: null,
    utmCampaign: null,
    campaignId: null,
    referrerDomain: null,
    ...over,
  });
  const push = async (entries: string[]) => {
    for (const e of entries) await rig.redis.xadd(siteEventsStream(rig.prefix), '*', 'e', e);
  };
  const clicks = async (tenantId: string, dimension: string) =>
    (
      await rig.prisma.siteStatsDaily.findMany({
        where: { tenant_id: tenantId, dimension, day: new Date(rig.midnight), OR: [{ buy_clicks: { gt: 0 } }, { join_clicks: { gt: 0 } }] },
        orderBy: { value: 'asc' },
      })
    ).map((r) => [r.value, r.buy_clicks, r.join_clicks]);

  beforeAll(async () => {
    rig = await startSiteEventsRig({ label: 'clicks' });
  });

  afterAll(() => rig?.harness.stop());

  it("credits a click to the visitor's first page view of the day (source, UTM campaign, landing page), in the same batch too", async () => {
    await push([
      encodeSiteEvent(view({ path: '/products', source: 'facebook', utmSource: 'facebook', utmCampaign: 'spring' })),
      encodeSiteEvent(view({ path: '/products/all/x', at: rig.midnight + 10 * 3_600_000 + 30_000 })),
      encodeSiteClick(click({})),
      encodeSiteClick(click({ kind: 'join', productId: null, at: rig.midnight + 11 * 3_600_000 })),
      // A visitor never seen before: the Referer's domain, else Direct.
      encodeSiteClick(click({ visitor: '99', referrerDomain: 'instagram.com' })),
    ]);
    await eventually(async () => expect(await rig.prisma.siteClick.count({ where: { tenant_id: rig.tenantA } })).toBe(3));
    const rows = await rig.prisma.siteClick.findMany({ where: { tenant_id: rig.tenantA }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.kind, r.source, r.utm_campaign, r.landing, r.product_id])).toEqual([
      ['buy', 'facebook', 'spring', '/products', PRODUCT],
      ['join', 'facebook', 'spring', '/products', null],
      ['buy', 'instagram.com', null, null, PRODUCT],
    ]);
    expect(await clicks(rig.tenantA, 'total')).toEqual([['', 2, 1]]);
    expect(await clicks(rig.tenantA, 'source')).toEqual([
      ['facebook', 1, 1],
      ['instagram.com', 1, 0],
    ]);
    expect(await clicks(rig.tenantA, 'campaign')).toEqual([['spring', 1, 1]]);
    expect(await clicks(rig.tenantA, 'page')).toEqual([['/products', 1, 1]]);
    expect(await clicks(rig.tenantA, 'product')).toEqual([[PRODUCT, 2, 0]]);
    const hours = await rig.prisma.siteStatsHourly.findMany({ where: { tenant_id: rig.tenantA }, orderBy: { hour: 'asc' } });
    expect(hours.map((h) => [h.hour.getTime() - rig.midnight, h.pageviews, h.buy_clicks, h.join_clicks])).toEqual([
      [10 * 3_600_000, 2, 2, 0],
      [11 * 3_600_000, 0, 0, 1],
    ]);
  });

  it("counts a campaign email's click for the campaign when it is the tenant's own, and a batch delivered twice once", async () => {
    const own = await rig.prisma.campaign.create({ data: { tenant_id: rig.tenantB, subject: 'News', content: '<p>x</p>' } });
    const others = await rig.prisma.campaign.create({ data: { tenant_id: rig.tenantA, subject: 'News', content: '<p>x</p>' } });
    const fromEmail = (campaignId: string) =>
      click({ tenantId: rig.tenantB, visitor: '8', source: 'newsletter', utmCampaign: campaignId, campaignId });
    const writer = rig.app.get(SiteEventWriter);
    const entries = [
      { streamId: `${rig.midnight + 12 * 3_600_000}-0`, click: fromEmail(own.id) },
      { streamId: `${rig.midnight + 12 * 3_600_000}-1`, click: fromEmail(others.id) },
    ];
    expect(await writer.write([], entries)).toBe(2);
    expect(await writer.write([], entries)).toBe(0);
    expect(await clicks(rig.tenantB, 'email')).toEqual([[own.id, 1, 0]]);
    expect(await clicks(rig.tenantB, 'source')).toEqual([['newsletter', 2, 0]]);
    expect(await clicks(rig.tenantB, 'total')).toEqual([['', 2, 0]]);
  });
});
