import type { Prisma } from '@ds/db';
import { validationFailed } from '../../../infra/http/api-error.js';
import { IMAGE, PDF, VIDEO } from '../../../infra/storage/file-fields.js';
import { defineResource, tenantTable, type Db } from '../crud/resource-definition.js';
import { CreateProductDto, UpdateProductDto } from '../dto/product.dto.js';
import { toPublicProduct } from '../public-views.js';
import { ProductView } from '../views/catalog.views.js';

type ProductRow = Prisma.ProductGetPayload<{ include: { category: true } }>;

/** A product may only be filed under a category of the same tenant (`db` is the tenant's: another's is not there). */
async function assertOwnCategory(db: Db, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  if ((await db.category.count({ where: { id: categoryId } })) === 0) {
    throw validationFailed({ category_id: 'Category not found' }, 'Category not found');
  }
}

export const productsResource = defineResource({
  label: 'Product',
  path: 'products',
  idParam: 'productId',
  table: (db) => tenantTable<ProductRow, Prisma.ProductUncheckedCreateInput, Prisma.ProductUncheckedUpdateInput>(db.product),
  include: { category: true },
  orderBy: [{ sort_order: 'asc' }, { name: 'asc' }],
  createDto: CreateProductDto,
  updateDto: UpdateProductDto,
  files: { image: IMAGE, banner_image: IMAGE, guide_pdf: PDF, video: VIDEO },
  async toCreate(fields, { db, tenantId }) {
    await assertOwnCategory(db, fields.category_id);
    // Prices are in the tenant's currency (set at signup from its country).
    const tenant = await db.tenant.findFirst({ select: { currency: true } });
    return { ...fields, tenant_id: tenantId, currency: tenant?.currency ?? 'USD' };
  },
  async toUpdate(fields, { db }) {
    await assertOwnCategory(db, fields.category_id);
    return fields;
  },
  view: ProductView,
  toView: (p: ProductRow) => ({ ...toPublicProduct(p), sort_order: p.sort_order, created_at: p.created_at, updated_at: p.updated_at }),
  notFound: { message: 'Product not found', code: 'PRODUCT_NOT_FOUND' },
});
