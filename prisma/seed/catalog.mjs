// The company catalog every new distributor site starts with (docs/product.md#users: "preloaded products by country
// with local pricing"). Signup copies the rows for the tenant's country (packages/db copyCatalogIntoTenant).
//
// Prices are authored once in USD and converted per country with a fixed list-price rate, then rounded
// the way local price lists are (x.95 / x.99, ₹…49 / ₹…99, 699 pesos, 36,90 €, 53,900 won, 5,980 yen) so
// they look like real prices rather than exchange-rate arithmetic. Amounts are in the currency's major unit
// (catalog_prices is numeric(12,2)); zero-decimal currencies (KRW, JPY, and TWD and HKD as priced here)
// hold whole amounts.
//
// Texts: the English here, the other site languages in catalog-texts.mjs (docs/product.md "Languages").

export { categoryTexts, productTexts } from './catalog-texts.mjs';

export const categories = [
  {
    slug: 'nutrition',
    name: 'Nutrition',
    description: 'Everyday nutritional support: multivitamins, omega-3s and whole-food blends for a balanced diet.',
    sort_order: 1,
  },
  {
    slug: 'skin-care',
    name: 'Skin Care',
    description: 'Gentle, botanical-based skin care for a healthy-looking complexion at every age.',
    sort_order: 2,
  },
  {
    slug: 'weight-management',
    name: 'Weight Management',
    description: 'Protein and fibre products that fit a balanced, active lifestyle.',
    sort_order: 3,
  },
  {
    slug: 'wellness-drinks',
    name: 'Wellness Drinks',
    description: 'Juices, teas and hydration mixes to enjoy through the day.',
    sort_order: 4,
  },
];

/**
 * `usd` is the US retail price. `notIn` lists countries where the product is not sold; `availability`
 * overrides the default (in_stock) per country.
 */
export const products = [
  {
    sku: 'NUT-001',
    category_slug: 'nutrition',
    name: 'Daily Essentials Multivitamin',
    title: '30-day supply, 60 tablets',
    description:
      'A complete daily multivitamin and mineral formula with vitamins A, C, D3, E and the B complex, ' +
      'zinc and selenium, designed to fill everyday nutritional gaps.',
    instructions: 'Take two tablets daily with a meal and a full glass of water.',
    usd: 39.95,
    sort_order: 1,
  },
  {
    sku: 'NUT-002',
    category_slug: 'nutrition',
    name: 'Omega-3 Fish Oil Softgels',
    title: 'Molecularly distilled, 90 softgels',
    description:
      'High-potency EPA and DHA from sustainably sourced fish oil, molecularly distilled for purity and enteric-coated for no fishy aftertaste.',
    instructions: 'Take three softgels daily with food.',
    usd: 34.95,
    sort_order: 2,
  },
  {
    sku: 'NUT-003',
    category_slug: 'nutrition',
    name: 'Green Superfood Blend',
    title: 'Powder, 30 servings',
    description:
      'Spirulina, chlorella, wheat grass, kale and spinach in one scoop, plus digestive enzymes. Mixes easily into water, juice or a smoothie.',
    instructions: 'Stir one scoop (8 g) into 250 ml of water or juice once a day.',
    usd: 54.95,
    sort_order: 3,
  },
  {
    sku: 'SKN-001',
    category_slug: 'skin-care',
    name: 'Hydrating Facial Serum',
    title: 'Hyaluronic acid and botanical extracts, 30 ml',
    description:
      'A lightweight serum with hyaluronic acid, niacinamide and green tea extract that hydrates and smooths the look of fine lines.',
    instructions: 'Apply two to three drops to clean skin morning and evening, before moisturiser.',
    usd: 64.95,
    sort_order: 1,
  },
  {
    sku: 'SKN-002',
    category_slug: 'skin-care',
    name: 'Daily Defense Moisturiser SPF 30',
    title: 'Broad-spectrum day cream, 50 ml',
    description: 'A non-greasy daily moisturiser with broad-spectrum SPF 30, vitamin E and aloe vera to protect and soften skin.',
    instructions: 'Apply generously to face and neck every morning as the last step of your routine.',
    usd: 44.95,
    availability: { IN: 'coming_soon' },
    sort_order: 2,
  },
  {
    sku: 'WGT-001',
    category_slug: 'weight-management',
    name: 'Plant Protein Shake – Vanilla',
    title: 'Pea and rice protein, 15 servings',
    description:
      '20 g of plant protein per serving with fibre, vitamins and minerals. A satisfying meal replacement or post-workout shake with a smooth vanilla taste.',
    instructions: 'Blend two scoops with 300 ml of water, plant milk or milk. Use as a meal replacement once or twice a day.',
    usd: 49.95,
    sort_order: 1,
  },
  {
    sku: 'WGT-002',
    category_slug: 'weight-management',
    name: 'Fibre Balance Supplement',
    title: 'Soluble fibre blend, 30 sachets',
    description:
      'Psyllium, glucomannan and inulin in convenient sachets to help you feel fuller for longer as part of a calorie-controlled diet.',
    instructions: 'Mix one sachet into 250 ml of water 30 minutes before your largest meal and drink straight away.',
    usd: 29.95,
    sort_order: 2,
  },
  {
    sku: 'DRK-001',
    category_slug: 'wellness-drinks',
    name: 'Antioxidant Berry Juice',
    title: 'Concentrate, 750 ml',
    description:
      'A rich blend of acai, pomegranate, blueberry and goji juices with no added sugar. Delicious on its own or mixed with sparkling water.',
    instructions: 'Shake well. Drink 30 ml a day, neat or diluted. Refrigerate after opening and use within 30 days.',
    usd: 42.95,
    sort_order: 1,
  },
  {
    sku: 'DRK-002',
    category_slug: 'wellness-drinks',
    name: 'Herbal Energy Tea',
    title: 'Green tea, ginseng and ginger, 30 stick packs',
    description: 'An instant herbal tea with green tea, Korean ginseng, ginger and lemon for a gentle lift without the coffee jitters.',
    instructions: 'Dissolve one stick in 200 ml of hot or cold water. Up to two a day.',
    usd: 24.95,
    sort_order: 2,
  },
  {
    sku: 'DRK-003',
    category_slug: 'wellness-drinks',
    name: 'Electrolyte Hydration Mix',
    title: 'Lemon-lime, 20 servings',
    description: 'Sodium, potassium and magnesium with vitamin C and zero sugar to rehydrate after exercise or on hot days.',
    instructions: 'Mix one scoop into 500 ml of cold water.',
    usd: 22.95,
    notIn: ['IN'],
    sort_order: 3,
  },
];

/**
 * Countries with a local price list (the sign-up country list follows them); `rate` converts US list
 * prices, `round` gives local price points.
 */
export const countries = [
  { country: 'US', currency: 'USD', rate: 1, round: (v) => charm(v, 0.95) },
  { country: 'CA', currency: 'CAD', rate: 1.38, round: (v) => charm(v, 0.95) },
  { country: 'GB', currency: 'GBP', rate: 0.79, round: (v) => charm(v, 0.99) },
  { country: 'AU', currency: 'AUD', rate: 1.53, round: (v) => charm(v, 0.95) },
  { country: 'IN', currency: 'INR', rate: 84, round: (v) => Math.max(49, Math.round(v / 50) * 50 - 1) },
  { country: 'MX', currency: 'MXN', rate: 17.5, round: (v) => Math.max(49, Math.round(v / 10) * 10 - 1) },
  { country: 'FR', currency: 'EUR', rate: 0.92, round: (v) => charm(v, 0.9) },
  { country: 'TW', currency: 'TWD', rate: 31.5, round: (v) => Math.max(50, Math.round(v / 10) * 10) },
  { country: 'HK', currency: 'HKD', rate: 7.8, round: (v) => Math.max(10, Math.round(v / 2) * 2) },
  { country: 'KR', currency: 'KRW', rate: 1350, round: (v) => Math.max(900, Math.round(v / 1000) * 1000 - 100) },
  { country: 'JP', currency: 'JPY', rate: 150, round: (v) => Math.max(100, Math.round(v / 100) * 100 - 20) },
];

/** Distributor (base) and preferred-customer prices relative to retail. */
const BASE_FACTOR = 0.78;
const PREFERRED_FACTOR = 0.9;

function charm(value, ending) {
  return Math.max(1, Math.round(value)) - (1 - ending);
}

const money = (v) => v.toFixed(2);

/** Every (product, country) price row: retail_price becomes a tenant product's your_price. */
export function catalogPrices() {
  const rows = [];
  for (const product of products) {
    for (const { country, currency, rate, round } of countries) {
      if (product.notIn?.includes(country)) continue;
      const retail = round(product.usd * rate);
      rows.push({
        sku: product.sku,
        country,
        currency,
        retail_price: money(retail),
        base_price: money(round(product.usd * rate * BASE_FACTOR)),
        preferred_customer_price: money(round(product.usd * rate * PREFERRED_FACTOR)),
        availability: product.availability?.[country] ?? 'in_stock',
        buy_link: `https://shop.example.com/${country.toLowerCase()}/${product.sku.toLowerCase()}`,
      });
    }
  }
  return rows;
}

/**
 * The company's shop-link rules per catalog country (docs/product.md "Shop links and sales credit"): where a
 * product's Buy, the shop's home and the enrolment page lead, with the distributor's member ID in each, the
 * hosts an outgoing link may point to, and the pattern a member ID must match. Upserted by country; an
 * admin edits them under Admin → Shop links.
 */
export function shopLinkRules() {
  return countries.map(({ country }) => ({
    country,
    buy: 'https://shop.example.com/{country}/{sku}?ref={member_id}',
    shop: 'https://shop.example.com/{country}/?ref={member_id}',
    join: 'https://join.example.com/{country}/?sponsor={member_id}',
    hosts: ['shop.example.com', 'join.example.com'],
    member_id_pattern: '^[0-9]{7}$',
    member_id_example: '1001234',
  }));
}
