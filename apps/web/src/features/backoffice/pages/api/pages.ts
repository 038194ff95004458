import { formBody, type SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { typedApi } from '@/lib/api/typed-client';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, urlValue, type FormValues } from '@/features/backoffice/lib/form-values';

/** A free-form page object (docs/product.md#free-form-pages): `{}` when never saved. */
export type PageData = Record<string, unknown>;

/** PUT merges the sent fields into the page; POST replaces it. */
export const opportunityPageResource: SingletonResourceConfig<PageData> = {
  key: 'opportunity-page',
  read: async (tenantId, signal) => (await typedApi.get('/tenants/{tenantId}/opportunity-page', { path: { tenantId }, signal })).data,
  save: (tenantId, body, method) =>
    method === 'POST'
      ? typedApi.post('/tenants/{tenantId}/opportunity-page', { path: { tenantId }, body: formBody(body) })
      : typedApi.put('/tenants/{tenantId}/opportunity-page', { path: { tenantId }, body: formBody(body) }),
  remove: (tenantId) => typedApi.delete('/tenants/{tenantId}/opportunity-page', { path: { tenantId } }),
};

/** The intro above the catalogue on the storefront's /products page. */
export const productPageResource: SingletonResourceConfig<PageData> = {
  key: 'product-page',
  read: async (tenantId, signal) => (await typedApi.get('/tenants/{tenantId}/product-page', { path: { tenantId }, signal })).data,
  save: (tenantId, body, method) =>
    method === 'POST'
      ? typedApi.post('/tenants/{tenantId}/product-page', { path: { tenantId }, body: formBody(body) })
      : typedApi.put('/tenants/{tenantId}/product-page', { path: { tenantId }, body: formBody(body) }),
};

export const joinUsPageResource: SingletonResourceConfig<PageData> = {
  key: 'join-us-page',
  read: async (tenantId, signal) => (await typedApi.get('/tenants/{tenantId}/join-us-page', { path: { tenantId }, signal })).data,
  save: (tenantId, body, method) =>
    method === 'POST'
      ? typedApi.post('/tenants/{tenantId}/join-us-page', { path: { tenantId }, body: formBody(body) })
      : typedApi.put('/tenants/{tenantId}/join-us-page', { path: { tenantId }, body: formBody(body) }),
};

/** One part of a page = the `data` keys it edits (PUT merges them into the page). */
export interface PagePart {
  title: string;
  description: string;
  fields: readonly FieldDef[];
  success: string;
}

const bannerFields = (page: string): FieldDef[] => [
  { name: 'banner_title', label: 'Banner title', kind: 'text', maxLength: 200, placeholder: page },
  { name: 'banner_subtitle', label: 'Banner subtitle', kind: 'textarea', minRows: 2 },
  { name: 'banner_image', label: 'Banner image', kind: 'image' },
];

const contentFields: FieldDef[] = [
  { name: 'content_title', label: 'Content title', kind: 'text', maxLength: 200 },
  { name: 'content', label: 'Page content', kind: 'textarea', minRows: 10, maxLength: 20_000 },
];

export const OPPORTUNITY_PARTS = {
  pageBanner: {
    title: 'Opportunity page banner',
    description: 'The title, subtitle and banner image at the top of your opportunity page.',
    fields: bannerFields('The Opportunity'),
    success: 'Opportunity banner saved',
  },
  pageContent: {
    title: 'Opportunity page content',
    description: 'The main text of your opportunity page.',
    fields: contentFields,
    success: 'Opportunity content saved',
  },
  videoSection: {
    title: 'Opportunity video section',
    description: 'A video about the opportunity. Leave the URL empty to hide the section.',
    fields: [
      { name: 'video_title', label: 'Video title', kind: 'text', maxLength: 200 },
      { name: 'video_url', label: 'Video URL', kind: 'url', placeholder: 'https://www.youtube.com/watch?v=…' },
    ],
    success: 'Video section saved',
  },
  compensationPlan: {
    title: 'Compensation plan',
    description: 'Explain how distributors earn, and attach the plan as a PDF.',
    fields: [
      { name: 'compensation_plan_title', label: 'Compensation plan title', kind: 'text', maxLength: 200 },
      { name: 'compensation_plan_content', label: 'Compensation plan text', kind: 'textarea', minRows: 8, maxLength: 20_000 },
      { name: 'compensation_plan_pdf', label: 'Compensation plan (PDF)', kind: 'pdf' },
    ],
    success: 'Compensation plan saved',
  },
} satisfies Record<string, PagePart>;

export const JOIN_US_PARTS = {
  pageBanner: {
    title: 'Join us page banner',
    description: 'The title, subtitle and banner image at the top of your join-us page.',
    fields: bannerFields('Join Our Team'),
    success: 'Join us banner saved',
  },
  pageContent: {
    title: 'Join us page content',
    description: 'The text of your join-us page, above the Join Now button.',
    fields: [{ name: 'content', label: 'Page content', kind: 'textarea', minRows: 10, maxLength: 20_000 }],
    success: 'Join us content saved',
  },
} satisfies Record<string, PagePart>;

/**
 * The product page (docs/product.md#free-form-pages): the keys the storefront's /products page reads
 * (features/storefront/lib/product-page.ts). Empty fields show the default copy.
 */
export const PRODUCT_PAGE_PART = {
  title: 'Product page',
  description: 'The banner, introduction, video and call to action above the catalogue on your Products page.',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', maxLength: 200, placeholder: 'Products' },
    { name: 'intro', label: 'Introduction', kind: 'textarea', minRows: 4, maxLength: 20_000 },
    { name: 'banner_image', label: 'Banner image', kind: 'image' },
    { name: 'video_title', label: 'Video title', kind: 'text', maxLength: 200 },
    { name: 'video_url', label: 'Video URL', kind: 'url', placeholder: 'https://www.youtube.com/watch?v=…' },
    { name: 'video', label: 'Or upload a video', kind: 'video' },
    { name: 'cta_text', label: 'Call-to-action text', kind: 'text', maxLength: 100, placeholder: 'Shop now' },
    { name: 'cta_link', label: 'Call-to-action link', kind: 'text', maxLength: 2000, placeholder: 'https://… or /contact' },
  ],
  success: 'Product page saved',
} satisfies PagePart;

/** Whether a free-form page has anything saved (the API answers `{}` for none). */
export const pageHasData = (data: PageData | null): boolean => data !== null && Object.keys(data).length > 0;

const FILE_KINDS = ['image', 'pdf', 'video'];

/** The part's values from the page object: texts as strings, files as their URL or null. */
export function pagePartValues(data: PageData | null, fields: readonly FieldDef[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = data?.[field.name];
    values[field.name] = FILE_KINDS.includes(field.kind) ? urlValue(value) : textValue(value);
  }
  return values;
}
