import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import request from 'supertest';
import { decodeVitals, siteEventsStream, VITAL_BOUNDS, VITALS_FIELD, type BufferedVitals } from '@ds/jobs';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { signInRootAdmin, signUp, type SignedUp } from '../../../support/accounts.js';
import { eventually } from '../../../support/eventually.js';

jest.setTimeout(30_000);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;
const today = () => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);

describe('real-user Web Vitals (API)', () => {
  let t: TestApp;
  let redis: Redis;
  let jane: SignedUp;
  let sam: SignedUp;
  let adminToken: string;

  const vitals = (body: unknown, headers: Record<string, string> = {}) => {
    const req = request(t.http).post('/api/site/vitals').set('X-Tenant-Domain', `${jane.subdomain}.localhost`).set('User-Agent', BROWSER);
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req.set('Content-Type', 'text/plain;charset=UTF-8').send(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const buffered = async (): Promise<BufferedVitals[]> =>
    (await redis.xrange(siteEventsStream(t.prefix), '-', '+'))
      .filter(([, fields]) => fields[0] === VITALS_FIELD)
      .map(([, fields]) => decodeVitals(fields[1]) as BufferedVitals);

  beforeAll(async () => {
    t = await startTestApp({ ANALYTICS_BEACON_RATE_LIMIT: '100' });
    redis = new Redis(t.config.REDIS_URL);
    jane = await signUp(t);
    sam = await signUp(t);
    adminToken = await signInRootAdmin(t);
  });
  afterAll(async () => {
    await redis?.del(siteEventsStream(t.prefix));
    redis?.disconnect();
    await t?.close();
  });

  it('buffers a report as histogram buckets, on the device class of the screen, with no address', async () => {
    const res = await vitals({
      path: '/products?email=x@example.com',
      screen_width: 390,
      metrics: { lcp: 1234.5, cls: 0, ttfb: 80.2 },
    }).expect(202);
    expect(res.body).toEqual({ ok: true });
    await eventually(async () => expect(await buffered()).toHaveLength(1));
    const [entry] = await buffered();
    expect(entry).toMatchObject({ tenantId: jane.tenantId, path: '/products', device: 'mobile', buckets: { lcp: 5, cls: 0, ttfb: 2 } });
    expect(JSON.stringify(entry)).not.toContain('127.0.0.1');
  });

  it.each([
    ['not JSON', 'lcp=1'],
    ['an array', [1, 2]],
    ['no metrics', { path: '/' }],
    ['an empty metrics object', { path: '/', metrics: {} }],
    ['an unknown metric', { path: '/', metrics: { fid: 12 } }],
    ['a metric in capitals', { path: '/', metrics: { LCP: 12 } }],
    ['a negative value', { path: '/', metrics: { lcp: -1 } }],
    ['a value as text', { path: '/', metrics: { inp: '200' } }],
    ['an absurd value', { path: '/', metrics: { cls: 1e9 } }],
    ['a path that is not one', { path: 'https://evil.example/', metrics: { lcp: 100 } }],
    ['a control character in the path', { path: '/a\u0000b', metrics: { lcp: 100 } }],
    ['an unknown field', { path: '/', metrics: { lcp: 100 }, email: 'me@example.com' }],
    ['a fractional screen width', { path: '/', screen_width: 3.5, metrics: { lcp: 100 } }],
    ['a body over 2 KB', { path: `/${'a'.repeat(3000)}`, metrics: { lcp: 100 } }],
  ])('refuses %s with 400 and says what is wrong', async (_, body) => {
    const res = await vitals(body).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('names the bad fields', async () => {
    const res = await vitals({ path: '/', metrics: { lcp: 'fast', fid: 3 } }).expect(400);
    expect(res.body.details).toEqual({ 'metrics.lcp': expect.any(String), 'metrics.fid': expect.any(String) });
  });

  it('answers 202 but buffers nothing for a bot, Do Not Track, Global Privacy Control or an unknown host', async () => {
    await redis.del(siteEventsStream(t.prefix));
    const body = { path: '/', metrics: { lcp: 900 } };
    await vitals(body, { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }).expect(202);
    await vitals(body, { DNT: '1' }).expect(202);
    await vitals(body, { 'Sec-GPC': '1' }).expect(202);
    await vitals(body, { 'X-Tenant-Domain': 'nobody-here.localhost' }).expect(202);
    // A marker that must arrive: everything sent before it has been looked at.
    await vitals({ path: '/marker', metrics: { lcp: 900 } }).expect(202);
    await eventually(async () => expect((await buffered()).map((v) => v.path)).toEqual(['/marker']));
  });

  it("gives the distributor p75 per metric, device and page from the rollup, and refuses another distributor's token", async () => {
    const lcp = (bound: number) => VITAL_BOUNDS.lcp.indexOf(bound);
    await t.prisma.siteVitalsDaily.createMany({
      data: [
        // Three good loads on mobile and one poor: p75 is the third, in (2250, 2500].
        { tenant_id: jane.tenantId, day: today(), metric: 'lcp', device: 'mobile', path: '/', bucket: lcp(2500), samples: 3 },
        { tenant_id: jane.tenantId, day: today(), metric: 'lcp', device: 'mobile', path: '/', bucket: lcp(10000), samples: 1 },
        { tenant_id: jane.tenantId, day: today(), metric: 'cls', device: 'desktop', path: '/blog', bucket: 0, samples: 2 },
        { tenant_id: sam.tenantId, day: today(), metric: 'lcp', device: 'mobile', path: '/', bucket: lcp(30000), samples: 9 },
      ],
    });
    const res = await request(t.http)
      .get(`/api/tenants/${jane.tenantId}/analytics`)
      .set('Authorization', `Bearer ${jane.token}`)
      .expect(200);
    const wv = res.body.web_vitals;
    expect(wv.thresholds.lcp).toEqual({ good: 2500, poor: 4000, unit: 'ms' });
    expect(wv.all.lcp).toEqual({ p75: 2500, samples: 4, rating: 'good' });
    expect(wv.all.cls).toEqual({ p75: 0, samples: 2, rating: 'good' });
    expect(wv.all.inp).toBeNull();
    expect(wv.devices.map((d: { device: string }) => d.device)).toEqual(['mobile', 'desktop']);
    expect(wv.pages.map((p: { path: string; samples: number }) => [p.path, p.samples])).toEqual([
      ['/', 4],
      ['/blog', 2],
    ]);
    await request(t.http).get(`/api/tenants/${jane.tenantId}/analytics`).set('Authorization', `Bearer ${sam.token}`).expect(403);
  });

  it('gives admins the fleet per template, and nobody else', async () => {
    await t.prisma.siteVitalsFleetDaily.create({
      data: { day: today(), template_id: 1, metric: 'ttfb', device: 'desktop', bucket: 20, samples: 4 },
    });
    const res = await request(t.http).get('/api/admin/analytics').set('Authorization', `Bearer ${adminToken}`).expect(200);
    const [template] = res.body.web_vitals.templates;
    expect(template).toMatchObject({
      template_id: 1,
      template: expect.any(String),
      ttfb: { p75: expect.any(Number), samples: 4, rating: 'poor' },
    });
    expect(template.devices).toEqual([expect.objectContaining({ device: 'desktop' })]);
    await request(t.http).get('/api/admin/analytics').set('Authorization', `Bearer ${jane.token}`).expect(403);
  });

  it('answers 429 with Retry-After past the per-client budget (last: it spends this client budget for the minute)', async () => {
    let limited: request.Response | undefined;
    for (let i = 0; i < 120 && !limited; i++) {
      const res = await vitals({ path: '/', metrics: { ttfb: 10 } });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(202);
    }
    expect(limited?.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
