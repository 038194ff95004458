import { defineResource, useResource } from '../lib/use-resource';
import { api } from '@/lib/api-client';
import { asList } from './lists';

export interface Category {
  id: string | number;
  name: string;
  slug?: string | null;
  description?: string | null;
  image?: string | null;
  status?: string | null;
}

export interface Product {
  id: string | number;
  category_id?: string | number | null;
  category_slug?: string | null;
  category_name?: string | null;
  name: string;
  title?: string | null;
  your_price?: number | string | null;
  base_price?: number | string | null;
  preferred_customer_price?: number | string | null;
  currency?: string | null;
  availability?: string | null;
  status?: string | null;
  image?: string | null;
  banner_image?: string | null;
  guide_pdf?: string | null;
  video?: string | null;
  video_url?: string | null;
  instructions?: string | null;
  description?: string | null;
  buy_link?: string | null;
}

export const categoriesResource = () =>
  defineResource('/site/categories', async () => asList<Category>(await api.get('/site/categories')));

/** `/site/products`, or `/site/products?category=<slug>` for one category. */
export const productsPath = (category?: string): string =>
  category ? `/site/products?category=${encodeURIComponent(category)}` : '/site/products';

export const productsResource = (category?: string) => {
  const path = productsPath(category);
  return defineResource(path, async () => asList<Product>(await api.get(path)));
};

export const productResource = (id: string) => {
  const path = `/site/products/${encodeURIComponent(id)}`;
  return defineResource(path, () => api.get<Product>(path));
};

export const useCategories = () => useResource(categoriesResource());
export const useProducts = (category?: string) => useResource(productsResource(category));
export const useProduct = (id: string) => useResource(productResource(id));

/** The category segment of a product's detail URL (`/products/:category/:id`). */
export const productCategorySegment = (product: Pick<Product, 'category_slug'>): string =>
  product.category_slug?.trim() || 'all';
