import { afterAll, describe, expect, it } from '@jest/globals';
import { defaultLanguageForCountry } from '@ds/shared';
import { MigrationDb } from './support/migration-db.js';

const SITE_LANGUAGE = '20261128095908_site_language';
const CATALOG_TEXTS = '20261128101908_catalog_texts';

/**
 * docs/product.md "Languages" on real PostgreSQL databases migrated up to just before each migration: rows
 * stored the old way, then the migration runs.
 */
describe('migrations: site language and the catalog texts per language', () => {
  let db: MigrationDb | undefined;

  afterAll(() => db?.drop(), 30_000);

  it("site_language: existing sites start in their country's language, as defaultLanguageForCountry says", async () => {
    db = await MigrationDb.create('site_language');
    await db.migrateUpTo(SITE_LANGUAGE);
    await db.client.query(`INSERT INTO templates (id, name) VALUES (1, 'Template 1')`);
    const countries = ['US', 'CA', 'GB', 'AU', 'IN', 'NZ', 'MX', 'ES', 'FR', 'BE', 'TW', 'HK', 'MO', 'KR', 'JP', 'jp', ' kr ', 'DE', ''];
    for (const [i, country] of countries.entries()) {
      await db.client.query(`INSERT INTO tenants (id, subdomain, country, updated_at) VALUES (gen_random_uuid(), $1, $2, now())`, [
        `site${i}`,
        country,
      ]);
    }

    await db.apply(SITE_LANGUAGE);
    const { rows } = await db.client.query<{ subdomain: string; site_language: string }>(
      `SELECT subdomain, site_language FROM tenants ORDER BY subdomain`,
    );
    const got = new Map(rows.map((r) => [r.subdomain, r.site_language]));
    expect(countries.map((country, i) => [country, got.get(`site${i}`)])).toEqual(
      countries.map((country) => [country, defaultLanguageForCountry(country)]),
    );
    await db.client.query(`INSERT INTO tenants (id, subdomain, updated_at) VALUES (gen_random_uuid(), 'fresh', now())`);
    expect((await db.client.query(`SELECT site_language FROM tenants WHERE subdomain = 'fresh'`)).rows).toEqual([{ site_language: 'en' }]);

    await db.migrateAfter(SITE_LANGUAGE);
    await db.drop();
    db = undefined;
  }, 120_000);

  it('catalog texts: the English names, titles, descriptions and instructions move into en rows unchanged', async () => {
    db = await MigrationDb.create('catalog_texts');
    await db.migrateUpTo(CATALOG_TEXTS);
    await db.client.query(
      `INSERT INTO catalog_categories (id, slug, name, description, image, sort_order)
       VALUES (gen_random_uuid(), 'nutrition', 'Nutrition', 'Everyday support; "quoted" & more', '/uploads/2026/01/cat.png', 2),
              (gen_random_uuid(), 'drinks', 'Drinks', NULL, NULL, 1)`,
    );
    await db.client.query(
      `INSERT INTO catalog_products (id, sku, category_slug, name, title, description, instructions, image, sort_order)
       VALUES ('018f0000-0000-7000-8000-000000000001', 'NUT-001', 'nutrition', 'Daily Essentials', '60 tablets',
               'Vitamins A, C; D3 – and zinc', 'Two a day', '/uploads/2026/01/p.png', 1),
              ('018f0000-0000-7000-8000-000000000002', 'DRK-001', 'drinks', 'Berry Juice', NULL, NULL, NULL, NULL, 2)`,
    );
    await db.client.query(
      `INSERT INTO catalog_prices (id, product_id, country, currency, retail_price, base_price, preferred_customer_price)
       VALUES (gen_random_uuid(), '018f0000-0000-7000-8000-000000000001', 'US', 'USD', 39.95, 31.95, 35.95)`,
    );

    await db.apply(CATALOG_TEXTS);
    expect(
      (await db.client.query(`SELECT category_slug, language, name, description FROM catalog_category_texts ORDER BY category_slug`)).rows,
    ).toEqual([
      { category_slug: 'drinks', language: 'en', name: 'Drinks', description: null },
      { category_slug: 'nutrition', language: 'en', name: 'Nutrition', description: 'Everyday support; "quoted" & more' },
    ]);
    expect(
      (
        await db.client.query(
          `SELECT product_id, language, name, title, description, instructions FROM catalog_product_texts ORDER BY name`,
        )
      ).rows,
    ).toEqual([
      {
        product_id: '018f0000-0000-7000-8000-000000000002',
        language: 'en',
        name: 'Berry Juice',
        title: null,
        description: null,
        instructions: null,
      },
      {
        product_id: '018f0000-0000-7000-8000-000000000001',
        language: 'en',
        name: 'Daily Essentials',
        title: '60 tablets',
        description: 'Vitamins A, C; D3 – and zinc',
        instructions: 'Two a day',
      },
    ]);
    // The rest of the catalog is as it was; the text columns are gone from it.
    expect((await db.client.query(`SELECT sku, image, sort_order FROM catalog_products ORDER BY sku`)).rows).toEqual([
      { sku: 'DRK-001', image: null, sort_order: 2 },
      { sku: 'NUT-001', image: '/uploads/2026/01/p.png', sort_order: 1 },
    ]);
    expect((await db.client.query(`SELECT retail_price::text FROM catalog_prices`)).rows).toEqual([{ retail_price: '39.95' }]);
    const columns = await db.client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name IN ('catalog_products', 'catalog_categories')
         AND column_name IN ('name', 'title', 'description', 'instructions')`,
    );
    expect(columns.rows).toEqual([]);
    // A text per language; deleting the product takes its texts.
    await db.client.query(
      `INSERT INTO catalog_product_texts (product_id, language, name) VALUES ('018f0000-0000-7000-8000-000000000001', 'ko', '데일리 에센셜')`,
    );
    await db.client.query(`DELETE FROM catalog_products WHERE sku = 'NUT-001'`);
    expect((await db.client.query(`SELECT count(*)::int AS n FROM catalog_product_texts`)).rows).toEqual([{ n: 1 }]);

    await db.migrateAfter(CATALOG_TEXTS);
  }, 120_000);
});
