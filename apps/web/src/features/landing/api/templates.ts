import { queryOptions } from '@tanstack/react-query';
import { api, isApiError, type ApiClient } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** One row of `GET /api/templates` (spec §3 "Template"; docs/public-api.md). Any field may be missing. */
export interface TemplateSummary {
  id?: number | string | null;
  name?: string | null;
  description?: string | null;
  image?: string | null;
  route?: string | null;
}

/** Where the gallery's Preview button goes: an in-app path or an absolute URL. */
export type PreviewTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export const TEMPLATE_PLACEHOLDER_IMAGE = '/landing/template-placeholder.svg';
export const NO_DESCRIPTION = 'No description available';
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

export const statusText = (status: number): string => STATUS_TEXT[status] ?? `HTTP ${String(status)}`;

/** Spec §8: 'Failed to fetch templates: {status text}' for an HTTP failure; otherwise the error's own message. */
export function templatesErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) return `Failed to fetch templates: ${statusText(error.status)}`;
  if (error instanceof Error && error.message) return error.message;
  return 'Failed to fetch templates';
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A JSON answer that is not a list (or holds non-objects) is read as "no templates". */
export function normalizeTemplates(raw: unknown): TemplateSummary[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((item): item is TemplateSummary => item !== null && typeof item === 'object' && !Array.isArray(item));
}

const SAFE_PATH = /^\/[A-Za-z0-9\-._~/]*$/;
const ABSOLUTE_URL = /^https?:\/\/[^\s]+$/i;

/** The `/template{id}` previews this app has (main-domain route table). */
export const DEMO_PREVIEW_PATHS: readonly string[] = [paths.templateDemo.template1, paths.templateDemo.template2];

/**
 * The template's `route`, or `/template{id}` when it has none. The id fallback is only used when that
 * preview exists here (a missing page would just bounce to `/`); otherwise there is no usable route and
 * the card says so ('No valid route available for this template.').
 */
export function previewTargetOf(
  template: TemplateSummary,
  previews: readonly string[] = DEMO_PREVIEW_PATHS,
): PreviewTarget | undefined {
  const route = text(template.route);
  if (route) {
    if (ABSOLUTE_URL.test(route)) return { kind: 'external', href: route };
    const path = route.startsWith('/') ? route : `/${route}`;
    if (SAFE_PATH.test(path)) return { kind: 'internal', to: path };
  }
  const id = typeof template.id === 'number' ? String(template.id) : text(template.id);
  const fallback = id ? `/template${id}` : undefined;
  if (fallback && previews.includes(fallback)) return { kind: 'internal', to: fallback };
  return undefined;
}

export const imageOf = (template: TemplateSummary): string => text(template.image) ?? TEMPLATE_PLACEHOLDER_IMAGE;

export const descriptionOf = (template: TemplateSummary): string => text(template.description) ?? NO_DESCRIPTION;

export const nameOf = (template: TemplateSummary, index: number): string =>
  text(template.name) ?? `Template ${String(index + 1)}`;

export async function fetchTemplates(client: ApiClient = api, signal?: AbortSignal): Promise<TemplateSummary[]> {
  return normalizeTemplates(await client.get<unknown>('/templates', { signal }));
}

export const templatesQuery = () =>
  queryOptions({
    queryKey: ['landing', 'templates'] as const,
    queryFn: ({ signal }) => fetchTemplates(api, signal),
    staleTime: 5 * 60_000,
  });
