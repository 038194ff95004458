import { defineResource, useResource } from '../lib/use-resource';
import { routeUrl, typedApi, type Schema } from '@/lib/api/typed-client';

export type Category = Schema<'PublicCategoryView'>;
/** Prices are numbers in the site's currency, or null when not set. */
export type Product = Schema<'PublicProductView'>;

export const categoriesResource = () => defineResource('/site/categories', () => typedApi.get('/site/categories'));

/** `/site/products`, or `/site/products?category=<slug>` for one category (also the cache key). */
export const productsPath = (category?: string): string => routeUrl('/site/products', undefined, { category });

export const productsResource = (category?: string) =>
  defineResource(productsPath(category), () => typedApi.get('/site/products', { query: { category } }));

export const productResource = (id: string) =>
  defineResource(`/site/products/${encodeURIComponent(id)}`, () => typedApi.get('/site/products/{id}', { path: { id } }));

export const useCategories = () => useResource(categoriesResource());
export const useProducts = (category?: string) => useResource(productsResource(category));
export const useProduct = (id: string) => useResource(productResource(id));

/** The category segment of a product's detail URL (`/products/:category/:id`). */
export const productCategorySegment = (product: Pick<Product, 'category_slug'>): string => product.category_slug?.trim() || 'all';
