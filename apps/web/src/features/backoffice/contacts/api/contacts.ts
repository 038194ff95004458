import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateTenant, tenantQueryKey, useTenantId } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Answer, type Body, type Schema } from '@/lib/api/typed-client';

/** The people a distributor follows up (docs/product.md "Contacts"; docs/backoffice-api.md "Contacts"). */

export type Contact = Schema<'ContactView'>;
export type ContactDetail = Schema<'ContactDetail'>;
export type ContactStatus = Contact['status'];
export type TimelineEntry = Schema<'ContactTimelineEntry'>;
export type ContactsAnswer = Answer<'/tenants/{tenantId}/contacts', 'get'>;
export type ContactChanges = Body<'/tenants/{tenantId}/contacts/{contactId}', 'patch'>;

export const CONTACTS_PAGE_SIZE = 20;
const KEY = 'contacts';

/** The pipeline in its order, as the distributor reads it. */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  prospect: 'Prospect',
  customer: 'Customer',
  team_member: 'Team member',
  not_interested: 'Not interested',
};

export const CONTACT_SORT_LABELS = {
  recent: 'Recent activity',
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A–Z',
  follow_up: 'Follow-up date',
} as const;
export type ContactSort = keyof typeof CONTACT_SORT_LABELS;

export interface ContactsQuery {
  search?: string;
  status?: ContactStatus | null;
  tag?: string;
  source?: string | null;
  due?: 'today' | 'overdue' | null;
  sort?: ContactSort;
  page?: number;
  limit?: number;
}

/** The query as sent: blanks left out. */
const sentQuery = (q: ContactsQuery) => ({
  search: q.search?.trim() || undefined,
  status: q.status ?? undefined,
  tag: q.tag?.trim() || undefined,
  source: q.source ?? undefined,
  due: q.due ?? undefined,
  sort: q.sort,
  page: q.page ?? 1,
  limit: q.limit ?? CONTACTS_PAGE_SIZE,
});

const contactsQueryOptions = (tenantId: string, query: ContactsQuery = {}) => {
  const sent = sentQuery(query);
  return queryOptions({
    queryKey: [...tenantQueryKey(tenantId, KEY), 'page', JSON.stringify(sent)],
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/contacts', { path: { tenantId }, query: sent, signal }),
    placeholderData: keepPreviousData,
  });
};

/** GET /tenants/{tenantId}/contacts → `{ contacts, total, page, limit }` (searched, filtered and paged by the server). */
export function useContacts(query: ContactsQuery = {}) {
  return useQuery(contactsQueryOptions(useTenantId(), query));
}

const contactQueryOptions = (tenantId: string, contactId: string) =>
  queryOptions({
    queryKey: tenantQueryKey(tenantId, KEY, 'detail', contactId),
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/contacts/{contactId}', { path: { tenantId, contactId }, signal }),
  });

/** One contact: status, tags, follow-up date, notes, timeline, subscription. */
export function useContact(contactId: string) {
  return useQuery(contactQueryOptions(useTenantId(), contactId));
}

/** The contact page's writes; each answers the whole contact, which replaces the cached one, and refreshes the list. */
export function useContactActions(contactId: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const path = { tenantId, contactId };
  const onSuccess = (contact: ContactDetail) => {
    queryClient.setQueryData(contactQueryOptions(tenantId, contactId).queryKey, contact);
    return invalidateTenant(queryClient, tenantId, [`${KEY}/page`]);
  };
  return {
    update: useMutation({
      mutationFn: (body: ContactChanges) => typedApi.patch('/tenants/{tenantId}/contacts/{contactId}', { path, body }),
      onSuccess,
    }),
    addNote: useMutation({
      mutationFn: (text: string) => typedApi.post('/tenants/{tenantId}/contacts/{contactId}/notes', { path, body: { text } }),
      onSuccess,
    }),
  };
}

/** GET …/contacts/{contactId}/export: everything held about the person (the right of access), as a JSON file's text. */
export async function fetchContactExport(tenantId: string, contactId: string): Promise<string> {
  const document = await typedApi.get('/tenants/{tenantId}/contacts/{contactId}/export', { path: { tenantId, contactId } });
  return JSON.stringify(document, null, 2);
}

/**
 * DELETE …/contacts/{contactId}: erases the person (docs/privacy.md "Access and erasure"). Their cached
 * contact is dropped and every contacts list refreshed, so nothing shows them once it answers.
 */
export function useEraseContact(contactId: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => typedApi.delete('/tenants/{tenantId}/contacts/{contactId}', { path: { tenantId, contactId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: contactQueryOptions(tenantId, contactId).queryKey });
      return queryClient.invalidateQueries({ queryKey: tenantQueryKey(tenantId, KEY) });
    },
  });
}

export type ImportPreview = Schema<'ContactImportPreview'>;
export type ImportReport = Schema<'ContactImportReport'>;
export type ImportMapping = NonNullable<Parameters<typeof typedApi.post<'/tenants/{tenantId}/contacts/import'>>[1]>['query'];

const csvBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** The import (docs/product.md "Contacts", Import): the preview of a CSV, then the import with the mapping. */
export function useContactImport() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const path = { tenantId };
  return {
    preview: useMutation({
      mutationFn: (file: File) => typedApi.post('/tenants/{tenantId}/contacts/import/preview', { path, body: csvBody(file) }),
    }),
    run: useMutation({
      mutationFn: ({ file, mapping }: { file: File; mapping: ImportMapping }) =>
        typedApi.post('/tenants/{tenantId}/contacts/import', { path, query: mapping, body: csvBody(file) }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantQueryKey(tenantId, KEY) }),
    }),
  };
}
