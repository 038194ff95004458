import { formBody, type ListResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';

/** A category (docs/product.md#data), as GET /tenants/{tenantId}/categories answers it. */
export type Category = Schema<'CategoryView'>;

export const categoriesResource: ListResourceConfig<Category> = {
  key: 'categories',
  list: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/categories', { path: { tenantId }, signal }),
  create: (tenantId, body) => typedApi.post('/tenants/{tenantId}/categories', { path: { tenantId }, body: formBody(body) }),
  update: (tenantId, categoryId, body) =>
    typedApi.put('/tenants/{tenantId}/categories/{categoryId}', { path: { tenantId, categoryId }, body: formBody(body) }),
  remove: (tenantId, categoryId) => typedApi.delete('/tenants/{tenantId}/categories/{categoryId}', { path: { tenantId, categoryId } }),
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

/** A new category starts active (docs/product.md#defaults). */
export function categoryValues(category: Category | null): FormValues {
  return {
    name: category?.name ?? '',
    description: textValue(category?.description),
    image: category?.image ?? null,
    status: category?.status ?? 'active',
  };
}
