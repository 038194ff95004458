import { HttpStatus } from '@nestjs/common';
import type { BlogBanner, Prisma } from '@ds/db';
import { IMAGE } from '../../../infra/storage/file-fields.js';
import { defineResource, tenantTable } from '../crud/resource-definition.js';
import { CreateBlogBannerDto, CreateBlogDto, UpdateBlogBannerDto, UpdateBlogDto } from '../dto/blog.dto.js';
import { sanitizeRichText } from '../rich-text.js';
import { acknowledgementRequired, checkCompliance } from '../../compliance/compliance-checker.js';
import { ApiError } from '../../../infra/http/api-error.js';
import { BlogBannerView, BlogView } from '../views/blog.views.js';

const bannerOrder = [{ sort_order: 'asc' as const }, { created_at: 'asc' as const }];
const withBanners = { banners: { orderBy: bannerOrder } };
type BlogRow = Prisma.BlogGetPayload<{ include: typeof withBanners }>;

const toBannerView = (b: BlogBanner): BlogBannerView => ({
  id: b.id,
  blog_id: b.blog_id,
  image: b.image,
  image_content: b.image_content,
  sort_order: b.sort_order,
  created_at: b.created_at,
});

const BLOG_NOT_FOUND = { message: 'Blog post not found', code: 'BLOG_NOT_FOUND' };

/**
 * The compliance guardrail on publishing (docs/campaigns.md "Compliance"): a write that leaves the post
 * visible and changes its title, text or visibility is checked, and flagged writing needs
 * `acknowledge_warnings`. Hidden drafts are never refused.
 */
function checkPublish(
  post: { title: string; content: string; visible: boolean },
  changed: boolean,
  acknowledged: boolean | undefined,
): void {
  if (!post.visible || !changed || acknowledged === true) return;
  const warnings = checkCompliance(post.title, post.content);
  if (!warnings.length) return;
  const refusal = acknowledgementRequired('publish', warnings);
  throw new ApiError(HttpStatus.BAD_REQUEST, refusal.message, { code: 'COMPLIANCE_ACK_REQUIRED', details: refusal.details });
}

/** Blog posts; their HTML is sanitised on every write (docs/architecture.md "Content rules"). Deleting one deletes its banners. */
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
  toCreate: ({ content, acknowledge_warnings: acknowledged, ...fields }, { tenantId }) => {
    const clean = sanitizeRichText(content ?? '');
    checkPublish({ title: fields.title, content: clean, visible: fields.is_visible ?? true }, true, acknowledged);
    return { ...fields, content: clean, tenant_id: tenantId };
  },
  toUpdate: ({ content, acknowledge_warnings: acknowledged, ...fields }, { existing }) => {
    const clean = content === undefined ? undefined : sanitizeRichText(content);
    const changed = fields.title !== undefined || clean !== undefined || fields.is_visible !== undefined;
    checkPublish(
      { title: fields.title ?? existing.title, content: clean ?? existing.content, visible: fields.is_visible ?? existing.is_visible },
      changed,
      acknowledged,
    );
    return clean === undefined ? fields : { ...fields, content: clean };
  },
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
