import type { Category, Prisma } from '@ds/db';
import { conflict } from '../../../infra/http/api-error.js';
import { IMAGE } from '../../../infra/storage/file-fields.js';
import { defineResource, tenantTable, type Db } from '../crud/resource-definition.js';
import { CreateCategoryDto, UpdateCategoryDto } from '../dto/category.dto.js';
import { CategoryView } from '../views/catalog.views.js';

/** "Skin & Body Care" → "skin-body-care". */
function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug || 'category';
}

/** A slug no other category of the tenant (`db`'s) has: `name`, else `name-2`, `name-3`, ... */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set((await db.category.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((c) => c.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string): Promise<void> {
  const other = await db.category.findFirst({ where: { slug, ...(exceptId ? { NOT: { id: exceptId } } : {}) }, select: { id: true } });
  if (other) throw conflict('Another category already uses this slug', { slug: 'Another category already uses this slug' }, 'SLUG_TAKEN');
}

const toView = (c: Category): CategoryView => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  image: c.image,
  status: c.status,
  sort_order: c.sort_order,
  created_at: c.created_at,
  updated_at: c.updated_at,
});

/** Deleting a category keeps its products (their category becomes none: `onDelete: SetNull`). */
export const categoriesResource = defineResource({
  label: 'Category',
  path: 'categories',
  idParam: 'categoryId',
  table: (db) => tenantTable<Category, Prisma.CategoryUncheckedCreateInput, Prisma.CategoryUncheckedUpdateInput>(db.category),
  orderBy: [{ sort_order: 'asc' }, { name: 'asc' }],
  createDto: CreateCategoryDto,
  updateDto: UpdateCategoryDto,
  files: { image: IMAGE },
  async toCreate({ slug, ...fields }, { db, tenantId }) {
    if (slug) await assertSlugFree(db, slug);
    return { ...fields, tenant_id: tenantId, slug: slug ?? (await freeSlug(db, slugify(fields.name))) };
  },
  async toUpdate({ slug, ...fields }, { db, existing }) {
    // A rename keeps the slug, so storefront links keep working; a new slug must be free.
    if (slug && slug !== existing.slug) await assertSlugFree(db, slug, existing.id);
    return slug ? { ...fields, slug } : fields;
  },
  toView,
  view: CategoryView,
  notFound: { message: 'Category not found', code: 'CATEGORY_NOT_FOUND' },
});
