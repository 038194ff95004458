import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import request from 'supertest';
import { decodeSiteClick, siteEventsStream, type BufferedSiteClick } from '@ds/jobs';
import { seedCatalog, startTestApp, type TestApp } from '../../support/test-app.js';
import { signInRootAdmin, signUp, type SignedUp } from '../../support/accounts.js';
import { eventually } from '../../support/eventually.js';
import { TenantChanges } from '../../../src/infra/cache/tenant-changes.js';

jest.setTimeout(60_000);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const RULES = {
  country: 'US',
  buy: 'https://shop.example.com/{country}/{sku}?ref={member_id}',
  shop: 'https://shop.example.com/{country}/?ref={member_id}',
  join: 'https://join.example.com/{country}/?sponsor={member_id}',
  hosts: ['shop.example.com', 'join.example.com'],
  member_id_pattern: '^[0-9]{7}$',
  member_id_example: '1001234',
};
const ALLOWED = new Set(['shop.example.com', 'join.example.com']);

/**
 * Ways a redirect is talked into leaving the allowed hosts (OWASP's unvalidated-redirect cheat sheet and the
 * classic parser-confusion list): each is tried as the distributor's own store link, as a product's generic
 * buy link, and the query-string and path variants go on the /go/ URL itself.
 */
const TRICKS = [
  'https://evil.example.net/',
  'http://evil.example.net/shop.example.com',
  '//evil.example.net/',
  '///evil.example.net/',
  '/\\evil.example.net',
  '\\\\evil.example.net',
  'https:evil.example.net',
  'https://shop.example.com@evil.example.net/',
  'https://shop.example.com:pw@evil.example.net/',
  'https://evil.example.net@shop.example.com/',
  'https://evil.example.net#@shop.example.com/',
  'https://evil.example.net?@shop.example.com/',
  'https://evil.example.net\\@shop.example.com/',
  'https://shop.example.com.evil.example.net/',
  'https://evilshop.example.com/',
  'https://shop.example.com%2F%2Fevil.example.net',
  'https://evil.example.net%2F@shop.example.com',
  'https://shop.example.com%00.evil.example.net/',
  'https://shöp.example.com/',
  'https://xn--shp-sna.example.com/',
  'https://shop。example。com/',
  'https://ｓｈｏｐ.example.com/',
  'https://shop.example.com\r\nLocation: https://evil.example.net/',
  'https://shop.example.com/%0d%0aSet-Cookie:x=1',
  'https://shop.example.com/\nx',
  'https://shop.example.com/\tx',
  ' https://evil.example.net/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)//https://shop.example.com/',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://shop.example.com/',
  'https://127.0.0.1/',
  'https://[::1]/',
  'https://0x7f.1/',
  'https://2130706433/',
];

describe('shop links, member IDs and /go/ click links (API)', () => {
  let t: TestApp;
  let redis: Redis;
  let jane: SignedUp;
  let sam: SignedUp;
  let adminToken: string;
  let shake: string;
  let samsTea: string;
  const host = () => `${jane.subdomain}.localhost`;
  const go = (path: string, from = host()) => request(t.http).get(path).set('Host', from).set('User-Agent', BROWSER);
  const clicks = async (): Promise<BufferedSiteClick[]> =>
    (await redis.xrange(siteEventsStream(t.prefix), '-', '+'))
      .map(([, fields]) => decodeSiteClick(fields[1]))
      .filter((c): c is BufferedSiteClick => c !== null);
  const admin = (method: 'get' | 'put', token = adminToken) =>
    request(t.http)[method]('/api/admin/shop-links').set('Authorization', `Bearer ${token}`);
  /** Written around the API (as a tool or a migration might): the site's caches are told, as every write through the API does. */
  const changed = () => t.app.get(TenantChanges).tenantChanged(jane.tenantId);
  const setJane = async (data: Record<string, unknown>) => {
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data });
    await changed();
  };
  const setShake = async (data: Record<string, unknown>) => {
    await t.prisma.product.update({ where: { id: shake }, data });
    await changed();
  };

  beforeAll(async () => {
    t = await startTestApp();
    await seedCatalog(t.prisma);
    redis = new Redis(t.config.REDIS_URL);
    jane = await signUp(t);
    sam = await signUp(t);
    adminToken = await signInRootAdmin(t);
    shake = (
      await t.prisma.product.create({
        data: { tenant_id: jane.tenantId, name: 'Protein Shake', catalog_sku: 'NUT-1', buy_link: 'https://shop.example.com/us/nut-1' },
      })
    ).id;
    samsTea = (
      await t.prisma.product.create({ data: { tenant_id: sam.tenantId, name: 'Tea', buy_link: 'https://shop.example.com/us/tea' } })
    ).id;
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });
  beforeEach(async () => {
    // Clicks are buffered after the redirect (gathered for 50 ms): let the previous test's land first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await redis.del(siteEventsStream(t.prefix));
  });

  describe('Admin → Shop links', () => {
    it('lists every catalog country, empty until set; refuses distributors and anonymous callers', async () => {
      const res = await admin('get').expect(200);
      expect(res.body.countries.map((c: { country: string }) => c.country)).toEqual(['IN', 'US']);
      expect(res.body.countries[1]).toEqual({
        country: 'US',
        buy: null,
        shop: null,
        join: null,
        hosts: [],
        member_id_pattern: null,
        member_id_example: null,
      });
      await request(t.http).get('/api/admin/shop-links').expect(401);
      await admin('get', jane.token).expect(403);
      await admin('put', jane.token)
        .send({ countries: [RULES] })
        .expect(403);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a country outside the catalog', { country: 'FR' }, 'countries[0].country'],
      ['an unknown placeholder', { buy: 'https://shop.example.com/{product}?ref={member_id}' }, 'countries[0].buy'],
      ['{sku} outside the Buy link', { join: 'https://join.example.com/{sku}?sponsor={member_id}' }, 'countries[0].join'],
      ['a template without the member ID', { shop: 'https://shop.example.com/us/' }, 'countries[0].shop'],
      ['a template to a host not allowed', { buy: 'https://evil.example.net/{sku}?ref={member_id}' }, 'countries[0].buy'],
      ['a template with userinfo', { buy: 'https://shop.example.com@evil.example.net/{sku}?ref={member_id}' }, 'countries[0].buy'],
      ['a javascript: template', { join: 'javascript:alert("{member_id}")' }, 'countries[0].join'],
      ['a host that is not a host name', { hosts: ['shop.example.com/path'] }, 'countries[0].hosts'],
      ['a pattern that does not compile', { member_id_pattern: '([0-9]' }, 'countries[0].member_id_pattern'],
      [
        'a pattern open to catastrophic backtracking',
        { member_id_pattern: '^([0-9]+)+$', member_id_example: null },
        'countries[0].member_id_pattern',
      ],
      ['an example that does not match', { member_id_example: 'ABC' }, 'countries[0].member_id_example'],
    ])('refuses %s with 400 naming the field, and saves nothing', async (_what, change, field) => {
      const res = await admin('put')
        .send({ countries: [{ ...RULES, ...change }] })
        .expect(400);
      expect(res.body).toMatchObject({ message: expect.any(String), details: { [field]: expect.any(String) } });
      expect(await t.prisma.shopLinkRule.count()).toBe(0);
    });

    it('saves the rules and answers them (hosts lower-cased); a country left out loses its rules', async () => {
      const saved = await admin('put')
        .send({
          countries: [
            { ...RULES, hosts: ['Shop.Example.com', 'join.example.com'] },
            { country: 'in', hosts: [] },
          ],
        })
        .expect(200);
      expect(saved.body.countries).toEqual([
        { country: 'IN', buy: null, shop: null, join: null, hosts: [], member_id_pattern: null, member_id_example: null },
        RULES,
      ]);
      expect((await admin('get').expect(200)).body).toEqual(saved.body);
      await admin('put')
        .send({ countries: [RULES] })
        .expect(200);
      expect(await t.prisma.shopLinkRule.findMany({ select: { country: true } })).toEqual([{ country: 'US' }]);
      await admin('put').send({ countries: 'US' }).expect(400);
    });
  });

  describe('the member ID in the settings', () => {
    it("is checked against the country's pattern with a message that shows the example; saved, it credits the sales", async () => {
      await admin('put')
        .send({ countries: [RULES] })
        .expect(200);
      const before = await request(t.http)
        .get(`/api/tenants/${jane.tenantId}/settings`)
        .set('Authorization', `Bearer ${jane.token}`)
        .expect(200);
      expect(before.body.settings).toMatchObject({ member_id: null, member_id_example: '1001234', sales_credited: false });

      const bad = await request(t.http)
        .put(`/api/tenants/${jane.tenantId}/settings`)
        .set('Authorization', `Bearer ${jane.token}`)
        .send({ member_id: 'JANE-42', first_name: 'Changed' })
        .expect(400);
      expect(bad.body.errors).toEqual([{ field: 'member_id', message: expect.stringContaining('1001234') }]);
      expect(bad.body.details.member_id).toContain('US');
      expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).first_name).not.toBe('Changed');

      const ok = await request(t.http)
        .put(`/api/tenants/${jane.tenantId}/settings`)
        .set('Authorization', `Bearer ${jane.token}`)
        .send({ member_id: ' 1001234 ' })
        .expect(200);
      expect(ok.body.settings).toMatchObject({ member_id: '1001234', sales_credited: true });
      // Another distributor's token cannot read or set it.
      await request(t.http)
        .put(`/api/tenants/${jane.tenantId}/settings`)
        .set('Authorization', `Bearer ${sam.token}`)
        .send({ member_id: '1' })
        .expect(403);
    });

    it("is set by an admin through the distributor's settings with the same rule; Admin → Distributors filters by credit", async () => {
      await admin('put')
        .send({ countries: [RULES] })
        .expect(200);
      await setJane({ member_id: '1001234', nht_store_link: null });
      await request(t.http)
        .put(`/api/admin/settings/${sam.tenantId}`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ member_id: 'x' })
        .expect(400);
      const notCredited = await request(t.http)
        .get('/api/admin/tenant-users?sales_credited=false')
        .set('Authorization', `Bearer ${adminToken}`)
        .expect(200);
      expect(notCredited.body.users.map((u: { tenant_id: string }) => u.tenant_id)).toEqual([sam.tenantId]);
      const credited = await request(t.http)
        .get('/api/admin/tenant-users?sales_credited=true')
        .set('Authorization', `Bearer ${adminToken}`)
        .expect(200);
      expect(credited.body.users.map((u: { tenant_id: string }) => u.tenant_id)).toEqual([jane.tenantId]);
    });
  });

  describe('/go/buy/{productId} and /go/join', () => {
    beforeAll(async () => {
      await admin('put')
        .send({ countries: [RULES] })
        .expect(200);
    });
    beforeEach(async () => {
      await setJane({ member_id: '1001234', nht_store_link: null, nht_joining_link: null, publish_on_site: true });
      await setShake({ buy_link: 'https://shop.example.com/us/nut-1' });
    });

    it('redirects to the country template with the member ID (one click counted, with no address in it); no caching', async () => {
      const res = await go(`/go/buy/${shake}`).expect(302);
      expect(res.headers.location).toBe('https://shop.example.com/us/nut-1?ref=1001234');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
      await eventually(async () => expect(await clicks()).toHaveLength(1));
      const [click] = await clicks();
      expect(click).toMatchObject({ kind: 'buy', tenantId: jane.tenantId, productId: shake, source: null, campaignId: null });
      expect(JSON.stringify(click)).not.toContain('127.0.0.1');

      expect((await go('/go/join').expect(302)).headers.location).toBe('https://join.example.com/us/?sponsor=1001234');
    });

    it("follows the precedence: the distributor's own links first, then the template, then the catalog's generic link", async () => {
      await setJane({ nht_store_link: 'https://shop.example.com/us/jane', nht_joining_link: 'https://join.example.com/jane' });
      expect((await go(`/go/buy/${shake}`).expect(302)).headers.location).toBe('https://shop.example.com/us/jane');
      expect((await go('/go/join').expect(302)).headers.location).toBe('https://join.example.com/jane');
      await setJane({ nht_store_link: null, nht_joining_link: null, member_id: null });
      expect((await go(`/go/buy/${shake}`).expect(302)).headers.location).toBe('https://shop.example.com/us/nut-1');
      // Nothing left for Join: the site's own Join Us page.
      expect((await go('/go/join').expect(302)).headers.location).toBe('/join-us');
    });

    it("is a 404 for another distributor's product, a product that does not exist, a malformed id and a site that is not live", async () => {
      await go(`/go/buy/${samsTea}`).expect(404);
      await go('/go/buy/00000000-0000-4000-8000-000000000000').expect(404);
      await go('/go/buy/..%2F..%2Fevil').expect(404);
      await go(`/go/buy/${shake}`, 'nobody.localhost').expect(404);
      await go('/go/join', 'localhost').expect(404);
      // Unpublished through the settings (which tell every cache that the site changed): not live, 404.
      const publish = (on: boolean) =>
        request(t.http)
          .put(`/api/tenants/${jane.tenantId}/settings`)
          .set('Authorization', `Bearer ${jane.token}`)
          .send({ publish_on_site: on })
          .expect(200);
      await publish(false);
      await go(`/go/buy/${shake}`).expect(404);
      await go('/go/join').expect(404);
      await publish(true);
      expect(await clicks()).toHaveLength(0);
    });

    it(`never redirects off the allowed hosts: ${String(TRICKS.length * 2 + 8)} tricks each get a 4xx or the safe default`, async () => {
      const offHost: string[] = [];
      const check = (what: string, res: request.Response) => {
        if (res.status >= 400 && res.status < 500) return;
        const location = String(res.headers.location ?? '');
        const safeDefault = res.status === 302 && location.startsWith('/') && !location.startsWith('//') && !location.includes('\\');
        let allowed: boolean;
        try {
          const url = new URL(location);
          allowed = res.status === 302 && url.protocol === 'https:' && ALLOWED.has(url.hostname) && !url.username && !url.password;
        } catch {
          allowed = false;
        }
        if (!safeDefault && !allowed) offHost.push(`${what} → ${res.status} ${location}`);
      };
      await setJane({ member_id: null });
      for (const trick of TRICKS) {
        await setJane({ nht_store_link: trick, nht_joining_link: trick });
        await setShake({ buy_link: trick });
        check(`own store link ${JSON.stringify(trick)}`, await go(`/go/buy/${shake}`));
        check(`own joining link ${JSON.stringify(trick)}`, await go('/go/join'));
      }
      // A member ID crafted to break out of its template (the pattern stops it; the host check would too).
      await admin('put')
        .send({ countries: [{ ...RULES, member_id_pattern: null, member_id_example: null }] })
        .expect(200);
      for (const memberId of ['@evil.example.net', 'x/../../@evil.example.net', '%2F%2Fevil.example.net']) {
        await setJane({ nht_store_link: null, nht_joining_link: null, member_id: memberId });
        check(`member ID ${memberId}`, await go('/go/join'));
      }
      await admin('put')
        .send({ countries: [RULES] })
        .expect(200);
      // Nothing on the /go/ URL names a destination: extra parameters and path tricks change nothing.
      await setJane({ member_id: '1001234' });
      for (const path of [
        `/go/join?url=https://evil.example.net/`,
        `/go/join?next=//evil.example.net`,
        `/go/buy/${shake}?redirect=https%3A%2F%2Fevil.example.net`,
        `/go/buy/${shake}/..%2F..%2F%2Fevil.example.net`,
        `/go//evil.example.net`,
      ])
        check(path, await go(path));
      expect(offHost).toEqual([]);
    });

    it('does not count a crawler, a link previewer, a mail scanner (GET or HEAD), Do Not Track or GPC — yet redirects them all', async () => {
      const target = 'https://shop.example.com/us/nut-1?ref=1001234';
      for (const [agent, headers] of [
        ['Googlebot/2.1 (+http://www.google.com/bot.html)', {}],
        ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', {}],
        ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', {}],
        ['Mozilla/5.0 (compatible; SafeLinks link scanner)', {}],
        [BROWSER, { DNT: '1' }],
        [BROWSER, { 'Sec-GPC': '1' }],
      ] as const) {
        const res = await request(t.http).get(`/go/buy/${shake}`).set('Host', host()).set('User-Agent', agent).set(headers).expect(302);
        expect(res.headers.location).toBe(target);
      }
      await request(t.http).head(`/go/buy/${shake}`).set('Host', host()).set('User-Agent', BROWSER).expect(302);
      // A marker click that is counted proves the ones before it were handled (not counted).
      await go('/go/join').expect(302);
      await eventually(async () => expect(await clicks()).toHaveLength(1));
      expect((await clicks())[0].kind).toBe('join');
    });

    it("keeps a campaign email's UTM tags and names the campaign", async () => {
      const campaignId = '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
      await go(`/go/buy/${shake}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaignId}`).expect(302);
      await eventually(async () => expect(await clicks()).toHaveLength(1));
      expect((await clicks())[0]).toMatchObject({ source: 'newsletter', utmCampaign: campaignId, campaignId });
    });
  });
});
