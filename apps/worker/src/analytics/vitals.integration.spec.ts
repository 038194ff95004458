import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { PrismaClient } from '@ds/db';
import { encodeVitals, siteEventsStream, VITALS_FIELD, type BufferedVitals } from '@ds/jobs';
import { WorkerHarness } from '../testing/worker-harness.js';
import { VitalsWriter } from './vitals-writer.js';

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

/** Web Vitals reports in the page views' stream → worker → histogram rollups, on real PostgreSQL and Redis. */
describe('Web Vitals ingest (PostgreSQL + Redis)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let app: INestApplicationContext;
  let redis: Redis;
  let prefix: string;
  let tenantA: string;
  let tenantB: string;
  let MIDNIGHT = 0;

  const report = (over: Partial<BufferedVitals>): BufferedVitals => ({
    tenantId: tenantA,
    at: MIDNIGHT + 3_600_000,
    path: '/',
    device: 'mobile',
    buckets: { lcp: 5, cls: 0, ttfb: 3 },
    ...over,
  });

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'vitals' });
    ({ prisma, prefix } = harness);
    tenantA = await harness.seedTenant({ subdomain: 'alpha' });
    tenantB = await harness.seedTenant({ subdomain: 'bravo' });
    await prisma.tenant.update({ where: { id: tenantB }, data: { template_id: 2 } }).catch(() => undefined);
    redis = new Redis(harness.config.REDIS_URL);
    harness.closeAtStop(async () => {
      await redis.del(siteEventsStream(prefix));
      redis.disconnect();
    });
    MIDNIGHT = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    ({ app } = await harness.startWorker());
  });

  afterAll(() => harness?.stop());

  it('adds each report to its tenant histogram per day, metric, device and page, and to its template fleet-wide', async () => {
    for (const r of [
      report({}),
      report({ buckets: { lcp: 5, inp: 7 } }),
      report({ device: 'desktop', path: '/products' }),
      report({ tenantId: tenantB }),
    ])
      await redis.xadd(siteEventsStream(prefix), '*', VITALS_FIELD, encodeVitals(r));
    await eventually(async () => expect(await prisma.siteVitalReceipt.count()).toBe(4));
    await eventually(async () => expect(await redis.xlen(siteEventsStream(prefix))).toBe(0));

    const rows = await prisma.siteVitalsDaily.findMany({
      where: { tenant_id: tenantA },
      orderBy: [{ metric: 'asc' }, { device: 'asc' }, { bucket: 'asc' }],
    });
    expect(rows.map((r) => [r.metric, r.device, r.path, r.bucket, r.samples])).toEqual([
      ['cls', 'desktop', '/products', 0, 1],
      ['cls', 'mobile', '/', 0, 1],
      ['inp', 'mobile', '/', 7, 1],
      ['lcp', 'desktop', '/products', 5, 1],
      ['lcp', 'mobile', '/', 5, 2],
      ['ttfb', 'desktop', '/products', 3, 1],
      ['ttfb', 'mobile', '/', 3, 1],
    ]);
    const tenantTemplate = (id: string) => prisma.tenant.findUniqueOrThrow({ where: { id } }).then((t) => t.template_id);
    const fleet = await prisma.siteVitalsFleetDaily.findMany({ where: { metric: 'lcp', device: 'mobile' } });
    const samplesOf = (template: number) => fleet.filter((f) => f.template_id === template).reduce((n, f) => n + f.samples, 0);
    const [a, b] = [await tenantTemplate(tenantA), await tenantTemplate(tenantB)];
    if (a === b) expect(samplesOf(a)).toBe(3);
    else expect([samplesOf(a), samplesOf(b)]).toEqual([2, 1]);
  });

  it('counts a report handed out again after a crash once, and skips entries that are not reports', async () => {
    const writer = app.get(VitalsWriter);
    const before = await prisma.siteVitalsDaily.aggregate({ where: { tenant_id: tenantA, metric: 'lcp' }, _sum: { samples: true } });
    const entry = { streamId: `${MIDNIGHT + 7_200_000}-0`, vitals: report({ path: '/again' }) };
    expect(await writer.write([entry])).toBe(1);
    expect(await writer.write([entry])).toBe(0);
    await redis.xadd(siteEventsStream(prefix), '*', VITALS_FIELD, 'not a report');
    await eventually(async () => expect(await redis.xlen(siteEventsStream(prefix))).toBe(0));
    const after = await prisma.siteVitalsDaily.aggregate({ where: { tenant_id: tenantA, metric: 'lcp' }, _sum: { samples: true } });
    expect((after._sum.samples ?? 0) - (before._sum.samples ?? 0)).toBe(1);
  });
});
