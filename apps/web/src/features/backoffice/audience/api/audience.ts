import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  tenantPath,
  tenantQueryKey,
  unwrapList,
  useTenantId,
  type SingletonResourceConfig,
} from '@/features/backoffice/api/tenant-resource';
import { withQuery } from '@/lib/query-string';
import { boolValue, isRecord, type Row } from '@/lib/records';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';
import { api } from '@/lib/api-client';

// ─── Subscribers and leads (paged, searchable, CSV export) ──────────────────

export type AudienceKind = 'subscribers' | 'leads';

export interface Subscriber extends Row {
  id: string;
  email: string;
  created_at: string | null;
  status: string;
}

export interface Lead extends Row {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string | null;
}

export interface AudiencePage<T> {
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

/** `{ subscribers|leads: [...], total, page, limit }`, or a bare list. */
export function unwrapAudiencePage<T>(answer: unknown, kind: AudienceKind, query: AudienceQuery = {}): AudiencePage<T> {
  const rows = unwrapList<T>(answer, [kind]);
  const meta = isRecord(answer) ? answer : {};
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    rows,
    total: number(meta.total, rows.length),
    page: number(meta.page, query.page ?? 1),
    limit: number(meta.limit, query.limit ?? AUDIENCE_PAGE_SIZE),
  };
}

export function audiencePath(tenantId: string, kind: AudienceKind, query: AudienceQuery = {}): string {
  return withQuery(tenantPath(tenantId, kind), {
    search: query.search?.trim(),
    page: query.page,
    limit: query.limit,
  });
}

export const audienceQueryOptions = <T>(tenantId: string, kind: AudienceKind, query: AudienceQuery = {}) =>
  queryOptions({
    queryKey: [...tenantQueryKey(tenantId, kind), 'page', query.search?.trim() ?? '', query.page ?? 1, query.limit ?? AUDIENCE_PAGE_SIZE],
    queryFn: async ({ signal }) =>
      unwrapAudiencePage<T>(await api.get<unknown>(audiencePath(tenantId, kind, query), { signal }), kind, query),
    placeholderData: keepPreviousData,
  });

export function useAudience<T>(kind: AudienceKind, query: AudienceQuery = {}) {
  return useQuery(audienceQueryOptions<T>(useTenantId(), kind, query));
}

/** Just the total (the dashboard's counts): one row is enough to learn it. */
export function useAudienceTotal(kind: AudienceKind) {
  const tenantId = useTenantId();
  return useQuery({
    ...audienceQueryOptions<Row>(tenantId, kind, { page: 1, limit: 1 }),
    select: (page) => page.total,
  });
}

export const exportFileName = (kind: AudienceKind, now = new Date()): string =>
  `${kind}-${now.toISOString().slice(0, 10)}.csv`;

/** GET /{kind}/export?search= → the CSV text. */
export async function fetchAudienceCsv(tenantId: string, kind: AudienceKind, search?: string): Promise<string> {
  const path = withQuery(tenantPath(tenantId, kind, 'export'), { search: search?.trim() });
  const answer = await api.get<unknown>(path, { headers: { Accept: 'text/csv, */*' } });
  return typeof answer === 'string' ? answer : '';
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

export interface SubscriberMessage {
  subject: string;
  body: string;
  enabled: boolean;
}

export const subscriberMessageResource: SingletonResourceConfig<SubscriberMessage> = {
  path: 'subscriber-message',
  recordKeys: ['subscriber_message', 'subscriberMessage'],
  emptyWhen: true,
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

export const subscriberMessageValues = (message: Partial<SubscriberMessage> | null): FormValues => ({
  enabled: boolValue(message?.enabled, true),
  subject: textValue(message?.subject),
  body: textValue(message?.body),
});
