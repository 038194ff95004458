import { formBody, type ListResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { STATUS_OPTIONS, type Category } from '@/features/backoffice/catalog/api/categories';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';

export type Availability = Schema<'Availability'>;

/** A product (docs/product.md#data), as GET /tenants/{tenantId}/products answers it (prices are numbers, or null). */
export type Product = Schema<'ProductView'>;

const AVAILABILITY_OPTIONS = [
  { value: 'in_stock', label: 'In stock' },
  { value: 'out_of_stock', label: 'Out of stock' },
  { value: 'coming_soon', label: 'Coming soon' },
] as const satisfies readonly { value: Availability; label: string }[];

export const availabilityLabel = (value: Availability): string =>
  AVAILABILITY_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** A collection answer (docs/product.md#api): our API answers the bare list. */
export const productsResource: ListResourceConfig<Product> = {
  key: 'products',
  list: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/products', { path: { tenantId }, signal }),
  create: (tenantId, body) => typedApi.post('/tenants/{tenantId}/products', { path: { tenantId }, body: formBody(body) }),
  update: (tenantId, productId, body) =>
    typedApi.put('/tenants/{tenantId}/products/{productId}', { path: { tenantId, productId }, body: formBody(body) }),
  remove: (tenantId, productId) => typedApi.delete('/tenants/{tenantId}/products/{productId}', { path: { tenantId, productId } }),
};

export function productFields(categories: readonly Category[]): FieldDef[] {
  return [
    { name: 'name', label: 'Product name', kind: 'text', required: true, maxLength: 200 },
    { name: 'title', label: 'Product title', kind: 'text', description: 'A short headline shown with the name' },
    {
      name: 'category_id',
      label: 'Category',
      kind: 'select',
      options: [{ value: '', label: 'No category' }, ...categories.map((category) => ({ value: category.id, label: category.name }))],
    },
    { name: 'your_price', label: 'Your price', kind: 'number', min: 0, decimalScale: 2 },
    { name: 'base_price', label: 'Base price', kind: 'number', min: 0, decimalScale: 2 },
    { name: 'preferred_customer_price', label: 'Preferred customer price', kind: 'number', min: 0, decimalScale: 2 },
    { name: 'availability', label: 'Availability', kind: 'select', options: AVAILABILITY_OPTIONS },
    { name: 'status', label: 'Product status', kind: 'select', options: STATUS_OPTIONS },
    { name: 'image', label: 'Product image', kind: 'image' },
    { name: 'banner_image', label: 'Banner image', kind: 'image' },
    { name: 'description', label: 'Product description', kind: 'textarea', minRows: 4 },
    { name: 'instructions', label: 'Instructions', kind: 'textarea', minRows: 3 },
    { name: 'buy_link', label: 'Buy link', kind: 'url', placeholder: 'https://' },
    { name: 'video_url', label: 'Video URL', kind: 'url', placeholder: 'https://www.youtube.com/watch?v=…' },
    { name: 'video', label: 'Video file', kind: 'video' },
    { name: 'guide_pdf', label: 'Product guide (PDF)', kind: 'pdf' },
  ];
}

export function productValues(product: Product | null, defaultCategory = ''): FormValues {
  return {
    name: product?.name ?? '',
    title: textValue(product?.title),
    category_id: product ? (product.category_id ?? '') : defaultCategory,
    your_price: textValue(product?.your_price),
    base_price: textValue(product?.base_price),
    preferred_customer_price: textValue(product?.preferred_customer_price),
    availability: product?.availability ?? 'in_stock',
    status: product?.status ?? 'active',
    image: product?.image ?? null,
    banner_image: product?.banner_image ?? null,
    description: textValue(product?.description),
    instructions: textValue(product?.instructions),
    buy_link: textValue(product?.buy_link),
    video_url: textValue(product?.video_url),
    video: product?.video ?? null,
    guide_pdf: product?.guide_pdf ?? null,
  };
}
