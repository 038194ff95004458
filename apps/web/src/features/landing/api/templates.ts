import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { typedApi, type Schema, type TypedClient } from '@/lib/api/typed-client';
import { paths } from '@/lib/paths';
import { text } from '@/lib/text';

/** One row of `GET /api/templates` (docs/product.md#data, Template; docs/public-api.md). */
export type TemplateSummary = Schema<'TemplateView'>;

/** What the card helpers read; a missing or blank field gets its default (docs/product.md#template-gallery). */
type TemplateFields = Partial<TemplateSummary>;

/** Where the gallery's Preview button goes: an in-app path or an absolute URL. */
export type PreviewTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export const TEMPLATE_PLACEHOLDER_IMAGE = '/landing/template-placeholder.svg';
const NO_DESCRIPTION = 'No description available';
export const NO_ROUTE = 'No valid route available for this template.';

/** Reason phrases for the statuses a proxy or the API can answer with (the client does not keep the response). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const statusText = (status: number): string => STATUS_TEXT[status] ?? `HTTP ${String(status)}`;

/** docs/product.md#messages: 'Failed to fetch templates: {status text}' for an HTTP failure; otherwise the error's own message. */
export function templatesErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) return `Failed to fetch templates: ${statusText(error.status)}`;
  if (error instanceof Error && error.message) return error.message;
  return 'Failed to fetch templates';
}

const SAFE_PATH = /^\/[A-Za-z0-9\-._~/]*$/;
const ABSOLUTE_URL = /^https?:\/\/[^\s]+$/i;

/** The `/template{id}` previews this app has (main-domain route table). */
const DEMO_PREVIEW_PATHS: readonly string[] = [paths.templateDemo.template1, paths.templateDemo.template2, paths.templateDemo.template3];

/**
 * The template's `route`, or `/template{id}` when it has none. The id fallback is only used when that
 * preview exists here (a missing page would just bounce to `/`); otherwise there is no usable route and
 * the card says so ('No valid route available for this template.').
 */
export function previewTargetOf(template: TemplateFields, previews: readonly string[] = DEMO_PREVIEW_PATHS): PreviewTarget | undefined {
  const route = text(template.route);
  if (route) {
    if (ABSOLUTE_URL.test(route)) return { kind: 'external', href: route };
    const path = route.startsWith('/') ? route : `/${route}`;
    if (SAFE_PATH.test(path)) return { kind: 'internal', to: path };
  }
  const id = template.id === undefined ? null : String(template.id);
  const fallback = id ? `/template${id}` : undefined;
  if (fallback && previews.includes(fallback)) return { kind: 'internal', to: fallback };
  return undefined;
}

export const imageOf = (template: TemplateFields): string => text(template.image) ?? TEMPLATE_PLACEHOLDER_IMAGE;

export const descriptionOf = (template: TemplateFields): string => text(template.description) ?? NO_DESCRIPTION;

export const nameOf = (template: TemplateFields, index: number): string => text(template.name) ?? `Template ${String(index + 1)}`;

export function fetchTemplates(client: TypedClient = typedApi, signal?: AbortSignal): Promise<TemplateSummary[]> {
  return client.get('/templates', { signal });
}

export const templatesQuery = () =>
  queryOptions({
    queryKey: ['landing', 'templates'] as const,
    queryFn: ({ signal }) => fetchTemplates(typedApi, signal),
    staleTime: 5 * 60_000,
  });
