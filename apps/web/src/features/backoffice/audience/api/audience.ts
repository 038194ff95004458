import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { formBody, tenantQueryKey, useTenantId, type SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';
import { typedApi, type Schema } from '@/lib/api/typed-client';

// ─── Subscribers and leads (paged, searchable, CSV export) ──────────────────

type Subscriber = Schema<'SubscriberView'>;
type Lead = Schema<'LeadView'>;

/** The row of each audience list. */
export interface AudienceRows {
  subscribers: Subscriber;
  leads: Lead;
}
export type AudienceKind = keyof AudienceRows;

interface AudiencePage<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
}

export interface AudienceQuery {
  search?: string;
  page?: number;
  limit?: number;
}

export const AUDIENCE_PAGE_SIZE = 20;

type Loader<K extends AudienceKind> = (
  tenantId: string,
  query: AudienceQuery,
  signal?: AbortSignal,
) => Promise<AudiencePage<AudienceRows[K]>>;

const listQuery = (query: AudienceQuery) => ({ search: query.search?.trim() || undefined, page: query.page, limit: query.limit });

/** GET /tenants/{tenantId}/subscribers|leads → `{ subscribers|leads, total, page, limit }`. */
const loaders: { [K in AudienceKind]: Loader<K> } = {
  subscribers: async (tenantId, query, signal) => {
    const { subscribers, ...page } = await typedApi.get('/tenants/{tenantId}/subscribers', {
      path: { tenantId },
      query: listQuery(query),
      signal,
    });
    return { rows: subscribers, ...page };
  },
  leads: async (tenantId, query, signal) => {
    const { leads, ...page } = await typedApi.get('/tenants/{tenantId}/leads', { path: { tenantId }, query: listQuery(query), signal });
    return { rows: leads, ...page };
  },
};

export const audienceQueryOptions = <K extends AudienceKind>(tenantId: string, kind: K, query: AudienceQuery = {}) =>
  queryOptions({
    queryKey: [...tenantQueryKey(tenantId, kind), 'page', query.search?.trim() ?? '', query.page ?? 1, query.limit ?? AUDIENCE_PAGE_SIZE],
    queryFn: ({ signal }) => loaders[kind](tenantId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useAudience<K extends AudienceKind>(kind: K, query: AudienceQuery = {}) {
  return useQuery(audienceQueryOptions(useTenantId(), kind, query));
}

/** Just the total (the dashboard's counts): one row is enough to learn it. */
export function useAudienceTotal(kind: AudienceKind) {
  const tenantId = useTenantId();
  return useQuery({
    ...audienceQueryOptions(tenantId, kind, { page: 1, limit: 1 }),
    select: (page) => page.total,
  });
}

// ─── One subscriber: consent evidence and campaign history ──────────────────

export type SubscriberDetail = Schema<'SubscriberDetail'>;

const subscriberDetailQueryOptions = (tenantId: string, subscriberId: string) =>
  queryOptions({
    queryKey: [...tenantQueryKey(tenantId, 'subscribers'), 'detail', subscriberId],
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/subscribers/{subscriberId}', { path: { tenantId, subscriberId }, signal }),
  });

export function useSubscriberDetail(subscriberId: string | null) {
  const tenantId = useTenantId();
  return useQuery({ ...subscriberDetailQueryOptions(tenantId, subscriberId ?? ''), enabled: subscriberId !== null });
}

export const exportFileName = (kind: AudienceKind, now = new Date()): string => `${kind}-${now.toISOString().slice(0, 10)}.csv`;

/** GET /{kind}/export?search= → the CSV text. */
export function fetchAudienceCsv(tenantId: string, kind: AudienceKind, search?: string): Promise<string> {
  const options = { path: { tenantId }, query: { search: search?.trim() || undefined }, headers: { Accept: 'text/csv, */*' } };
  return kind === 'subscribers'
    ? typedApi.get('/tenants/{tenantId}/subscribers/export', options)
    : typedApi.get('/tenants/{tenantId}/leads/export', options);
}

/** Hands a text file to the browser as a download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

// ─── Subscriber message (the welcome autoresponder) ─────────────────────────

/** The welcome autoresponder (blank subject/body send the default copy). */
export type SubscriberMessage = Schema<'SubscriberMessageView'>;

/** JSON or multipart; GET answers the defaults (enabled, blank texts) before the first save. */
export const subscriberMessageResource: SingletonResourceConfig<SubscriberMessage> = {
  key: 'subscriber-message',
  read: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/subscriber-message', { path: { tenantId }, signal }),
  save: (tenantId, body) => typedApi.put('/tenants/{tenantId}/subscriber-message', { path: { tenantId }, body: formBody(body) }),
};

export const SUBSCRIBER_MESSAGE_FIELDS: readonly FieldDef[] = [
  { name: 'enabled', label: 'Send a welcome email to new subscribers', kind: 'switch' },
  { name: 'subject', label: 'Email subject', kind: 'text', maxLength: 200, placeholder: 'Welcome!' },
  {
    name: 'body',
    label: 'Email message',
    kind: 'textarea',
    minRows: 8,
    maxLength: 10_000,
    description: 'Plain text. Leave the subject or message empty to send the default welcome email.',
  },
];

// ─── Lead message (the visitor's autoresponder after a contact-form lead) ───

export type LeadMessage = Schema<'LeadMessageView'>;

export const leadMessageResource: SingletonResourceConfig<LeadMessage> = {
  key: 'lead-message',
  read: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/lead-message', { path: { tenantId }, signal }),
  save: (tenantId, body) => typedApi.put('/tenants/{tenantId}/lead-message', { path: { tenantId }, body: formBody(body) }),
};

export const LEAD_MESSAGE_FIELDS: readonly FieldDef[] = [
  { name: 'enabled', label: 'Send an automatic reply to visitors who message you', kind: 'switch' },
  { name: 'subject', label: 'Email subject', kind: 'text', maxLength: 200, placeholder: 'Thank you for your message' },
  {
    name: 'body',
    label: 'Email message',
    kind: 'textarea',
    minRows: 6,
    maxLength: 10_000,
    description: 'Plain text; {name} becomes the visitor’s name. Leave the subject or message empty to send the default reply.',
  },
];

export const subscriberMessageValues = (message: Partial<SubscriberMessage> | null): FormValues => ({
  enabled: message?.enabled ?? true,
  subject: textValue(message?.subject),
  body: textValue(message?.body),
});
