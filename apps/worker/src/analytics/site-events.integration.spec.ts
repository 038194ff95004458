import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { PrismaClient } from '@ds/db';
import { encodeSiteEvent, SITE_EVENTS_GROUP, siteEventsStream, type BufferedSiteEvent } from '@ds/jobs';
import { WorkerHarness } from '../testing/worker-harness.js';
import { SiteEventWriter } from './site-event-writer.js';
import { SiteEventRetention } from './site-event-retention.js';

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

/** The page-view stream → worker → raw rows and rollups, on real PostgreSQL and Redis. */
describe('analytics ingest (PostgreSQL + Redis)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let app: INestApplicationContext;
  let redis: Redis;
  let prefix: string;
  let tenantA: string;
  let tenantB: string;
  /**
   * The day (UTC midnight) the page views below are on: visitor marks older than yesterday are pruned by
   * the running worker. One day for the whole suite (its tests build on each other), taken when the worker
   * starts rather than when the file loads.
   */
  let MIDNIGHT = 0;

  const view = (over: Partial<BufferedSiteEvent>): BufferedSiteEvent => ({
    tenantId: tenantA,
    at: MIDNIGHT + 10 * 3_600_000,
    visitor: '1',
    path: '/',
    source: 'Direct',
    referrerDomain: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: 'desktop',
    ...over,
  });
  const push = async (events: BufferedSiteEvent[]) => {
    for (const e of events) await redis.xadd(siteEventsStream(prefix), '*', 'e', encodeSiteEvent(e));
  };
  const daily = async (tenantId: string, dimension: string, day = MIDNIGHT) =>
    (
      await prisma.siteStatsDaily.findMany({ where: { tenant_id: tenantId, dimension, day: new Date(day) }, orderBy: { value: 'asc' } })
    ).map((r) => [r.value, r.visitors, r.pageviews]);

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'analytics', env: { ANALYTICS_RETENTION_DAYS: '30' } });
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

  it('writes buffered page views in batches and rolls them up per hour and per day, each visitor once', async () => {
    await push([
      view({ visitor: '1', path: '/', source: 'qr', utmSource: 'qr', device: 'mobile' }),
      view({ visitor: '1', path: '/products', at: MIDNIGHT + 10 * 3_600_000 + 60_000 }),
      view({ visitor: '1', path: '/', at: MIDNIGHT + 11 * 3_600_000 }),
      view({ visitor: '2', path: '/', source: 'facebook.com', referrerDomain: 'facebook.com', utmCampaign: 'spring' }),
      view({ tenantId: tenantB, visitor: '1', path: '/' }),
    ]);
    await eventually(async () => expect(await prisma.siteEvent.count()).toBe(5));
    await eventually(async () => expect(await redis.xlen(siteEventsStream(prefix))).toBe(0));

    const hours = await prisma.siteStatsHourly.findMany({ where: { tenant_id: tenantA }, orderBy: { hour: 'asc' } });
    expect(hours.map((h) => [h.hour.toISOString(), h.visitors, h.pageviews])).toEqual([
      [new Date(MIDNIGHT + 10 * 3_600_000).toISOString(), 2, 3],
      [new Date(MIDNIGHT + 11 * 3_600_000).toISOString(), 1, 1],
    ]);
    expect(await daily(tenantA, 'total')).toEqual([['', 2, 4]]);
    expect(await daily(tenantA, 'page')).toEqual([
      ['/', 2, 3],
      ['/products', 1, 1],
    ]);
    // A visitor's source and device of the day are those of their first page view.
    expect(await daily(tenantA, 'source')).toEqual([
      ['Direct', 0, 2],
      ['facebook.com', 1, 1],
      ['qr', 1, 1],
    ]);
    expect(await daily(tenantA, 'campaign')).toEqual([['spring', 1, 1]]);
    expect(await daily(tenantA, 'device')).toEqual([
      ['desktop', 1, 3],
      ['mobile', 1, 1],
    ]);
    expect(await daily(tenantB, 'total')).toEqual([['', 1, 1]]);
  });

  it('counts a visitor again in a later batch only for what is new (another hour), never twice for the day', async () => {
    await push([view({ visitor: '2', path: '/', at: MIDNIGHT + 12 * 3_600_000 })]);
    await eventually(async () => expect(await prisma.siteEvent.count()).toBe(6));
    expect(await daily(tenantA, 'total')).toEqual([['', 2, 5]]);
    expect(await daily(tenantA, 'page')).toEqual([
      ['/', 2, 4],
      ['/products', 1, 1],
    ]);
    const noon = await prisma.siteStatsHourly.findUniqueOrThrow({
      where: { tenant_id_hour: { tenant_id: tenantA, hour: new Date(MIDNIGHT + 12 * 3_600_000) } },
    });
    expect([noon.visitors, noon.pageviews]).toEqual([1, 1]);
  });

  it('counts the same hash on the next day as a visitor of that day (days are never joined)', async () => {
    await push([view({ visitor: '2', at: MIDNIGHT + DAY_MS + 60_000 })]);
    await eventually(async () => expect(await prisma.siteEvent.count()).toBe(7));
    expect(await daily(tenantA, 'total', MIDNIGHT + DAY_MS)).toEqual([['', 1, 1]]);
    expect(await daily(tenantA, 'total')).toEqual([['', 2, 5]]);
  });

  it('writes a batch delivered twice once (a worker died between commit and acknowledgement)', async () => {
    const writer = app.get(SiteEventWriter);
    const entries = [{ streamId: '1000000000000-0', event: view({ visitor: '9', at: MIDNIGHT + 5 * 3_600_000 }) }];
    expect(await writer.write(entries)).toBe(1);
    expect(await writer.write(entries)).toBe(0);
    const five = await prisma.siteStatsHourly.findUniqueOrThrow({
      where: { tenant_id_hour: { tenant_id: tenantA, hour: new Date(MIDNIGHT + 5 * 3_600_000) } },
    });
    expect([five.visitors, five.pageviews]).toEqual([1, 1]);
    expect(await daily(tenantA, 'total')).toEqual([['', 3, 6]]);
  });

  it('acknowledges and deletes what it wrote, skipping entries that are not page views', async () => {
    const stream = siteEventsStream(prefix);
    await push([view({ visitor: '10', at: MIDNIGHT + 6 * 3_600_000 })]);
    await redis.xadd(stream, '*', 'e', 'not json');
    await eventually(async () => expect(await redis.xlen(stream)).toBe(0));
    expect(await prisma.siteEvent.count()).toBe(9);
    const pending = (await redis.xpending(stream, SITE_EVENTS_GROUP)) as [number, ...unknown[]];
    expect(pending[0]).toBe(0);
  });

  it('drops page views of a tenant deleted meanwhile without failing the batch', async () => {
    const gone = (await prisma.tenant.create({ data: { subdomain: 'gone' } })).id;
    await prisma.tenant.delete({ where: { id: gone } });
    await push([view({ tenantId: gone }), view({ visitor: '11', at: MIDNIGHT + 7 * 3_600_000 })]);
    await eventually(async () => expect(await prisma.siteEvent.count()).toBe(10));
  });

  it('deletes raw page views past the retention and old visitor marks; rollups stay', async () => {
    const removed = await app.get(SiteEventRetention).prune(MIDNIGHT + 32 * DAY_MS);
    expect(removed).toBe(10);
    expect(await prisma.siteVisitorMark.count()).toBe(0);
    expect(await daily(tenantA, 'total')).toEqual([['', 5, 8]]);
  });
});
