import type { ListResourceConfig } from '@/features/backoffice/api/tenant-resource';
import type { Row } from '@/lib/records';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, urlValue, type FormValues } from '@/features/backoffice/lib/form-values';

export type ActiveStatus = 'active' | 'inactive';

/** Spec §3 Category; a missing status counts as inactive (spec §9). */
export interface Category extends Row {
  id: string;
  name: string;
  slug: string | null;
  description: string | null;
  image: string | null;
  status: ActiveStatus;
}

export const categoryStatus = (value: unknown): ActiveStatus => (value === 'active' ? 'active' : 'inactive');

export const normalizeCategory = (row: Row): Category => ({
  ...row,
  id: String(row.id),
  name: textValue(row.name),
  slug: typeof row.slug === 'string' ? row.slug : null,
  description: typeof row.description === 'string' ? row.description : null,
  image: urlValue(row.image),
  status: categoryStatus(row.status),
});

export const categoriesResource: ListResourceConfig<Category> = {
  path: 'categories',
  listKeys: ['categories'],
  normalize: normalizeCategory,
  // Deleting a category detaches its products (category_id → null).
  alsoInvalidates: ['products'],
};

export const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

export const CATEGORY_FIELDS: readonly FieldDef[] = [
  { name: 'name', label: 'Category name', kind: 'text', required: true, maxLength: 100 },
  { name: 'description', label: 'Category description', kind: 'textarea', minRows: 3 },
  { name: 'image', label: 'Category image', kind: 'image' },
  { name: 'status', label: 'Category status', kind: 'select', options: STATUS_OPTIONS },
];

/** A new category starts active (spec §9). */
export function categoryValues(category: Category | null): FormValues {
  return {
    name: category?.name ?? '',
    description: textValue(category?.description),
    image: category?.image ?? null,
    status: category?.status ?? 'active',
  };
}
