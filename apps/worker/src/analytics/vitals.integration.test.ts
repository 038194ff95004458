import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { encodeVitals, siteEventsStream, VITALS_FIELD, type BufferedVitals } from '@ds/jobs';
import { eventually, startSiteEventsRig, type SiteEventsRig } from '../testing/site-events-rig.js';
import { VitalsWriter } from './vitals-writer.js';

jest.setTimeout(60_000);

/** Web Vitals reports in the page views' stream → worker → histogram rollups, on real PostgreSQL and Redis. */
describe('Web Vitals ingest (PostgreSQL + Redis)', () => {
  let rig: SiteEventsRig;

  const report = (over: Partial<BufferedVitals>): BufferedVitals => ({
    tenantId: rig.tenantA,
    at: rig.midnight + 3_600_000,
    path: '/',
    device: 'mobile',
    buckets: { lcp: 5, cls: 0, ttfb: 3 },
    ...over,
  });

  beforeAll(async () => {
    rig = await startSiteEventsRig({ label: 'vitals' }, ({ prisma, tenantB }) =>
      prisma.tenant.update({ where: { id: tenantB }, data: { template_id: 2 } }).catch(() => undefined),
    );
  });

  afterAll(() => rig?.harness.stop());

  it('adds each report to its tenant histogram per day, metric, device and page, and to its template fleet-wide', async () => {
    for (const r of [
      report({}),
      report({ buckets: { lcp: 5, inp: 7 } }),
      report({ device: 'desktop', path: '/products' }),
      report({ tenantId: rig.tenantB }),
    ])
      await rig.redis.xadd(siteEventsStream(rig.prefix), '*', VITALS_FIELD, encodeVitals(r));
    await eventually(async () => expect(await rig.prisma.siteVitalReceipt.count()).toBe(4));
    await eventually(async () => expect(await rig.redis.xlen(siteEventsStream(rig.prefix))).toBe(0));

    const rows = await rig.prisma.siteVitalsDaily.findMany({
      where: { tenant_id: rig.tenantA },
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
    const tenantTemplate = (id: string) => rig.prisma.tenant.findUniqueOrThrow({ where: { id } }).then((t) => t.template_id);
    const fleet = await rig.prisma.siteVitalsFleetDaily.findMany({ where: { metric: 'lcp', device: 'mobile' } });
    const samplesOf = (template: number) => fleet.filter((f) => f.template_id === template).reduce((n, f) => n + f.samples, 0);
    const [a, b] = [await tenantTemplate(rig.tenantA), await tenantTemplate(rig.tenantB)];
    if (a === b) expect(samplesOf(a)).toBe(3);
    else expect([samplesOf(a), samplesOf(b)]).toEqual([2, 1]);
  });

  it('counts a report handed out again after a crash once, and skips entries that are not reports', async () => {
    const writer = rig.app.get(VitalsWriter);
    const before = await rig.prisma.siteVitalsDaily.aggregate({
      where: { tenant_id: rig.tenantA, metric: 'lcp' },
      _sum: { samples: true },
    });
    const entry = { streamId: `${rig.midnight + 7_200_000}-0`, vitals: report({ path: '/again' }) };
    expect(await writer.write([entry])).toBe(1);
    expect(await writer.write([entry])).toBe(0);
    await rig.redis.xadd(siteEventsStream(rig.prefix), '*', VITALS_FIELD, 'not a report');
    await eventually(async () => expect(await rig.redis.xlen(siteEventsStream(rig.prefix))).toBe(0));
    const after = await rig.prisma.siteVitalsDaily.aggregate({ where: { tenant_id: rig.tenantA, metric: 'lcp' }, _sum: { samples: true } });
    expect((after._sum.samples ?? 0) - (before._sum.samples ?? 0)).toBe(1);
  });
});
