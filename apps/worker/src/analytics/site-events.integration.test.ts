import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { encodeSiteEvent, SITE_EVENTS_GROUP, siteEventsStream, type BufferedSiteEvent } from '@ds/jobs';
import { eventually, pageView, startSiteEventsRig, type SiteEventsRig } from '../testing/site-events-rig.js';
import { SiteEventWriter } from './site-event-writer.js';
import { SiteEventRetention } from './site-event-retention.js';

jest.setTimeout(60_000);

const DAY_MS = 86_400_000;

/** The page-view stream → worker → raw rows and rollups, on real PostgreSQL and Redis. */
describe('analytics ingest (PostgreSQL + Redis)', () => {
  let rig: SiteEventsRig;

  const view = (over: Partial<BufferedSiteEvent>) => pageView(rig, { visitor: '1', ...over });
  const push = async (events: BufferedSiteEvent[]) => {
    for (const e of events) await rig.redis.xadd(siteEventsStream(rig.prefix), '*', 'e', encodeSiteEvent(e));
  };
  const daily = async (tenantId: string, dimension: string, day = rig.midnight) =>
    (
      await rig.prisma.siteStatsDaily.findMany({ where: { tenant_id: tenantId, dimension, day: new Date(day) }, orderBy: { value: 'asc' } })
    ).map((r) => [r.value, r.visitors, r.pageviews]);

  beforeAll(async () => {
    rig = await startSiteEventsRig({ label: 'analytics', env: { ANALYTICS_RETENTION_DAYS: '30' } });
  });

  afterAll(() => rig?.harness.stop());

  it('writes buffered page views in batches and rolls them up per hour and per day, each visitor once', async () => {
    await push([
      view({ visitor: '1', path: '/', source: 'qr', utmSource: 'qr', device: 'mobile' }),
      view({ visitor: '1', path: '/products', at: rig.midnight + 10 * 3_600_000 + 60_000 }),
      view({ visitor: '1', path: '/', at: rig.midnight + 11 * 3_600_000 }),
      view({ visitor: '2', path: '/', source: 'facebook.com', referrerDomain: 'facebook.com', utmCampaign: 'spring' }),
      view({ tenantId: rig.tenantB, visitor: '1', path: '/' }),
    ]);
    await eventually(async () => expect(await rig.prisma.siteEvent.count()).toBe(5));
    await eventually(async () => expect(await rig.redis.xlen(siteEventsStream(rig.prefix))).toBe(0));

    const hours = await rig.prisma.siteStatsHourly.findMany({ where: { tenant_id: rig.tenantA }, orderBy: { hour: 'asc' } });
    expect(hours.map((h) => [h.hour.toISOString(), h.visitors, h.pageviews])).toEqual([
      [new Date(rig.midnight + 10 * 3_600_000).toISOString(), 2, 3],
      [new Date(rig.midnight + 11 * 3_600_000).toISOString(), 1, 1],
    ]);
    expect(await daily(rig.tenantA, 'total')).toEqual([['', 2, 4]]);
    expect(await daily(rig.tenantA, 'page')).toEqual([
      ['/', 2, 3],
      ['/products', 1, 1],
    ]);
    // A visitor's source and device of the day are those of their first page view.
    expect(await daily(rig.tenantA, 'source')).toEqual([
      ['Direct', 0, 2],
      ['facebook.com', 1, 1],
      ['qr', 1, 1],
    ]);
    expect(await daily(rig.tenantA, 'campaign')).toEqual([['spring', 1, 1]]);
    expect(await daily(rig.tenantA, 'device')).toEqual([
      ['desktop', 1, 3],
      ['mobile', 1, 1],
    ]);
    expect(await daily(rig.tenantB, 'total')).toEqual([['', 1, 1]]);
  });

  it('counts a visitor again in a later batch only for what is new (another hour), never twice for the day', async () => {
    await push([view({ visitor: '2', path: '/', at: rig.midnight + 12 * 3_600_000 })]);
    await eventually(async () => expect(await rig.prisma.siteEvent.count()).toBe(6));
    expect(await daily(rig.tenantA, 'total')).toEqual([['', 2, 5]]);
    expect(await daily(rig.tenantA, 'page')).toEqual([
      ['/', 2, 4],
      ['/products', 1, 1],
    ]);
    const noon = await rig.prisma.siteStatsHourly.findUniqueOrThrow({
      where: { tenant_id_hour: { tenant_id: rig.tenantA, hour: new Date(rig.midnight + 12 * 3_600_000) } },
    });
    expect([noon.visitors, noon.pageviews]).toEqual([1, 1]);
  });

  it('counts the same hash on the next day as a visitor of that day (days are never joined)', async () => {
    await push([view({ visitor: '2', at: rig.midnight + DAY_MS + 60_000 })]);
    await eventually(async () => expect(await rig.prisma.siteEvent.count()).toBe(7));
    expect(await daily(rig.tenantA, 'total', rig.midnight + DAY_MS)).toEqual([['', 1, 1]]);
    expect(await daily(rig.tenantA, 'total')).toEqual([['', 2, 5]]);
  });

  it('writes a batch delivered twice once (a worker died between commit and acknowledgement)', async () => {
    const writer = rig.app.get(SiteEventWriter);
    const entries = [{ streamId: '1000000000000-0', event: view({ visitor: '9', at: rig.midnight + 5 * 3_600_000 }) }];
    expect(await writer.write(entries)).toBe(1);
    expect(await writer.write(entries)).toBe(0);
    const five = await rig.prisma.siteStatsHourly.findUniqueOrThrow({
      where: { tenant_id_hour: { tenant_id: rig.tenantA, hour: new Date(rig.midnight + 5 * 3_600_000) } },
    });
    expect([five.visitors, five.pageviews]).toEqual([1, 1]);
    expect(await daily(rig.tenantA, 'total')).toEqual([['', 3, 6]]);
  });

  it('acknowledges and deletes what it wrote, skipping entries that are not page views', async () => {
    const stream = siteEventsStream(rig.prefix);
    await push([view({ visitor: '10', at: rig.midnight + 6 * 3_600_000 })]);
    await rig.redis.xadd(stream, '*', 'e', 'not json');
    await eventually(async () => expect(await rig.redis.xlen(stream)).toBe(0));
    expect(await rig.prisma.siteEvent.count()).toBe(9);
    const pending = (await rig.redis.xpending(stream, SITE_EVENTS_GROUP)) as [number, ...unknown[]];
    expect(pending[0]).toBe(0);
  });

  it('drops page views of a tenant deleted meanwhile without failing the batch', async () => {
    const gone = (await rig.prisma.tenant.create({ data: { subdomain: 'gone' } })).id;
    await rig.prisma.tenant.delete({ where: { id: gone } });
    await push([view({ tenantId: gone }), view({ visitor: '11', at: rig.midnight + 7 * 3_600_000 })]);
    await eventually(async () => expect(await rig.prisma.siteEvent.count()).toBe(10));
  });

  it('deletes raw page views past the retention and old visitor marks; rollups stay', async () => {
    const removed = await rig.app.get(SiteEventRetention).prune(rig.midnight + 32 * DAY_MS);
    expect(removed).toBe(10);
    expect(await rig.prisma.siteVisitorMark.count()).toBe(0);
    expect(await daily(rig.tenantA, 'total')).toEqual([['', 5, 8]]);
  });
});
