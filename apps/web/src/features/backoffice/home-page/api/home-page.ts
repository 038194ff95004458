import { formBody, type SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, urlValue, type FormValues } from '@/features/backoffice/lib/form-values';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** The home page (docs/product.md#data; GET/PUT /tenants/{id}/home-page; every field null until first saved). */
export type HomePage = Schema<'HomePageView'>;

export type HomePageField = Exclude<keyof HomePage, 'updated_at'>;

export const homePageResource: SingletonResourceConfig<HomePage> = {
  key: 'home-page',
  read: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/home-page', { path: { tenantId }, signal }),
  save: (tenantId, body) => typedApi.put('/tenants/{tenantId}/home-page', { path: { tenantId }, body: formBody(body) }),
  alsoInvalidates: ['dashboard'],
};

/** Every home-page input, by field name. */
export const HOME_PAGE_FIELDS: Record<HomePageField, FieldDef> = {
  welcome_description: { name: 'welcome_description', label: 'Welcome message', kind: 'textarea', minRows: 5, maxLength: 20_000 },
  introduction_content: { name: 'introduction_content', label: 'Introduction text', kind: 'textarea', minRows: 6, maxLength: 20_000 },
  introduction_image_url: { name: 'introduction_image_url', label: 'Introduction image', kind: 'image' },
  about_company_title: { name: 'about_company_title', label: 'About company title', kind: 'text', maxLength: 200 },
  about_company_content_1: {
    name: 'about_company_content_1',
    label: 'About company content 1',
    kind: 'textarea',
    minRows: 5,
    maxLength: 20_000,
  },
  about_company_content_2: {
    name: 'about_company_content_2',
    label: 'About company content 2',
    kind: 'textarea',
    minRows: 5,
    maxLength: 20_000,
  },
  about_company_image_url: { name: 'about_company_image_url', label: 'About company image', kind: 'image' },
  why_network_marketing_title: { name: 'why_network_marketing_title', label: 'Why network marketing title', kind: 'text', maxLength: 200 },
  why_network_marketing_content: {
    name: 'why_network_marketing_content',
    label: 'Why network marketing content',
    kind: 'textarea',
    minRows: 6,
    maxLength: 20_000,
  },
  opportunity_video_url: {
    name: 'opportunity_video_url',
    label: 'Opportunity video URL',
    kind: 'url',
    description: 'A YouTube, Vimeo or other https:// link to the video',
    placeholder: 'https://www.youtube.com/watch?v=…',
  },
  opportunity_video_header_title: {
    name: 'opportunity_video_header_title',
    label: 'Opportunity video header title',
    kind: 'text',
    maxLength: 200,
  },
  support_content: { name: 'support_content', label: 'Support message', kind: 'textarea', minRows: 5, maxLength: 20_000 },
};

const IMAGE_FIELDS: readonly HomePageField[] = ['introduction_image_url', 'about_company_image_url'];

/** The form values of the given home-page fields (texts as strings, images as their URL or null). */
export function homePageValues(data: Partial<HomePage> | null, names: readonly HomePageField[]): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    values[name] = IMAGE_FIELDS.includes(name) ? urlValue(data?.[name]) : textValue(data?.[name]);
  }
  return values;
}

/** One back-office editor = one section of the storefront home page and exactly its fields. */
export interface HomeSection {
  title: string;
  description: string;
  fields: readonly HomePageField[];
  success: string;
}

export const HOME_SECTIONS = {
  welcomeMessage: {
    title: 'Welcome message',
    description: 'The welcome text under the banner of your home page.',
    fields: ['welcome_description'],
    success: 'Welcome message saved',
  },
  introduction: {
    title: 'Introduction',
    description: 'Introduce yourself to visitors: text and a photo on your home page.',
    fields: ['introduction_content', 'introduction_image_url'],
    success: 'Introduction saved',
  },
  aboutCompany: {
    title: 'About company',
    description: 'The “About the company” section of your home page.',
    fields: ['about_company_title', 'about_company_content_1', 'about_company_content_2', 'about_company_image_url'],
    success: 'About company saved',
  },
  whyNetworkMarketing: {
    title: 'Why network marketing',
    description: 'Explain why network marketing is worth a look.',
    fields: ['why_network_marketing_title', 'why_network_marketing_content'],
    success: 'Why network marketing saved',
  },
  opportunityVideo: {
    title: 'Opportunity video',
    description: 'An optional video shown on your home page. Leave the URL empty to hide the section.',
    fields: ['opportunity_video_url', 'opportunity_video_header_title'],
    success: 'Opportunity video saved',
  },
  supportMessage: {
    title: 'Support message',
    description: 'How you support the people who join your team.',
    fields: ['support_content'],
    success: 'Support message saved',
  },
  aboutPage: {
    title: 'About page',
    description: 'Every text and image of your home page in one place.',
    fields: Object.keys(HOME_PAGE_FIELDS) as HomePageField[],
    success: 'Home page saved',
  },
} satisfies Record<string, HomeSection>;
