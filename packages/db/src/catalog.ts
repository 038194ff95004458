import type { Prisma } from './generated/client.js';

/** Currency used for a country's local prices; countries without a price list fall back to US. */
export const CATALOG_FALLBACK_COUNTRY = 'US';

/** The language every catalog text exists in, and the one used where a language has no text of its own. */
export const CATALOG_FALLBACK_LANGUAGE = 'en';

interface Texts {
  language: string;
}

/**
 * The text of `language` among a catalog row's texts, field by field: the language's own value, else the
 * English one (docs/product.md "Languages"). Null when the row has no text at all.
 */
export function catalogText<T extends Texts>(texts: readonly T[], language: string): T | null {
  const own = texts.find((t) => t.language === language);
  const fallback = texts.find((t) => t.language === CATALOG_FALLBACK_LANGUAGE) ?? texts[0];
  if (!own) return fallback ?? null;
  if (!fallback || fallback === own) return own;
  const merged: Record<string, unknown> = { ...(own as Record<string, unknown>) };
  for (const [field, value] of Object.entries(fallback as Record<string, unknown>))
    if (merged[field] === null || merged[field] === undefined) merged[field] = value;
  return merged as T;
}

/**
 * Copies the company catalog for `country` into a new tenant: one category per catalog category
 * that has a price in that country, and one product per priced item with local currency and prices,
 * named and described in `language` (the site's language; English where the catalog has no text in it).
 * Runs inside the caller's transaction so a failed signup leaves nothing behind.
 * Returns the currency the tenant's prices are in.
 */
export async function copyCatalogIntoTenant(
  tx: Prisma.TransactionClient,
  tenantId: string,
  country: string,
  language: string = CATALOG_FALLBACK_LANGUAGE,
): Promise<{ currency: string; categories: number; products: number }> {
  const include = { product: { include: { texts: true, category: { include: { texts: true } } } } } as const;
  let prices = await tx.catalogPrice.findMany({ where: { country }, include });
  if (prices.length === 0 && country !== CATALOG_FALLBACK_COUNTRY) {
    prices = await tx.catalogPrice.findMany({ where: { country: CATALOG_FALLBACK_COUNTRY }, include });
  }
  if (prices.length === 0) return { currency: 'USD', categories: 0, products: 0 };

  const categoryIds = new Map<string, string>();
  for (const cat of uniqueBy(
    prices.map((p) => p.product.category),
    (c) => c.slug,
  )) {
    const text = catalogText(cat.texts, language);
    const created = await tx.category.create({
      data: {
        tenant_id: tenantId,
        name: text?.name ?? cat.slug,
        slug: cat.slug,
        description: text?.description ?? null,
        image: cat.image,
        sort_order: cat.sort_order,
      },
      select: { id: true },
    });
    categoryIds.set(cat.slug, created.id);
  }

  await tx.product.createMany({
    data: prices.map((price) => {
      const text = catalogText(price.product.texts, language);
      return {
        tenant_id: tenantId,
        category_id: categoryIds.get(price.product.category_slug) ?? null,
        catalog_sku: price.product.sku,
        name: text?.name ?? price.product.sku,
        title: text?.title ?? null,
        description: text?.description ?? null,
        instructions: text?.instructions ?? null,
        image: price.product.image,
        video_url: price.product.video_url,
        your_price: price.retail_price,
        base_price: price.base_price,
        preferred_customer_price: price.preferred_customer_price,
        currency: price.currency,
        availability: price.availability,
        buy_link: price.buy_link,
        sort_order: price.product.sort_order,
      };
    }),
  });

  return { currency: prices[0].currency, categories: categoryIds.size, products: prices.length };
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
