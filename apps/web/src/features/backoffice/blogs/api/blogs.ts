import { formBody, type ListResourceConfig, type SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';

/** A blog banner (docs/product.md#data; + the form's image_content caption). */
export type BlogBanner = Schema<'BlogBannerView'>;

/** A blog (docs/product.md#data), with its banners; `content` is HTML sanitised by the server. */
export type Blog = Schema<'BlogView'>;

export const blogsResource: ListResourceConfig<Blog> = {
  key: 'blogs',
  list: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/blogs', { path: { tenantId }, signal }),
  create: (tenantId, body) => typedApi.post('/tenants/{tenantId}/blogs', { path: { tenantId }, body: formBody(body) }),
  update: (tenantId, blogId, body) =>
    typedApi.put('/tenants/{tenantId}/blogs/{blogId}', { path: { tenantId, blogId }, body: formBody(body) }),
  remove: (tenantId, blogId) => typedApi.delete('/tenants/{tenantId}/blogs/{blogId}', { path: { tenantId, blogId } }),
};

/** One blog (with its banners): GET /blogs/{id}. */
export const blogResource = (blogId: string): SingletonResourceConfig<Blog> => ({
  key: `blogs/${blogId}`,
  read: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/blogs/{blogId}', { path: { tenantId, blogId }, signal }),
});

/** A blog's banners; writes also refresh the blog and the list. */
export const bannersResource = (blogId: string): ListResourceConfig<BlogBanner> => ({
  key: `blogs/${blogId}/banners`,
  list: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/blogs/{blogId}/banners', { path: { tenantId, blogId }, signal }),
  create: (tenantId, body) =>
    typedApi.post('/tenants/{tenantId}/blogs/{blogId}/banners', { path: { tenantId, blogId }, body: formBody(body) }),
  update: (tenantId, bannerId, body) =>
    typedApi.put('/tenants/{tenantId}/blogs/{blogId}/banners/{bannerId}', { path: { tenantId, blogId, bannerId }, body: formBody(body) }),
  remove: (tenantId, bannerId) =>
    typedApi.delete('/tenants/{tenantId}/blogs/{blogId}/banners/{bannerId}', { path: { tenantId, blogId, bannerId } }),
  alsoInvalidates: ['blogs'],
});

export const BLOG_FIELDS: readonly FieldDef[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
  { name: 'image', label: 'Cover image', kind: 'image' },
  { name: 'content', label: 'Content', kind: 'rich' },
  { name: 'is_visible', label: 'Visible on my site', kind: 'switch', description: 'Hidden posts are kept here but not shown to visitors.' },
  {
    name: 'acknowledge_warnings',
    label: 'Publish despite compliance warnings',
    kind: 'switch',
    description: 'Only needed when the compliance check flags a health or income claim: the message names the sentences.',
  },
];

export const blogValues = (blog: Blog | null): FormValues => ({
  title: blog?.title ?? '',
  image: blog?.image ?? null,
  content: blog?.content ?? '',
  is_visible: blog?.is_visible ?? true,
  acknowledge_warnings: false,
});

export const BANNER_FIELDS: readonly FieldDef[] = [
  { name: 'image', label: 'Banner image', kind: 'image', required: true },
  { name: 'image_content', label: 'Banner caption', kind: 'textarea', minRows: 2 },
];

export const bannerValues = (banner: BlogBanner | null): FormValues => ({
  image: banner?.image ?? null,
  image_content: textValue(banner?.image_content),
});
