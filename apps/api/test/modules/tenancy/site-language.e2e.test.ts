import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import type { PrismaClient } from '@ds/db';
import { seedCatalog, startTestApp, type TestApp } from '../../support/test-app.js';
import { signInRootAdmin, signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice } from '../../support/backoffice.js';

// Each suite boots the app on its own database and signs users up (argon2): give it room on a busy machine.
jest.setTimeout(60_000);

/**
 * The test catalog (US, IN) with two more markets: South Korea (KRW, a zero-decimal currency) and Mexico
 * (MXN). NUT-1 and the category have Korean text; NUT-2 has none, so it falls back to English.
 */
async function seedMarkets(prisma: PrismaClient): Promise<void> {
  await seedCatalog(prisma);
  await prisma.catalogCategoryText.create({ data: { category_slug: 'nutrition', language: 'ko', name: '영양' } });
  const [one, two] = await Promise.all(['NUT-1', 'NUT-2'].map((sku) => prisma.catalogProduct.findUniqueOrThrow({ where: { sku } })));
  await prisma.catalogProductText.create({
    data: { product_id: one.id, language: 'ko', name: '릴리브 데일리', description: '매일의 영양 보충' },
  });
  await prisma.catalogProductText.update({
    where: { product_id_language: { product_id: two.id, language: 'en' } },
    data: { title: '60 softgels', description: 'Fish oil' },
  });
  for (const product of [one, two]) {
    await prisma.catalogPrice.createMany({
      data: [
        { product_id: product.id, country: 'KR', currency: 'KRW', retail_price: 53900, base_price: 41900, preferred_customer_price: 48900 },
        { product_id: product.id, country: 'MX', currency: 'MXN', retail_price: 699, base_price: 549, preferred_customer_price: 629 },
      ],
    });
  }
}

describe('site language and the catalog markets (docs/product.md "Languages")', () => {
  let t: TestApp;
  let kim: SignedUp;
  let jane: SignedUp;

  const site = (who: SignedUp) => request(t.http).get('/api/site/data').set('X-Tenant-Domain', `${who.subdomain}.localhost`);
  const languageOf = async (who: SignedUp) =>
    (await t.prisma.tenant.findUniqueOrThrow({ where: { id: who.tenantId }, select: { site_language: true } })).site_language;

  beforeAll(async () => {
    t = await startTestApp();
    await seedMarkets(t.prisma);
    kim = await signUp(t, { country: 'KR' });
    jane = await signUp(t, { country: 'US' });
  });
  afterAll(() => t.close());

  it("GET /api/catalog/countries: the catalog's countries with their currency and default language", async () => {
    const res = await request(t.http).get('/api/catalog/countries').expect(200);
    expect(res.body).toEqual({
      countries: [
        { country: 'IN', currency: 'INR', language: 'en' },
        { country: 'KR', currency: 'KRW', language: 'ko' },
        { country: 'MX', currency: 'MXN', language: 'es' },
        { country: 'US', currency: 'USD', language: 'en' },
      ],
    });
  });

  it('sign-up in Korea: a Korean site in won, the catalog copied in Korean with English where it has no Korean', async () => {
    const settings = await backOffice(t, kim, kim.tenantId).get('/settings').expect(200);
    expect(settings.body.settings).toMatchObject({ country: 'KR', currency: 'KRW', site_language: 'ko' });

    const products = await t.prisma.product.findMany({
      where: { tenant_id: kim.tenantId },
      orderBy: { catalog_sku: 'asc' },
      include: { category: true },
    });
    expect(products.map((p) => [p.catalog_sku, p.name, p.title, p.description, p.currency, String(p.your_price)])).toEqual([
      ['NUT-1', '릴리브 데일리', null, '매일의 영양 보충', 'KRW', '53900'],
      ['NUT-2', 'Omega Gold', '60 softgels', 'Fish oil', 'KRW', '53900'],
    ]);
    expect(products.every((p) => p.category?.name === '영양')).toBe(true);

    const data = await site(kim).expect(200);
    expect(data.body.settings).toMatchObject({ site_language: 'ko', currency: 'KRW', country: 'KR' });
    const listed = await request(t.http).get('/api/site/products').set('X-Tenant-Domain', `${kim.subdomain}.localhost`).expect(200);
    // A zero-decimal currency: whole won, no fraction.
    expect(JSON.stringify(listed.body)).toContain('53900');
  });

  it('sign-up in Mexico: Spanish and pesos; the English default elsewhere', async () => {
    const ana = await signUp(t, { country: 'mx' });
    expect(await t.prisma.tenant.findUniqueOrThrow({ where: { id: ana.tenantId } })).toMatchObject({
      country: 'MX',
      currency: 'MXN',
      site_language: 'es',
    });
    // No Spanish text in this catalog: the English names.
    expect((await t.prisma.product.findMany({ where: { tenant_id: ana.tenantId } })).map((p) => p.name).sort()).toEqual([
      'Omega Gold',
      'ReliV Daily',
    ]);
    expect(await languageOf(jane)).toBe('en');
    const priya = await signUp(t, { country: 'IN' });
    expect(await languageOf(priya)).toBe('en');
  });

  it('sign-up refuses a country outside the catalog (400 with details.country), creating nothing', async () => {
    const res = await request(t.http)
      .post('/api/users/signup')
      .send({
        first_name: 'Dora',
        last_name: 'D',
        email: 'dora@example.com',
        password: 'long-enough-1',
        subdomain: 'dora-de',
        country: 'DE',
      })
      .expect(400);
    expect(res.body).toMatchObject({
      message: expect.stringContaining('Sites are not offered in DE yet'),
      details: { country: expect.stringContaining('IN, KR, MX, US') },
    });
    expect(await t.prisma.tenant.count({ where: { subdomain: 'dora-de' } })).toBe(0);
  });

  it('PUT site_language: a site language is saved, the public site data follows at once', async () => {
    expect((await site(kim).expect(200)).body.settings.site_language).toBe('ko');
    const res = await backOffice(t, kim, kim.tenantId).put('/settings').send({ site_language: 'ja' }).expect(200);
    expect(res.body.settings.site_language).toBe('ja');
    expect((await backOffice(t, kim, kim.tenantId).get('/settings').expect(200)).body.settings.site_language).toBe('ja');
    expect((await site(kim).expect(200)).body.settings.site_language).toBe('ja');
    // Multipart (the settings screen's form) too.
    await backOffice(t, kim, kim.tenantId).put('/settings').field('site_language', 'zh-Hant').expect(200);
    expect(await languageOf(kim)).toBe('zh-Hant');
  });

  it.each(['de', 'zh-hant', 'EN', 'en-US', '', 7])('PUT site_language %p: 400 with details.site_language, nothing saved', async (tag) => {
    const before = await languageOf(kim);
    const res = await backOffice(t, kim, kim.tenantId).put('/settings').send({ site_language: tag, site_name: 'Changed?' }).expect(400);
    expect(res.body).toMatchObject({
      message: expect.any(String),
      details: { site_language: 'site_language must be one of en, es, fr, zh-Hant, ko, ja' },
    });
    expect(await languageOf(kim)).toBe(before);
  });

  it("another tenant's token is refused (403) and the site language stays", async () => {
    const before = await languageOf(kim);
    await backOffice(t, jane, kim.tenantId).put('/settings').send({ site_language: 'fr' }).expect(403);
    await backOffice(t, jane, kim.tenantId).get('/settings').expect(403);
    expect(await languageOf(kim)).toBe(before);
  });

  it("the admin's setup wizard reads and sets the site language", async () => {
    const admin = await signInRootAdmin(t);
    const as = (r: request.Test) => r.set('Authorization', `Bearer ${admin}`);
    expect((await as(request(t.http).get(`/api/admin/settings/${jane.tenantId}`)).expect(200)).body.settings.site_language).toBe('en');
    const res = await as(request(t.http).put(`/api/admin/settings/${jane.tenantId}`))
      .send({ site_language: 'fr' })
      .expect(200);
    expect(res.body.settings.site_language).toBe('fr');
    expect((await site(jane).expect(200)).body.settings.site_language).toBe('fr');
    const bad = await as(request(t.http).put(`/api/admin/settings/${jane.tenantId}`))
      .send({ site_language: 'xx' })
      .expect(400);
    expect(bad.body.details).toHaveProperty('site_language');
  });
});
