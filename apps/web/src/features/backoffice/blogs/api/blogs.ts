import {
  optionalId,
  unwrapList,
  type ListResourceConfig,
  type SingletonResourceConfig,
} from '@/features/backoffice/api/tenant-resource';
import { boolValue, isRecord, type Row } from '@/lib/records';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, urlValue, type FormValues } from '@/features/backoffice/lib/form-values';

/** Spec §3 Blog banner (+ the form's image_content caption). */
export interface BlogBanner extends Row {
  id: string;
  image: string | null;
  image_content: string | null;
  sort_order: number;
}

/** Spec §3 Blog: is_visible defaults to true. */
export interface Blog extends Row {
  id: string;
  title: string;
  content: string;
  image: string | null;
  is_visible: boolean;
  created_at: string | null;
  banners: BlogBanner[];
}

export const normalizeBanner = (row: Row): BlogBanner => ({
  ...row,
  id: String(row.id),
  image: urlValue(row.image),
  image_content: typeof row.image_content === 'string' ? row.image_content : null,
  sort_order: typeof row.sort_order === 'number' ? row.sort_order : 0,
});

export const normalizeBlog = (row: Row): Blog => ({
  ...row,
  id: String(row.id),
  title: textValue(row.title),
  content: textValue(row.content),
  image: urlValue(row.image),
  is_visible: boolValue(row.is_visible, true),
  created_at: typeof row.created_at === 'string' ? row.created_at : null,
  banners: unwrapList<Row>(row.banners).filter(isRecord).map(normalizeBanner),
});

export const blogsResource: ListResourceConfig<Blog> = {
  path: 'blogs',
  listKeys: ['blogs'],
  normalize: normalizeBlog,
};

/** One blog (with its banners): GET /blogs/{id}. */
export const blogResource = (blogId: string): SingletonResourceConfig<Blog> => ({
  path: `blogs/${blogId}`,
  select: (answer) => {
    const row = isRecord(answer) && isRecord(answer.blog) ? answer.blog : isRecord(answer) && isRecord(answer.data) ? answer.data : answer;
    return isRecord(row) ? normalizeBlog(row) : null;
  },
});

/** A blog's banners; writes also refresh the blog and the list. */
export const bannersResource = (blogId: string): ListResourceConfig<BlogBanner> => ({
  path: `blogs/${blogId}/banners`,
  listKeys: ['banners'],
  normalize: normalizeBanner,
  alsoInvalidates: ['blogs'],
});

export const BLOG_FIELDS: readonly FieldDef[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
  { name: 'image', label: 'Cover image', kind: 'image' },
  { name: 'content', label: 'Content', kind: 'rich' },
  { name: 'is_visible', label: 'Visible on my site', kind: 'switch', description: 'Hidden posts are kept here but not shown to visitors.' },
];

export const blogValues = (blog: Blog | null): FormValues => ({
  title: blog?.title ?? '',
  image: blog?.image ?? null,
  content: blog?.content ?? '',
  is_visible: blog?.is_visible ?? true,
});

export const BANNER_FIELDS: readonly FieldDef[] = [
  { name: 'image', label: 'Banner image', kind: 'image', required: true },
  { name: 'image_content', label: 'Banner caption', kind: 'textarea', minRows: 2 },
];

export const bannerValues = (banner: BlogBanner | null): FormValues => ({
  image: banner?.image ?? null,
  image_content: textValue(banner?.image_content),
});

/** The new blog's id from a create answer (`Blog`, `{ blog }` or `{ data }`). */
export function createdId(answer: unknown): string | null {
  const row = isRecord(answer) && isRecord(answer.blog) ? answer.blog : isRecord(answer) && isRecord(answer.data) ? answer.data : answer;
  return isRecord(row) ? optionalId(row.id) : null;
}
