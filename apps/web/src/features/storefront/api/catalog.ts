import { defineResource, useResource } from '../lib/use-resource';
import { routeUrl, typedApi, type Schema } from '@/lib/api/typed-client';

export type Category = Schema<'PublicCategoryView'>;
/** Prices are numbers in the site's currency, or null when not set. */
export type Product = Schema<'PublicProductView'>;

const categoriesResource = () => defineResource('/site/categories', () => typedApi.get('/site/categories'));

/** `/site/products`, or `/site/products?category=<slug>` for one category (also the cache key). */
const productsPath = (category?: string): string => routeUrl('/site/products', undefined, { category });

const productsResource = (category?: string) =>
  defineResource(productsPath(category), () => typedApi.get('/site/products', { query: { category } }));

const productResource = (id: string) =>
  defineResource(`/site/products/${encodeURIComponent(id)}`, () => typedApi.get('/site/products/{id}', { path: { id } }));

export const useCategories = () => useResource(categoriesResource());
export const useProducts = (category?: string) => useResource(productsResource(category));
export const useProduct = (id: string) => useResource(productResource(id));

/** The category segment of a product's detail URL (`/products/:category/:id`). */
export const productCategorySegment = (product: Pick<Product, 'category_slug'>): string => product.category_slug?.trim() || 'all';
