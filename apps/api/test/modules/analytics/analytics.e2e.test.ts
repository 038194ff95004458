import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import request from 'supertest';
import { decodeSiteEvent, siteEventsStream, type BufferedSiteEvent } from '@ds/jobs';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signInRootAdmin, signUp, type SignedUp } from '../../support/accounts.js';
import { eventually } from '../../support/eventually.js';

jest.setTimeout(30_000);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** This UTC day's midnight (ms), read when asked: a suite can run across midnight. */
const utcToday = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;

describe('visitor analytics (API)', () => {
  let t: TestApp;
  let redis: Redis;
  let jane: SignedUp;
  let sam: SignedUp;
  let adminToken: string;
  const host = () => `${jane.subdomain}.localhost`;

  const beacon = (body: unknown, headers: Record<string, string> = {}, from = host()) => {
    const req = request(t.http).post('/api/site/events').set('X-Tenant-Domain', from).set('User-Agent', BROWSER);
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return typeof body === 'string' ? req.set('Content-Type', 'text/plain;charset=UTF-8').send(body) : req.send(body as object);
  };
  const buffered = async (): Promise<BufferedSiteEvent[]> =>
    (await redis.xrange(siteEventsStream(t.prefix), '-', '+')).map(([, fields]) => decodeSiteEvent(fields[1]) as BufferedSiteEvent);
  const clearBuffer = () => redis.del(siteEventsStream(t.prefix));
  /** The intake runs after the 202: a marker beacon that must arrive proves the ones before it were handled. */
  const settle = async (expected: number) => eventually(async () => expect(await buffered()).toHaveLength(expected));

  beforeAll(async () => {
    t = await startTestApp({ ANALYTICS_BEACON_RATE_LIMIT: '40' });
    redis = new Redis(t.config.REDIS_URL);
    jane = await signUp(t);
    sam = await signUp(t);
    adminToken = await signInRootAdmin(t);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  describe('POST /site/events', () => {
    it('buffers a page view (sendBeacon text/plain) with its source, UTM and device, and no address', async () => {
      await clearBuffer();
      const body = JSON.stringify({
        path: '/products?email=me@example.com#x',
        referrer: 'https://www.facebook.com/some/post',
        utm_source: 'QR',
        utm_medium: 'print',
        utm_campaign: 'spring',
        screen_width: 390,
      });
      const res = await beacon(body).expect(202);
      expect(res.body).toEqual({ ok: true });
      expect(res.headers['set-cookie']).toBeUndefined();
      // The fast path writes its headers in one go: the API's security headers, a request id, no caching.
      expect(res.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': expect.stringContaining("default-src 'none'"),
        'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      await settle(1);
      const [event] = await buffered();
      expect(event).toMatchObject({
        tenantId: jane.tenantId,
        path: '/products',
        source: 'qr',
        referrerDomain: 'facebook.com',
        utmSource: 'QR',
        utmMedium: 'print',
        utmCampaign: 'spring',
        device: 'mobile',
      });
      expect(event.visitor).toMatch(/^-?\d+$/);
      expect(JSON.stringify(event)).not.toContain('127.0.0.1');
    });

    it('counts the same browser as the same visitor on one day, and a referrer on the site itself as no source', async () => {
      await clearBuffer();
      await beacon({ path: '/', referrer: `http://${host()}/blog` }).expect(202);
      await beacon({ path: '/contact' }, { 'User-Agent': PHONE }).expect(202);
      await beacon({ path: '/blog' }).expect(202);
      await settle(3);
      const events = await buffered();
      expect(events.map((e) => e.source)).toEqual(['Direct', 'Direct', 'Direct']);
      const [first, phone, again] = events;
      expect(again.visitor).toBe(first.visitor);
      expect(phone.visitor).not.toBe(first.visitor);
      expect(phone.device).toBe('mobile');
    });

    it.each<[string, () => request.Test]>([
      ['a bot user agent', () => beacon({ path: '/' }, { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })],
      ['no user agent', () => beacon({ path: '/' }, { 'User-Agent': '' })],
      ['Do Not Track', () => beacon({ path: '/' }, { DNT: '1' })],
      ['Global Privacy Control', () => beacon({ path: '/' }, { 'Sec-GPC': '1' })],
      ['a prefetch', () => beacon({ path: '/' }, { 'Sec-Purpose': 'prefetch;prerender' })],
      ['an unknown host', () => beacon({ path: '/' }, {}, 'nobody-here.localhost')],
      ['an oversized body', () => beacon(JSON.stringify({ path: '/', utm_campaign: 'x'.repeat(3000) }))],
      ['malformed JSON', () => beacon('{"path": "/"')],
      ['a path that is not a path', () => beacon({ path: 'javascript:alert(1)' })],
      ['a NUL in the path', () => beacon({ path: '/a\u0000b' })],
      ['a non-http referrer', () => beacon({ path: '/', referrer: 'javascript:alert(1)' })],
      ['a screen width that is not a number', () => beacon({ path: '/', screen_width: 'wide' })],
      ['a body that is a list', () => beacon([{ path: '/' }])],
    ])('answers 202 and stores nothing for %s', async (_, send) => {
      await clearBuffer();
      const res = await send();
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ ok: true });
      await beacon({ path: '/marker' }).expect(202);
      await settle(1);
      expect((await buffered()).map((e) => e.path)).toEqual(['/marker']);
    });

    it("does not count the distributor's own browser while their back-office session is open", async () => {
      await clearBuffer();
      const ownBrowser =
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
      await request(t.http)
        .get(`/api/tenants/${jane.tenantId}/analytics/live`)
        .set('Authorization', `Bearer ${jane.token}`)
        .set('User-Agent', ownBrowser)
        .expect(200);
      await eventually(async () => expect(await redis.keys(`${t.prefix}:analytics:own:*`)).toHaveLength(1));
      await beacon({ path: '/' }, { 'User-Agent': ownBrowser }).expect(202);
      await beacon({ path: '/marker' }).expect(202);
      await settle(1);
      expect((await buffered()).map((e) => e.path)).toEqual(['/marker']);
    });

    it('limits beacons per client (429 past the budget)', async () => {
      let limited = 0;
      for (let i = 0; i < 45; i++) {
        const res = await beacon({ path: '/' });
        if (res.status !== 429) continue;
        limited++;
        // The seconds left of the client's one-minute window.
        expect(res.headers).toMatchObject({
          'retry-after': expect.stringMatching(/^([1-9]|[1-5]\d|60)$/),
          'x-content-type-options': 'nosniff',
          'x-request-id': expect.any(String),
        });
        expect(res.body).toMatchObject({ code: 'RATE_LIMITED' });
      }
      expect(limited).toBeGreaterThan(0);
    });
  });

  describe('GET /tenants/:id/analytics', () => {
    /** The day the rollups below are seeded for; taken before each test, and the rollups seeded again if it changed. */
    let today = 0;
    const get = (who: SignedUp, tenantId: string, query: string) =>
      request(t.http).get(`/api/tenants/${tenantId}/analytics${query}`).set('Authorization', `Bearer ${who.token}`);

    beforeAll(async () => {
      await t.prisma.lead.create({
        data: { tenant_id: jane.tenantId, name: 'A', email: 'a@example.com', message: 'hi', attribution_source: 'qr' },
      });
      await t.prisma.subscriber.create({ data: { tenant_id: jane.tenantId, email: 's@example.com', attribution_source: 'qr' } });
    });

    // The reports are relative to the API's "today": rollups seeded for the day the test runs on, not the
    // day this file was loaded (a run across midnight would otherwise read yesterday's as today's).
    beforeEach(async () => {
      if (utcToday() === today) return;
      today = utcToday();
      const id = jane.tenantId;
      const day = (n: number) => new Date(today - n * DAY_MS);
      const tenants = { tenant_id: { in: [id, sam.tenantId] } };
      await t.prisma.siteStatsDaily.deleteMany({ where: tenants });
      await t.prisma.siteStatsHourly.deleteMany({ where: tenants });
      await t.prisma.siteStatsDaily.createMany({
        data: [
          { tenant_id: id, day: day(0), dimension: 'total', value: '', visitors: 3, pageviews: 7 },
          { tenant_id: id, day: day(1), dimension: 'total', value: '', visitors: 2, pageviews: 2 },
          { tenant_id: id, day: day(0), dimension: 'page', value: '/', visitors: 3, pageviews: 5 },
          { tenant_id: id, day: day(1), dimension: 'page', value: '/products', visitors: 2, pageviews: 4 },
          { tenant_id: id, day: day(0), dimension: 'source', value: 'qr', visitors: 2, pageviews: 5 },
          { tenant_id: id, day: day(1), dimension: 'source', value: 'Direct', visitors: 3, pageviews: 4 },
          { tenant_id: id, day: day(0), dimension: 'campaign', value: 'spring', visitors: 1, pageviews: 2 },
          { tenant_id: id, day: day(0), dimension: 'device', value: 'mobile', visitors: 3, pageviews: 7 },
          // Five years ago: inside a five-year range, outside the default week.
          { tenant_id: id, day: day(5 * 365), dimension: 'total', value: '', visitors: 10, pageviews: 10 },
        ],
      });
      await t.prisma.siteStatsHourly.create({ data: { tenant_id: id, hour: new Date(today + 3_600_000), visitors: 3, pageviews: 7 } });
      await t.prisma.siteStatsDaily.create({
        data: { tenant_id: sam.tenantId, day: day(0), dimension: 'total', value: '', visitors: 99, pageviews: 99 },
      });
    });

    it('answers the last 7 days by day from the rollups, with conversions per source', async () => {
      const res = await get(jane, jane.tenantId, '').expect(200);
      expect(res.body.totals).toEqual({ visitors: 5, pageviews: 9, leads: 1, subscribers: 1, buy_clicks: 0, join_clicks: 0 });
      expect(res.body.series).toHaveLength(7);
      expect(res.body.series.at(-1)).toEqual({ t: isoDay(today), visitors: 3, pageviews: 7, buy_clicks: 0, join_clicks: 0 });
      expect(res.body.series.at(-3)).toEqual({ t: isoDay(today - 2 * DAY_MS), visitors: 0, pageviews: 0, buy_clicks: 0, join_clicks: 0 });
      expect(res.body.top_pages).toEqual([
        { path: '/', visitors: 3, pageviews: 5, buy_clicks: 0, join_clicks: 0 },
        { path: '/products', visitors: 2, pageviews: 4, buy_clicks: 0, join_clicks: 0 },
      ]);
      expect(res.body.sources).toEqual([
        { source: 'Direct', visitors: 3, pageviews: 4, leads: 0, subscribers: 0, conversion_rate: 0, buy_clicks: 0, join_clicks: 0 },
        { source: 'qr', visitors: 2, pageviews: 5, leads: 1, subscribers: 1, conversion_rate: 1, buy_clicks: 0, join_clicks: 0 },
      ]);
      expect(res.body.campaigns).toEqual([{ campaign: 'spring', name: null, visitors: 1, pageviews: 2, buy_clicks: 0, join_clicks: 0 }]);
      expect(res.body.devices).toEqual([{ device: 'mobile', visitors: 3, pageviews: 7 }]);
    });

    it("names a UTM campaign that is the id of the distributor's campaign or sequence (their emails' links), never another's", async () => {
      const id = jane.tenantId;
      const campaign = await t.prisma.campaign.create({ data: { tenant_id: id, subject: 'Spring offers', content: '<p>Hi</p>' } });
      const sequence = await t.prisma.sequence.create({
        data: { tenant_id: id, name: 'Welcome series', trigger_type: 'subscription_confirmed' },
      });
      const others = await t.prisma.campaign.create({ data: { tenant_id: sam.tenantId, subject: "Sam's news", content: '<p>Hi</p>' } });
      const rows = [campaign.id, sequence.id, others.id].map((value, i) => ({
        tenant_id: id,
        day: new Date(today),
        dimension: 'campaign',
        value,
        visitors: 10 - i,
        pageviews: 10 - i,
      }));
      await t.prisma.siteStatsDaily.createMany({ data: rows });
      try {
        const res = await get(jane, id, '').expect(200);
        const names = (res.body as { campaigns: { campaign: string; name: string | null }[] }).campaigns.map((c) => [c.campaign, c.name]);
        expect(names).toEqual([
          [campaign.id, 'Spring offers'],
          [sequence.id, 'Welcome series'],
          [others.id, null],
          ['spring', null],
        ]);
      } finally {
        await t.prisma.siteStatsDaily.deleteMany({
          where: { tenant_id: id, dimension: 'campaign', value: { in: rows.map((r) => r.value) } },
        });
        await t.prisma.sequence.delete({ where: { id: sequence.id } });
        await t.prisma.campaign.deleteMany({ where: { id: { in: [campaign.id, others.id] } } });
      }
    });

    it('answers hours and months', async () => {
      const hours = await get(jane, jane.tenantId, `?from=${isoDay(today)}&to=${isoDay(today)}&interval=hour`).expect(200);
      expect(hours.body.series).toHaveLength(24);
      expect(hours.body.series[1]).toEqual({
        t: new Date(today + 3_600_000).toISOString(),
        visitors: 3,
        pageviews: 7,
        buy_clicks: 0,
        join_clicks: 0,
      });
      const from = isoDay(today - 5 * 365 * DAY_MS - DAY_MS);
      // How fast five years by month answers is measured by `npm run bench:analytics` (c), on 10 million page views.
      const months = await get(jane, jane.tenantId, `?from=${from}&to=${isoDay(today)}&interval=month`).expect(200);
      expect(months.body.totals.visitors).toBe(15);
      expect(months.body.series.length).toBeGreaterThanOrEqual(60);
    });

    it.each([
      ['a future end', () => `?to=${isoDay(Date.now() + 2 * DAY_MS)}`],
      ['a reversed range', () => `?from=${isoDay(Date.now())}&to=${isoDay(Date.now() - 3 * DAY_MS)}`],
      ['a date that does not exist', () => '?from=2026-02-30'],
      ['a malformed date', () => '?from=yesterday'],
      ['an unknown interval', () => '?interval=week'],
      ['hours over a year', () => `?from=${isoDay(Date.now() - 365 * DAY_MS)}&interval=hour`],
    ])('answers 400 for %s', async (_, query) => {
      const res = await get(jane, jane.tenantId, query()).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it("refuses another distributor's token with 403, for the report and for live", async () => {
      await get(sam, jane.tenantId, '').expect(403);
      await request(t.http).get(`/api/tenants/${jane.tenantId}/analytics/live`).set('Authorization', `Bearer ${sam.token}`).expect(403);
      await request(t.http).get(`/api/tenants/${jane.tenantId}/analytics`).expect(401);
    });

    it('counts live visitors of the last five minutes only', async () => {
      await t.prisma.siteEvent.createMany({
        data: [
          { id: 1n, tenant_id: jane.tenantId, at: new Date(), visitor: 1n, path: '/', source: 'Direct', device: 'desktop' },
          { id: 2n, tenant_id: jane.tenantId, at: new Date(), visitor: 1n, path: '/blog', source: 'Direct', device: 'desktop' },
          { id: 3n, tenant_id: jane.tenantId, at: new Date(), visitor: 2n, path: '/', source: 'Direct', device: 'desktop' },
          {
            id: 4n,
            tenant_id: jane.tenantId,
            at: new Date(Date.now() - 6 * 60_000),
            visitor: 3n,
            path: '/',
            source: 'Direct',
            device: 'desktop',
          },
          { id: 5n, tenant_id: sam.tenantId, at: new Date(), visitor: 4n, path: '/', source: 'Direct', device: 'desktop' },
        ],
      });
      const res = await request(t.http)
        .get(`/api/tenants/${jane.tenantId}/analytics/live`)
        .set('Authorization', `Bearer ${jane.token}`)
        .expect(200);
      expect(res.body).toEqual({ visitors: 2 });
    });
  });

  describe('GET /tenants/:id/analytics — every interval reads whole days', () => {
    // Taken before each test (with kim's rollups seeded again when the day changed), not when the file loads.
    let today = 0;
    let yesterday = 0;
    let now = new Date(0);
    /** The 12-month view's first day (as the screen asks for it) and the day just before it. */
    let yearStart = 0;
    let kim: SignedUp;
    const report = async (query: string) =>
      (await request(t.http).get(`/api/tenants/${kim.tenantId}/analytics${query}`).set('Authorization', `Bearer ${kim.token}`).expect(200))
        .body as {
        totals: { visitors: number; pageviews: number };
        series: { t: string; visitors: number; pageviews: number }[];
        top_pages: { path: string; visitors: number; pageviews: number }[];
        sources: { source: string; visitors: number }[];
        campaigns: { campaign: string; visitors: number }[];
        devices: { device: string; visitors: number }[];
      };
    const sum = (points: { pageviews: number }[]) => points.reduce((n, p) => n + p.pageviews, 0);
    const breakdowns = (r: Awaited<ReturnType<typeof report>>) => ({
      top_pages: r.top_pages,
      sources: r.sources,
      campaigns: r.campaigns,
      devices: r.devices,
    });

    beforeAll(async () => {
      kim = await signUp(t);
    });

    beforeEach(async () => {
      if (utcToday() === today) return;
      today = utcToday();
      yesterday = today - DAY_MS;
      now = new Date(today);
      yearStart = Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 1);
      const id = kim.tenantId;
      await t.prisma.siteStatsDaily.deleteMany({ where: { tenant_id: id } });
      await t.prisma.siteStatsHourly.deleteMany({ where: { tenant_id: id } });
      const daily = (day: number, dimension: string, value: string, visitors: number, pageviews: number) => ({
        tenant_id: id,
        day: new Date(day),
        dimension,
        value,
        visitors,
        pageviews,
      });
      await t.prisma.siteStatsDaily.createMany({
        data: [
          // Today: 3 visitors, 5 page views, in two hours.
          daily(today, 'total', '', 3, 5),
          daily(today, 'page', '/', 2, 3),
          daily(today, 'page', '/shop', 1, 2),
          daily(today, 'source', 'qr', 3, 5),
          daily(today, 'campaign', 'fall', 1, 2),
          daily(today, 'device', 'mobile', 3, 5),
          // Yesterday: 4 visitors at 23:00.
          daily(yesterday, 'total', '', 4, 4),
          daily(yesterday, 'page', '/old', 4, 4),
          daily(yesterday, 'source', 'Direct', 4, 4),
          daily(yesterday, 'device', 'desktop', 4, 4),
          // The first day of the 12-month view, and the day before it (outside every range asked here).
          daily(yearStart, 'total', '', 10, 20),
          daily(yearStart, 'page', '/old', 10, 20),
          daily(yearStart - DAY_MS, 'total', '', 100, 100),
          daily(yearStart - DAY_MS, 'page', '/outside', 100, 100),
        ],
      });
      await t.prisma.siteStatsHourly.createMany({
        data: [
          { tenant_id: id, hour: new Date(today + 1 * 3_600_000), visitors: 2, pageviews: 3 },
          { tenant_id: id, hour: new Date(today + 15 * 3_600_000), visitors: 1, pageviews: 2 },
          { tenant_id: id, hour: new Date(yesterday + 23 * 3_600_000), visitors: 4, pageviews: 4 },
          { tenant_id: id, hour: new Date(yearStart - 3_600_000), visitors: 100, pageviews: 100 },
        ],
      });
    });

    it('hour, today only: 24 points, and breakdowns of today only', async () => {
      const r = await report(`?from=${isoDay(today)}&to=${isoDay(today)}&interval=hour`);
      expect(r.series).toHaveLength(24);
      expect(r.series[0].t).toBe(new Date(today).toISOString());
      expect(r.series[1]).toEqual({
        t: new Date(today + 3_600_000).toISOString(),
        visitors: 2,
        pageviews: 3,
        buy_clicks: 0,
        join_clicks: 0,
      });
      expect(r.series[15]).toEqual({
        t: new Date(today + 15 * 3_600_000).toISOString(),
        visitors: 1,
        pageviews: 2,
        buy_clicks: 0,
        join_clicks: 0,
      });
      expect(r.totals).toMatchObject({ visitors: 3, pageviews: 5 });
      expect(sum(r.series)).toBe(r.totals.pageviews);
      expect(breakdowns(r)).toEqual({
        top_pages: [
          { path: '/', visitors: 2, pageviews: 3, buy_clicks: 0, join_clicks: 0 },
          { path: '/shop', visitors: 1, pageviews: 2, buy_clicks: 0, join_clicks: 0 },
        ],
        sources: [expect.objectContaining({ source: 'qr', visitors: 3 })],
        campaigns: [{ campaign: 'fall', name: null, visitors: 1, pageviews: 2, buy_clicks: 0, join_clicks: 0 }],
        devices: [{ device: 'mobile', visitors: 3, pageviews: 5 }],
      });
    });

    it('hour over two days: 48 points; the same breakdowns as the same days read by day', async () => {
      const hours = await report(`?from=${isoDay(yesterday)}&to=${isoDay(today)}&interval=hour`);
      expect(hours.series).toHaveLength(48);
      expect(hours.series[23]).toEqual({
        t: new Date(yesterday + 23 * 3_600_000).toISOString(),
        visitors: 4,
        pageviews: 4,
        buy_clicks: 0,
        join_clicks: 0,
      });
      expect(hours.totals).toMatchObject({ visitors: 7, pageviews: 9 });
      expect(sum(hours.series)).toBe(9);
      expect(hours.top_pages.map((p) => p.path)).toEqual(['/old', '/', '/shop']);
      const days = await report(`?from=${isoDay(yesterday)}&to=${isoDay(today)}&interval=day`);
      expect(days.series).toEqual([
        { t: isoDay(yesterday), visitors: 4, pageviews: 4, buy_clicks: 0, join_clicks: 0 },
        { t: isoDay(today), visitors: 3, pageviews: 5, buy_clicks: 0, join_clicks: 0 },
      ]);
      expect(breakdowns(days)).toEqual(breakdowns(hours));
      expect(days.totals).toEqual(hours.totals);
    });

    it('day over the last 7 days: 7 points, breakdowns of those days', async () => {
      const r = await report('');
      expect(r.series.map((p) => p.t)).toEqual(Array.from({ length: 7 }, (_, i) => isoDay(today - (6 - i) * DAY_MS)));
      expect(sum(r.series)).toBe(9);
      expect(r.sources.map((s) => s.source)).toEqual(['Direct', 'qr']);
      expect(r.devices.map((d) => d.device)).toEqual(['desktop', 'mobile']);
    });

    it('month over 12 months: 12 points labelled by month, breakdowns over every day of the range and none outside', async () => {
      const r = await report(`?from=${isoDay(yearStart)}&to=${isoDay(today)}&interval=month`);
      const months = Array.from({ length: 12 }, (_, i) =>
        new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1 + i, 1)).toISOString().slice(0, 7),
      );
      expect(r.series.map((p) => p.t)).toEqual(months);
      const expected = new Map<string, number>();
      for (const [day, pageviews] of [
        [yearStart, 20],
        [yesterday, 4],
        [today, 5],
      ] as const)
        expected.set(isoDay(day).slice(0, 7), (expected.get(isoDay(day).slice(0, 7)) ?? 0) + pageviews);
      expect(Object.fromEntries(r.series.filter((p) => p.pageviews).map((p) => [p.t, p.pageviews]))).toEqual(Object.fromEntries(expected));
      expect(r.totals).toMatchObject({ visitors: 17, pageviews: 29 });
      expect(sum(r.series)).toBe(29);
      expect(r.top_pages).toEqual([
        { path: '/old', visitors: 14, pageviews: 24, buy_clicks: 0, join_clicks: 0 },
        { path: '/', visitors: 2, pageviews: 3, buy_clicks: 0, join_clicks: 0 },
        { path: '/shop', visitors: 1, pageviews: 2, buy_clicks: 0, join_clicks: 0 },
      ]);
    });
  });

  describe('attribution of leads and subscribers', () => {
    it('records the first-touch source and conversion page, and keeps the first one', async () => {
      const attribution = {
        referrer: 'https://l.instagram.com/',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'november',
        page: '/newsletters',
      };
      await request(t.http)
        .post('/api/newsletters/subscribe')
        .set('X-Tenant-Domain', host())
        .send({ email: 'fan@example.com', attribution })
        .expect(201);
      await request(t.http)
        .post('/api/newsletters/subscribe')
        .set('X-Tenant-Domain', host())
        .send({ email: 'fan@example.com', attribution: { referrer: 'https://google.com/', page: '/' } });
      const subscriber = await t.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'fan@example.com' } });
      expect(subscriber).toMatchObject({
        attribution_source: 'newsletter',
        attribution_campaign: 'november',
        conversion_page: '/newsletters',
      });

      await request(t.http)
        .post('/api/site/leads')
        .set('X-Tenant-Domain', host())
        .send({
          name: 'Lee',
          email: 'lee@example.com',
          message: 'Call me',
          attribution: { referrer: 'https://www.facebook.com/x', page: '/contact' },
        })
        .expect(201);
      const lead = await t.prisma.lead.findFirstOrThrow({ where: { tenant_id: jane.tenantId, email: 'lee@example.com' } });
      expect(lead).toMatchObject({ attribution_source: 'facebook.com', attribution_campaign: null, conversion_page: '/contact' });
    });

    it('still captures a lead without attribution, and refuses a malformed one with 400', async () => {
      await request(t.http)
        .post('/api/site/leads')
        .set('X-Tenant-Domain', host())
        .send({ name: 'No', email: 'no@example.com', message: 'm' })
        .expect(201);
      const res = await request(t.http)
        .post('/api/site/leads')
        .set('X-Tenant-Domain', host())
        .send({ name: 'Bad', email: 'bad@example.com', message: 'm', attribution: { page: 'nope', utm_source: 'x'.repeat(101) } })
        .expect(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await t.prisma.lead.count({ where: { email: 'bad@example.com' } })).toBe(0);
    });
  });

  describe('GET /admin/analytics', () => {
    it('answers fleet totals, top distributors and activation times to admins only', async () => {
      await t.prisma.siteStatsHourly.create({
        data: { tenant_id: sam.tenantId, hour: new Date(Date.now() + 3_600_000), visitors: 1, pageviews: 1 },
      });
      const res = await request(t.http).get('/api/admin/analytics').set('Authorization', `Bearer ${adminToken}`).expect(200);
      expect(res.body.totals.visitors).toBe(3 + 2 + 99 + 7); // jane, sam and kim (the intervals' distributor) over the last 7 days
      expect(res.body.top_by_traffic[0]).toMatchObject({ tenant_id: sam.tenantId, visitors: 99 });
      expect(res.body.activation.signups).toBeGreaterThanOrEqual(2);
      expect(res.body.activation.first_visit.reached).toBeGreaterThanOrEqual(1);
      expect(res.body.activation.first_lead.reached).toBeGreaterThanOrEqual(1);
      expect(res.body.activation.first_visit.distribution.map((b: { label: string }) => b.label)).toEqual([
        '< 1 h',
        '1–24 h',
        '1–7 d',
        '> 7 d',
        'not yet',
      ]);
      await request(t.http).get('/api/admin/analytics').set('Authorization', `Bearer ${jane.token}`).expect(403);
      await request(t.http)
        .get('/api/admin/analytics?from=2030-01-02&to=2030-01-01')
        .set('Authorization', `Bearer ${adminToken}`)
        .expect(400);
    });
  });
});
