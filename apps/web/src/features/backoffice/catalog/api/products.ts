import { optionalId, type ListResourceConfig } from '@/features/backoffice/api/tenant-resource';
import type { Row } from '@/lib/records';
import { STATUS_OPTIONS, type ActiveStatus, type Category } from '@/features/backoffice/catalog/api/categories';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, urlValue, type FormValues } from '@/features/backoffice/lib/form-values';

export type Availability = 'in_stock' | 'out_of_stock' | 'coming_soon';

/** Spec §3 Product (availability defaults to in_stock, status to active). */
export interface Product extends Row {
  id: string;
  category_id: string | null;
  category_name: string | null;
  name: string;
  title: string | null;
  your_price: number | string | null;
  base_price: number | string | null;
  preferred_customer_price: number | string | null;
  currency: string | null;
  availability: Availability;
  status: ActiveStatus;
  image: string | null;
  banner_image: string | null;
  guide_pdf: string | null;
  video: string | null;
  video_url: string | null;
  instructions: string | null;
  description: string | null;
  buy_link: string | null;
}

const AVAILABILITIES: readonly Availability[] = ['in_stock', 'out_of_stock', 'coming_soon'];

export const AVAILABILITY_OPTIONS = [
  { value: 'in_stock', label: 'In stock' },
  { value: 'out_of_stock', label: 'Out of stock' },
  { value: 'coming_soon', label: 'Coming soon' },
] as const;

export const availabilityLabel = (value: Availability): string =>
  AVAILABILITY_OPTIONS.find((option) => option.value === value)?.label ?? value;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const priceOf = (value: unknown): number | string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;

export const normalizeProduct = (row: Row): Product => ({
  ...row,
  id: String(row.id),
  category_id: optionalId(row.category_id),
  category_name: text(row.category_name),
  name: textValue(row.name),
  title: text(row.title),
  your_price: priceOf(row.your_price),
  base_price: priceOf(row.base_price),
  preferred_customer_price: priceOf(row.preferred_customer_price),
  currency: text(row.currency),
  availability: AVAILABILITIES.includes(row.availability as Availability) ? (row.availability as Availability) : 'in_stock',
  status: row.status === 'inactive' ? 'inactive' : 'active',
  image: urlValue(row.image),
  banner_image: urlValue(row.banner_image),
  guide_pdf: urlValue(row.guide_pdf),
  video: urlValue(row.video),
  video_url: text(row.video_url),
  instructions: text(row.instructions),
  description: text(row.description),
  buy_link: text(row.buy_link),
});

export const productsResource: ListResourceConfig<Product> = {
  path: 'products',
  listKeys: ['products'],
  normalize: normalizeProduct,
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
