import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { countPostgresRoundTrips } from '@ds/testing';
import { createApp } from '../../../src/app.factory.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { weakEtag } from '../../../src/infra/hot-cache/hot-response-cache.js';
import { PublicSiteService } from '../../../src/modules/content/public-site.service.js';

/**
 * The cold path of GET /api/site/data (docs/performance.md "Cold path"): a first visit is answered before
 * Express from one query, and the answer is byte for byte the one the docs/product.md#data shape always had.
 */
describe('GET /api/site/data on a first visit', () => {
  let t: TestApp;
  let full: { id: string };
  const siteData = (host: string) => request(t.http).get('/api/site/data').set('X-Tenant-Domain', host);

  beforeAll(async () => {
    t = await startTestApp();
    full = await t.prisma.tenant.create({
      data: {
        subdomain: 'full',
        site_name: 'Full Wellness',
        email_id: 'full@example.com',
        mobile: '+1 555 0199',
        address: '1 Main St',
        site_logo: '/uploads/logo.png',
        currency: 'EUR',
        country: 'DE',
        site_language: 'fr',
        nht_website_link: 'https://nht.example/w',
        nht_store_link: 'https://nht.example/s',
        nht_joining_link: 'https://nht.example/j',
        domain_type: 'custom_domain',
        custom_domain: 'shop.full-wellness.test',
        dns_status: 'verified',
      },
    });
    await t.prisma.homePage.create({
      data: {
        tenant_id: full.id,
        welcome_description: 'w',
        introduction_content: 'i',
        introduction_image_url: '/uploads/i.png',
        about_company_title: 'a',
        about_company_content_1: 'a1',
        about_company_content_2: 'a2',
        about_company_image_url: '/uploads/a.png',
        why_network_marketing_title: 'y',
        why_network_marketing_content: 'yc',
        opportunity_video_url: 'https://video.example/v',
        opportunity_video_header_title: 'v',
        support_content: 's',
      },
    });
    // Created out of order: the answer orders sliders by sort_order then age, disclaimers by age.
    const second = await t.prisma.slider.create({
      data: { tenant_id: full.id, image: '/uploads/2.jpg', description: 'Second', ctaText: 'Two', ctaLink: '/2', sort_order: 2 },
    });
    const first = await t.prisma.slider.create({
      data: { tenant_id: full.id, image: '/uploads/1.jpg', description: 'First', ctaText: 'One', ctaLink: '/1', sort_order: 1 },
    });
    const older = await t.prisma.footerDisclaimer.create({
      data: {
        tenant_id: full.id,
        site_disclaimer: 'S1',
        product_disclaimer: 'P1',
        income_disclaimer: 'I1',
        created_at: new Date('2024-01-01'),
      },
    });
    const newer = await t.prisma.footerDisclaimer.create({
      data: {
        tenant_id: full.id,
        site_disclaimer: 'S2',
        product_disclaimer: null,
        income_disclaimer: 'I2',
        created_at: new Date('2025-01-01'),
      },
    });
    await t.prisma.socialLinks.create({
      data: { tenant_id: full.id, data: { instagram: 'https://instagram.com/full', facebook: 'https://facebook.com/full' } },
    });
    // Another tenant's pending claim on the same custom domain must not matter.
    await t.prisma.tenant.create({
      data: { subdomain: 'claimant', domain_type: 'custom_domain', custom_domain: 'shop.full-wellness.test', dns_status: 'pending' },
    });
    Object.assign(full, { sliders: [first.id, second.id], disclaimers: [older.id, newer.id] });
  });
  afterAll(() => t.close());

  /** The docs/product.md#data answer, keys in the order the API has always written them. */
  const expected = () => {
    const { sliders, disclaimers } = full as unknown as { sliders: string[]; disclaimers: string[] };
    return JSON.stringify({
      settings: {
        site_name: 'Full Wellness',
        site_phone: '+1 555 0199',
        site_email: 'full@example.com',
        site_address: '1 Main St',
        site_logo_url: '/uploads/logo.png',
        company_name: 'NHT Global',
        currency: 'EUR',
        country: 'DE',
        site_language: 'fr',
        nht_website_link: 'https://nht.example/w',
        nht_store_link: 'https://nht.example/s',
        nht_joining_link: 'https://nht.example/j',
      },
      footer_disclaimers: [
        { id: disclaimers[0], site_disclaimer: 'S1', product_disclaimer: 'P1', income_disclaimer: 'I1' },
        { id: disclaimers[1], site_disclaimer: 'S2', product_disclaimer: null, income_disclaimer: 'I2' },
      ],
      homePage: {
        welcome_description: 'w',
        introduction_content: 'i',
        introduction_image_url: '/uploads/i.png',
        about_company_title: 'a',
        about_company_content_1: 'a1',
        about_company_content_2: 'a2',
        about_company_image_url: '/uploads/a.png',
        why_network_marketing_title: 'y',
        why_network_marketing_content: 'yc',
        opportunity_video_url: 'https://video.example/v',
        opportunity_video_header_title: 'v',
        support_content: 's',
      },
      sliders: [
        { id: sliders[0], image: '/uploads/1.jpg', description: 'First', ctaText: 'One', ctaLink: '/1' },
        { id: sliders[1], image: '/uploads/2.jpg', description: 'Second', ctaText: 'Two', ctaLink: '/2' },
      ],
      // jsonb's own key order, as every reader of the column has always received it.
      socialLinks: { facebook: 'https://facebook.com/full', instagram: 'https://instagram.com/full' },
    });
  };

  it('answers a tenant with every section populated in the unchanged shape, one database round trip on the miss', async () => {
    // Counted on the wire: a second instance of the API on the same database, connected through a proxy
    // that counts the round trips PostgreSQL is asked for (its cache is cold: 'full' was never asked there).
    const wire = await countPostgresRoundTrips(t.config.DATABASE_URL);
    let counted: NestExpressApplication | undefined;
    try {
      counted = await createApp({ ...t.config, DATABASE_URL: wire.url }, { redisPrefix: t.prefix, webDistDir: false });
      await counted.init();
      const visit = (host: string) => request(counted!.getHttpServer()).get('/api/site/data').set('X-Tenant-Domain', host);
      // Another store first, so the connection is open and only the visit below is counted.
      await visit('one-warm-up.localhost').expect(404);
      wire.reset();
      const miss = await visit('full.localhost').expect(200);
      expect(wire.count()).toBe(1);
      expect(miss.text).toBe(expected());
      expect(miss.headers.etag).toBe(weakEtag(expected()));
      wire.reset();
      const hit = await visit('full.localhost').expect(200);
      expect(wire.count()).toBe(0);
      expect(hit.text).toBe(miss.text);
    } finally {
      await counted?.close();
      await wire.close();
    }
    // The first instance answers the same bytes, and the path through Nest (used when the fast path hands
    // over) builds the very same bytes too.
    expect((await siteData('full.localhost').expect(200)).text).toBe(expected());
    expect(JSON.stringify(await t.app.get(PublicSiteService).siteData(full.id))).toBe(expected());
  });

  /** What the former Prisma `include` of every section, serialised by JSON.stringify, gave for a tenant. */
  const formerAnswerOf = async (tenantId: string) => {
    const old = await t.prisma.tenant.findUniqueOrThrow({
      where: { id: tenantId },
      include: {
        homePage: true,
        socialLinks: true,
        sliders: { orderBy: [{ sort_order: 'asc' }, { created_at: 'asc' }] },
        footerDisclaimers: { orderBy: { created_at: 'asc' } },
      },
    });
    const homePage = old.homePage && (({ id: _id, tenant_id: _tenant, updated_at: _updated, ...rest }) => rest)(old.homePage);
    return JSON.stringify({
      settings: {
        site_name: old.site_name,
        site_phone: old.mobile,
        site_email: old.email_id,
        site_address: old.address,
        site_logo_url: old.site_logo,
        company_name: 'NHT Global',
        currency: old.currency,
        country: old.country,
        site_language: old.site_language,
        nht_website_link: old.nht_website_link,
        nht_store_link: old.nht_store_link,
        nht_joining_link: old.nht_joining_link,
      },
      footer_disclaimers: old.footerDisclaimers.map((d) => ({
        id: d.id,
        site_disclaimer: d.site_disclaimer,
        product_disclaimer: d.product_disclaimer,
        income_disclaimer: d.income_disclaimer,
      })),
      homePage,
      sliders: old.sliders.map((s) => ({ id: s.id, image: s.image, description: s.description, ctaText: s.ctaText, ctaLink: s.ctaLink })),
      socialLinks: old.socialLinks?.data ?? {},
    });
  };

  it('is what the former Prisma include of every section gave, byte for byte', async () => {
    expect(await formerAnswerOf(full.id)).toBe(expected());
  });

  it('writes the sections PostgreSQL serialises exactly as JSON.stringify would, whatever the texts hold', async () => {
    // Quotes, backslashes, control characters, non-ASCII, astral and line-separator characters, markup.
    const tricky = 'He said "hi" \\ back\n\ttab \u0001\u001f\u007f é ü 漢字 😀 \u2028\u2029 </script><b>&amp;</b>';
    const tenant = await t.prisma.tenant.create({ data: { subdomain: 'tricky', site_name: tricky, address: tricky } });
    await t.prisma.homePage.create({ data: { tenant_id: tenant.id, welcome_description: tricky, support_content: '' } });
    await t.prisma.slider.create({ data: { tenant_id: tenant.id, description: tricky, ctaText: null } });
    await t.prisma.footerDisclaimer.create({ data: { tenant_id: tenant.id, site_disclaimer: tricky } });
    await t.prisma.socialLinks.create({
      data: { tenant_id: tenant.id, data: { youtube: tricky, a: null, tiktok: 'https://tiktok.com/@x', [tricky]: 'key' } },
    });
    const res = await siteData('tricky.localhost').expect(200);
    expect(res.text).toBe(await formerAnswerOf(tenant.id));
    expect(res.headers.etag).toBe(weakEtag(res.text));
    // Social links the API never writes (numbers, nested objects) still come out as they always did.
    const odd = await t.prisma.tenant.create({ data: { subdomain: 'odd-links' } });
    await t.prisma.socialLinks.create({ data: { tenant_id: odd.id, data: { n: 1.5, nested: { b: [1, 'x'] }, s: 'y' } } });
    expect((await siteData('odd-links.localhost').expect(200)).text).toBe(await formerAnswerOf(odd.id));
    for (const [subdomain, data] of [
      ['empty-links', {}],
      ['list-links', ['x', 1]],
    ] as const) {
      const tenant = await t.prisma.tenant.create({ data: { subdomain } });
      await t.prisma.socialLinks.create({ data: { tenant_id: tenant.id, data } });
      expect((await siteData(`${subdomain}.localhost`).expect(200)).text).toBe(await formerAnswerOf(tenant.id));
    }
    // No sections at all.
    const bare = await t.prisma.tenant.create({ data: { subdomain: 'bare' } });
    expect((await siteData('bare.localhost').expect(200)).text).toBe(await formerAnswerOf(bare.id));
  });

  it('finds the tenant by the custom domain it verified, not by another tenant pending on it', async () => {
    const res = await siteData('shop.full-wellness.test').expect(200);
    expect(res.text).toBe(expected());
  });

  it('serves many first visits at once, each its own tenant', async () => {
    const hosts = ['one', 'two', 'three', 'four', 'five', 'six'];
    for (const subdomain of hosts) await t.prisma.tenant.create({ data: { subdomain, site_name: `${subdomain} site` } });
    const answers = await Promise.all([...hosts, 'nobody-here'].map((h) => siteData(`${h}.localhost`)));
    expect(answers.map((r) => r.status)).toEqual([...hosts.map(() => 200), 404]);
    expect(answers.slice(0, -1).map((r) => (r.body as { settings: { site_name: string } }).settings.site_name)).toEqual(
      hosts.map((h) => `${h} site`),
    );
    expect((answers.at(-1)?.body as { code: string }).code).toBe('STORE_NOT_FOUND');
  });
});
