import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQuery, toPagination, type ListQuery, type Pagination } from '@/features/admin/lib/paging';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** One entry of `GET /admin/emails` (docs/admin-api.md "Emails"). */
export type Email = Schema<'EmailView'>;
export type EmailStatus = Email['status'];
/** The list's status filter. */
export type EmailFilter = 'all' | EmailStatus;

export interface EmailsQuery extends ListQuery {
  status: EmailFilter;
}

export interface EmailPage {
  emails: Email[];
  pagination: Pagination;
  query: EmailsQuery;
}

export const emailsQuery = ({ status = 'failed', ...list }: Partial<EmailsQuery> = {}): EmailsQuery => ({ ...listQuery(list), status });

/** The query string of a page: `All` sends no status filter. */
export const emailsParams = (query: EmailsQuery) => ({
  status: query.status === 'all' ? undefined : query.status,
  page: query.page,
  limit: query.limit,
});

/** GET /admin/emails?status=&page=&limit= → one page, most recently active first. */
async function getEmails(query: EmailsQuery, signal?: AbortSignal): Promise<EmailPage> {
  const answer = await typedApi.get('/admin/emails', { query: emailsParams(query), signal });
  return { emails: answer.emails, pagination: toPagination(answer.pagination, query), query };
}

export const useEmails = (query: EmailsQuery) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.emailsPage(query),
      queryFn: ({ signal }) => getEmails(query, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /admin/emails/:id/retry → the answer's message. */
async function retryEmail(id: string): Promise<string> {
  return (await typedApi.post('/admin/emails/{id}/retry', { path: { id } })).message;
}

export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.emails });
    },
  });
}
