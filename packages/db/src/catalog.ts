import type { Prisma } from './generated/client.js';

/** Currency used for a country's local prices; countries without a price list fall back to US. */
export const CATALOG_FALLBACK_COUNTRY = 'US';

/**
 * Copies the company catalog for `country` into a new tenant: one category per catalog category
 * that has a price in that country, and one product per priced item with local currency and prices.
 * Runs inside the caller's transaction so a failed signup leaves nothing behind.
 * Returns the currency the tenant's prices are in.
 */
export async function copyCatalogIntoTenant(
  tx: Prisma.TransactionClient,
  tenantId: string,
  country: string,
): Promise<{ currency: string; categories: number; products: number }> {
  let prices = await tx.catalogPrice.findMany({ where: { country }, include: { product: { include: { category: true } } } });
  if (prices.length === 0 && country !== CATALOG_FALLBACK_COUNTRY) {
    prices = await tx.catalogPrice.findMany({
      where: { country: CATALOG_FALLBACK_COUNTRY },
      include: { product: { include: { category: true } } },
    });
  }
  if (prices.length === 0) return { currency: 'USD', categories: 0, products: 0 };

  const categoryIds = new Map<string, string>();
  for (const cat of uniqueBy(
    prices.map((p) => p.product.category),
    (c) => c.slug,
  )) {
    const created = await tx.category.create({
      data: {
        tenant_id: tenantId,
        name: cat.name,
        slug: cat.slug,
        description: cat.description,
        image: cat.image,
        sort_order: cat.sort_order,
      },
      select: { id: true },
    });
    categoryIds.set(cat.slug, created.id);
  }

  await tx.product.createMany({
    data: prices.map((price) => ({
      tenant_id: tenantId,
      category_id: categoryIds.get(price.product.category_slug) ?? null,
      catalog_sku: price.product.sku,
      name: price.product.name,
      title: price.product.title,
      description: price.product.description,
      instructions: price.product.instructions,
      image: price.product.image,
      video_url: price.product.video_url,
      your_price: price.retail_price,
      base_price: price.base_price,
      preferred_customer_price: price.preferred_customer_price,
      currency: price.currency,
      availability: price.availability,
      buy_link: price.buy_link,
      sort_order: price.product.sort_order,
    })),
  });

  return { currency: prices[0].currency, categories: categoryIds.size, products: prices.length };
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
