import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { copyCatalogIntoTenant, createPrismaClient, type PrismaClient } from '@ds/db';
import { SITE_LANGUAGES, defaultLanguageForCountry } from '@ds/shared';
import { createTestDatabase, type TestDatabase } from '@ds/testing';
import { seedDatabase } from '../prisma/seed/seed.mjs';
import { categories, countries, productTexts, products } from '../prisma/seed/catalog.mjs';

/** The markets of docs/product.md "Languages": country, currency, the language its texts are in. */
const MARKETS = [
  ['MX', 'MXN', 'es'],
  ['FR', 'EUR', 'fr'],
  ['TW', 'TWD', 'zh-Hant'],
  ['HK', 'HKD', 'zh-Hant'],
  ['KR', 'KRW', 'ko'],
  ['JP', 'JPY', 'ja'],
] as const;

/** Currencies priced in whole units (ISO 4217 minor unit 0: KRW, JPY; TWD and HKD as the catalog prices them). */
const WHOLE = new Set(['KRW', 'JPY', 'TWD', 'HKD']);

/**
 * The company catalog as the seed writes it, on a real PostgreSQL database: every market's prices in its
 * currency, texts in every site language, and a new site's copy in its language with English as the fallback.
 */
describe('company catalog: markets, local prices and texts per language', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    await seedDatabase(prisma, { demo: false, copyCatalogIntoTenant });
  }, 60_000);
  afterAll(async () => {
    await prisma?.$disconnect();
    await database?.drop();
  });

  it('prices every product in every market in its currency: realistic, whole where the currency has no minor unit', async () => {
    for (const [country, currency] of MARKETS) {
      const prices = await prisma.catalogPrice.findMany({ where: { country }, include: { product: true } });
      expect(prices.length).toBeGreaterThanOrEqual(products.length - 1);
      for (const price of prices) {
        expect(price.currency).toBe(currency);
        const [retail, base, preferred] = [price.retail_price, price.base_price, price.preferred_customer_price].map(Number);
        // Distributor price < preferred customer price < retail.
        expect(base).toBeLessThan(preferred);
        expect(preferred).toBeLessThan(retail);
        if (WHOLE.has(currency)) expect([retail, base, preferred].every(Number.isInteger)).toBe(true);
      }
    }
    const multivitamin = async (country: string) =>
      Number((await prisma.catalogPrice.findFirstOrThrow({ where: { country, product: { sku: 'NUT-001' } } })).retail_price);
    expect(await multivitamin('US')).toBe(39.95);
    expect(await multivitamin('KR')).toBe(53_900);
    expect(await multivitamin('JP')).toBe(5_980);
    expect(await multivitamin('MX')).toBe(699);
    expect(await multivitamin('FR')).toBe(36.9);
  });

  it('holds every product and category in every site language; the markets include the six new countries', async () => {
    expect(countries.map((c: { country: string }) => c.country)).toEqual(expect.arrayContaining(MARKETS.map(([c]) => c)));
    const productRows = await prisma.catalogProduct.findMany({ include: { texts: true } });
    expect(productRows).toHaveLength(products.length);
    for (const product of productRows) {
      expect(product.texts.map((t) => t.language).sort()).toEqual([...SITE_LANGUAGES].sort());
      expect(product.texts.every((t) => t.name.trim() && t.description?.trim() && t.title?.trim() && t.instructions?.trim())).toBe(true);
    }
    const categoryRows = await prisma.catalogCategory.findMany({ include: { texts: true } });
    expect(categoryRows).toHaveLength(categories.length);
    for (const category of categoryRows) expect(category.texts.map((t) => t.language).sort()).toEqual([...SITE_LANGUAGES].sort());
  });

  it("copies a market's catalog into a new site in the site's language, English where a text is missing", async () => {
    await prisma.template.upsert({ where: { id: 1 }, create: { id: 1, name: 'Template 1' }, update: {} });
    for (const [country, currency, language] of MARKETS) {
      expect(defaultLanguageForCountry(country)).toBe(language);
      const tenant = await prisma.tenant.create({
        data: { subdomain: `market-${country.toLowerCase()}`, country, site_language: language },
      });
      const copied = await prisma.$transaction((tx) => copyCatalogIntoTenant(tx, tenant.id, country, language));
      expect(copied.currency).toBe(currency);
      const nutrition = await prisma.product.findFirstOrThrow({ where: { tenant_id: tenant.id, catalog_sku: 'NUT-001' } });
      const text = (productTexts as Record<string, Record<string, { name: string; description: string }>>)['NUT-001'][language];
      expect({ name: nutrition.name, description: nutrition.description, currency: nutrition.currency }).toEqual({
        name: text.name,
        description: text.description,
        currency,
      });
    }

    // A Japanese text without its own title: the title falls back to the English one, the rest stays Japanese.
    const product = await prisma.catalogProduct.findUniqueOrThrow({ where: { sku: 'DRK-002' } });
    await prisma.catalogProductText.update({
      where: { product_id_language: { product_id: product.id, language: 'ja' } },
      data: { title: null },
    });
    await prisma.catalogProductText.delete({
      where: {
        product_id_language: {
          product_id: (await prisma.catalogProduct.findUniqueOrThrow({ where: { sku: 'NUT-002' } })).id,
          language: 'ja',
        },
      },
    });
    const tenant = await prisma.tenant.create({ data: { subdomain: 'market-jp-fallback', country: 'JP', site_language: 'ja' } });
    await prisma.$transaction((tx) => copyCatalogIntoTenant(tx, tenant.id, 'JP', 'ja'));
    const copied = await prisma.product.findMany({
      where: { tenant_id: tenant.id, catalog_sku: { in: ['DRK-002', 'NUT-002'] } },
      orderBy: { catalog_sku: 'asc' },
    });
    expect(copied.map((p) => [p.catalog_sku, p.name, p.title])).toEqual([
      ['DRK-002', 'ハーバル エナジーティー', 'Green tea, ginseng and ginger, 30 stick packs'],
      ['NUT-002', 'Omega-3 Fish Oil Softgels', 'Molecularly distilled, 90 softgels'],
    ]);
  });
});
