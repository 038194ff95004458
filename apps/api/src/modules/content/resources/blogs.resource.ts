import type { BlogBanner, Prisma } from '@ds/db';
import { IMAGE } from '../../../infra/storage/file-fields.js';
import { defineResource, tenantTable } from '../crud/resource-definition.js';
import { CreateBlogBannerDto, CreateBlogDto, UpdateBlogBannerDto, UpdateBlogDto } from '../dto/blog.dto.js';
import { sanitizeRichText } from '../rich-text.js';
import { BlogBannerView, BlogView } from '../views/blog.views.js';

const bannerOrder = [{ sort_order: 'asc' as const }, { created_at: 'asc' as const }];
const withBanners = { banners: { orderBy: bannerOrder } };
type BlogRow = Prisma.BlogGetPayload<{ include: typeof withBanners }>;

const toBannerView = (b: BlogBanner): BlogBannerView => ({ id: b.id, blog_id: b.blog_id, image: b.image, image_content: b.image_content, sort_order: b.sort_order, created_at: b.created_at });

const BLOG_NOT_FOUND = { message: 'Blog post not found', code: 'BLOG_NOT_FOUND' };

/** Blog posts; their HTML is sanitised on every write (design §7). Deleting one deletes its banners. */
export const blogsResource = defineResource({
  label: 'Blog post',
  path: 'blogs',
  idParam: 'blogId',
  table: (db) => tenantTable<BlogRow, Prisma.BlogUncheckedCreateInput, Prisma.BlogUncheckedUpdateInput>(db.blog),
  include: withBanners,
  orderBy: [{ created_at: 'desc' }],
  createDto: CreateBlogDto,
  updateDto: UpdateBlogDto,
  files: { image: IMAGE },
  toCreate: ({ content, ...fields }, { tenantId }) => ({ ...fields, content: sanitizeRichText(content ?? ''), tenant_id: tenantId }),
  toUpdate: ({ content, ...fields }) => (content === undefined ? fields : { ...fields, content: sanitizeRichText(content) }),
  view: BlogView,
  toView: (b: BlogRow) => ({
    id: b.id,
    title: b.title,
    content: b.content,
    image: b.image,
    is_visible: b.is_visible,
    created_at: b.created_at,
    updated_at: b.updated_at,
    banners: b.banners.map(toBannerView),
  }),
  // The banners' images go with the post.
  filesOf: (b: BlogRow) => [b.image, ...b.banners.map((x) => x.image)],
  notFound: BLOG_NOT_FOUND,
});

/** Banners within a blog post (`/blogs/:blogId/banners`); the post must be the tenant's. */
export const blogBannersResource = defineResource({
  label: 'Blog banner',
  path: 'blogs/:blogId/banners',
  idParam: 'bannerId',
  parent: {
    param: 'blogId',
    column: 'blog_id',
    exists: async (db, blogId) => (await db.blog.count({ where: { id: blogId } })) > 0,
    notFound: BLOG_NOT_FOUND,
  },
  table: (db) => tenantTable<BlogBanner, Prisma.BlogBannerUncheckedCreateInput, Prisma.BlogBannerUncheckedUpdateInput>(db.blogBanner),
  orderBy: [{ sort_order: 'asc' }, { created_at: 'asc' }],
  createDto: CreateBlogBannerDto,
  updateDto: UpdateBlogBannerDto,
  files: { image: { kinds: ['image'], requiredOnCreate: true } },
  toCreate: (fields, { tenantId, parentId }) => ({ ...fields, tenant_id: tenantId, blog_id: parentId as string }),
  toUpdate: (fields) => fields,
  toView: toBannerView,
  view: BlogBannerView,
  notFound: { message: 'Blog banner not found', code: 'BANNER_NOT_FOUND' },
});
