import type { HomePage, JoinUsPage, LeadMessage, OpportunityPage, Prisma, ProductPage, SocialLinks, SubscriberMessage } from '@ds/db';
import { validationFailed } from '../../../infra/http/api-error.js';
import { createValidationPipe } from '../../../infra/http/validation.pipe.js';
import { IMAGE, PDF, VIDEO, type FileFieldSpecs } from '../../../infra/storage/file-fields.js';
import { defineSingleton, singletonTable, type BodySchema, type SingletonTable } from '../crud/singleton-definition.js';
import type { Db } from '../crud/resource-definition.js';
import { withoutKeys } from '../../../infra/prisma/prisma-errors.js';
import { HomePageDto } from '../dto/home-page.dto.js';
import { SocialLinksDto, SOCIAL_NETWORKS } from '../dto/social-links.dto.js';
import { SubscriberMessageDto } from '../dto/subscriber-message.dto.js';
import { FreeFormBodyPipe, MAX_PAGE_BYTES, type JsonObject } from '../free-form-body.pipe.js';
import { toPublicHomePage } from '../public-views.js';
import { FreeFormPageView, HomePageView, LeadMessageView, SocialLinksView, SubscriberMessageView } from '../views/site.views.js';

// ─── Home page: one row of columns ──────────────────────────────────────────

const HOME_FILES = { introduction_image_url: IMAGE, about_company_image_url: IMAGE, opportunity_video_url: VIDEO } as const;
type HomeFile = keyof typeof HOME_FILES;
type HomeData = Omit<Prisma.HomePageUncheckedCreateInput, 'tenant_id'>;

const EMPTY_HOME_PAGE = {
  welcome_description: null,
  introduction_content: null,
  introduction_image_url: null,
  about_company_title: null,
  about_company_content_1: null,
  about_company_content_2: null,
  about_company_image_url: null,
  why_network_marketing_title: null,
  why_network_marketing_content: null,
  opportunity_video_url: null,
  opportunity_video_header_title: null,
  support_content: null,
};

export const homePageResource = defineSingleton({
  label: 'Home page',
  path: 'home-page',
  multipart: true,
  table: (db: Db) => singletonTable<HomePage, HomeData>(db.homePage),
  bodyPipe: createValidationPipe({ expectedType: HomePageDto }),
  bodyType: HomePageDto,
  files: HOME_FILES,
  fileValue: (row: HomePage, field: HomeFile) => row[field],
  toData: (input: HomePageDto, files): HomeData => ({ ...withoutKeys(input, Object.keys(HOME_FILES) as HomeFile[]), ...files }),
  view: HomePageView,
  toView: (row: HomePage | null) =>
    row ? { ...toPublicHomePage(row), updated_at: row.updated_at } : { ...EMPTY_HOME_PAGE, updated_at: null },
  notFound: { message: 'Home page not found', code: 'PAGE_NOT_FOUND' },
});

// ─── Free-form pages: one JSON `data` object ────────────────────────────────

type PageRow = OpportunityPage | ProductPage | JoinUsPage;
type PageData = { data: Prisma.InputJsonValue };

const dataOf = (row: PageRow | null): JsonObject =>
  row && typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? (row.data as JsonObject) : {};

/**
 * A page whose fields are free-form (docs/product.md#free-form-pages): text fields and files are merged into `data`
 * (PUT), or replace it (POST). File fields hold `/uploads/...` URLs inside `data`.
 */
function freeFormPage<F extends string>(options: {
  label: string;
  path: string;
  table: (db: Db) => SingletonTable<PageRow, PageData>;
  files: FileFieldSpecs<F>;
  post?: boolean;
  delete?: boolean;
}) {
  const fileKeys = Object.keys(options.files) as F[];
  const build = (
    input: JsonObject,
    files: Record<string, string | null>,
    mode: 'merge' | 'replace',
    existing: PageRow | null,
  ): JsonObject => {
    const old = dataOf(existing);
    const data: JsonObject = mode === 'merge' ? { ...old } : {};
    for (const [key, value] of Object.entries(input)) if (!(fileKeys as string[]).includes(key)) data[key] = value;
    for (const field of fileKeys) {
      if (field in files) {
        const url = files[field];
        if (url === null) delete data[field];
        else data[field] = url;
      } else if (mode === 'replace' && input[field] !== undefined && old[field] !== undefined) {
        data[field] = old[field]; // sent back as its current value: kept
      }
    }
    return data;
  };
  return defineSingleton({
    label: options.label,
    path: options.path,
    post: options.post ?? true,
    delete: options.delete ?? false,
    multipart: true,
    table: options.table,
    bodyPipe: new FreeFormBodyPipe(),
    bodySchema: freeFormBodySchema(fileKeys),
    files: options.files,
    fileValue: (row: PageRow, field: F) => {
      const value = dataOf(row)[field];
      return typeof value === 'string' ? value : null;
    },
    validate: (input: JsonObject, mode, existing) => {
      // New file URLs are short; a page near the limit before them is refused before anything is stored.
      if (JSON.stringify(build(input, {}, mode, existing)).length > MAX_PAGE_BYTES - 2048) {
        throw validationFailed({ data: 'The page is too large (at most 64 KB of text)' }, 'The page is too large (at most 64 KB of text)');
      }
    },
    toData: (input: JsonObject, files, mode, existing): PageData => ({ data: build(input, files, mode, existing) }),
    view: FreeFormPageView,
    toView: (row: PageRow | null) => ({ data: dataOf(row), updated_at: row?.updated_at ?? null }),
    notFound: { message: `${options.label} not found`, code: 'PAGE_NOT_FOUND' },
  });
}

/** OpenAPI for a free-form page body: open text fields, `data`, and the page's file fields. */
function freeFormBodySchema(fileKeys: readonly string[]): BodySchema {
  return {
    type: 'object',
    description:
      'Any fields named [a-z][a-z0-9_]* (text ≤ 20,000 characters; the whole page ≤ 64 KB). ' +
      'Link fields (names with link/url/href) take http(s), mailto:, tel: or a path starting with /; no field takes javascript:/data: links.',
    properties: {
      data: { type: 'object', additionalProperties: true, description: 'Fields as one JSON object (JSON text in multipart); merged first' },
      title: { type: 'string', maxLength: 20_000 },
      joining_link: { type: 'string', description: 'A link field, e.g. https://…' },
      ...Object.fromEntries(fileKeys.map((key) => [key, { type: 'string', format: 'binary' }])),
    },
    additionalProperties: { type: 'string' },
  };
}

export const opportunityPageResource = freeFormPage({
  label: 'Opportunity page',
  path: 'opportunity-page',
  table: (db) => singletonTable<OpportunityPage, PageData>(db.opportunityPage),
  files: {
    banner_image: IMAGE,
    image: IMAGE,
    content_image: IMAGE,
    compensation_plan_image: IMAGE,
    compensation_plan_pdf: PDF,
    video: VIDEO,
  },
  delete: true,
});

export const productPageResource = freeFormPage({
  label: 'Product page',
  path: 'product-page',
  table: (db) => singletonTable<ProductPage, PageData>(db.productPage),
  files: { banner_image: IMAGE, image: IMAGE, video: VIDEO },
});

export const joinUsPageResource = freeFormPage({
  label: 'Join-us page',
  path: 'join-us-page',
  table: (db) => singletonTable<JoinUsPage, PageData>(db.joinUsPage),
  files: { banner_image: IMAGE, image: IMAGE, content_image: IMAGE, video: VIDEO },
  delete: true,
});

// ─── Social links: JSON object of network → URL ─────────────────────────────

type Links = Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>>;

const linksOf = (row: SocialLinks | null): Links => {
  const data = row?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const links: Links = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = (data as Record<string, unknown>)[network];
    if (typeof url === 'string' && url) links[network] = url;
  }
  return links;
};

export const socialLinksResource = defineSingleton({
  label: 'Social links',
  path: 'footer/social-links',
  post: true,
  delete: true,
  multipart: false,
  table: (db: Db) => singletonTable<SocialLinks, { data: Links }>(db.socialLinks),
  bodyPipe: createValidationPipe({ expectedType: SocialLinksDto }),
  bodyType: SocialLinksDto,
  files: {},
  fileValue: () => null,
  toData: (input: SocialLinksDto, _files, mode, existing) => {
    const links: Record<string, string> = mode === 'merge' ? { ...linksOf(existing) } : {};
    for (const network of SOCIAL_NETWORKS) {
      const value = input[network];
      if (value === null) delete links[network];
      else if (value !== undefined) links[network] = value;
    }
    return { data: links };
  },
  view: SocialLinksView,
  toView: (row: SocialLinks | null) => linksOf(row),
  missing: { message: 'No social links yet', code: 'SOCIAL_LINKS_NOT_FOUND' },
  notFound: { message: 'No social links yet', code: 'SOCIAL_LINKS_NOT_FOUND' },
});

// ─── Autoresponder messages: to a new subscriber, and to a visitor who left a lead ──

type MessageData = { subject: string; body: string; enabled: boolean } | Partial<{ subject: string; body: string; enabled: boolean }>;
type MessageRow = SubscriberMessage | LeadMessage;

/**
 * An email text the distributor edits (subject, body, on/off). The first save needs every column; blank
 * subject/body make the worker send its default copy.
 */
function autoresponderMessage<Row extends MessageRow, View extends SubscriberMessageView | LeadMessageView>(spec: {
  label: string;
  path: string;
  table: (db: Db) => ReturnType<typeof singletonTable<Row, MessageData>>;
  view: new () => View;
  notFound: { message: string; code: string };
}) {
  return defineSingleton({
    label: spec.label,
    path: spec.path,
    multipart: true,
    table: spec.table,
    bodyPipe: createValidationPipe({ expectedType: SubscriberMessageDto }),
    bodyType: SubscriberMessageDto,
    files: {},
    fileValue: () => null,
    toData: (input: SubscriberMessageDto, _files, _mode, existing): MessageData =>
      existing ? messageChanges(input) : { subject: input.subject ?? '', body: input.body ?? '', enabled: input.enabled ?? true },
    view: spec.view,
    toView: (row: Row | null) =>
      row
        ? { subject: row.subject, body: row.body, enabled: row.enabled, updated_at: row.updated_at }
        : { subject: '', body: '', enabled: true, updated_at: null },
    notFound: spec.notFound,
  });
}

/**
 * An update's columns. JSON `null` passes `@IsOptional` as an absent field does: for the texts it clears them (blank
 * sends the default copy, as on the first save), for `enabled` it keeps the stored value; absent keeps either.
 */
function messageChanges(input: SubscriberMessageDto): MessageData {
  const changes: Partial<{ subject: string; body: string; enabled: boolean }> = {};
  if (input.subject !== undefined) changes.subject = input.subject ?? '';
  if (input.body !== undefined) changes.body = input.body ?? '';
  if (input.enabled !== undefined && input.enabled !== null) changes.enabled = input.enabled;
  return changes;
}

export const subscriberMessageResource = autoresponderMessage({
  label: 'Subscriber message',
  path: 'subscriber-message',
  table: (db: Db) => singletonTable<SubscriberMessage, MessageData>(db.subscriberMessage),
  view: SubscriberMessageView,
  notFound: { message: 'Subscriber message not found', code: 'SUBSCRIBER_MESSAGE_NOT_FOUND' },
});

export const leadMessageResource = autoresponderMessage({
  label: 'Lead message',
  path: 'lead-message',
  table: (db: Db) => singletonTable<LeadMessage, MessageData>(db.leadMessage),
  view: LeadMessageView,
  notFound: { message: 'Lead message not found', code: 'LEAD_MESSAGE_NOT_FOUND' },
});
