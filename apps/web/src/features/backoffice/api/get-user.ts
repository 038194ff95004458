import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isRecord } from '@/lib/records';

/** The signed-in distributor (GET /users/{tenantId}). */
export interface BackofficeUser {
  id: string | number;
  first_name: string;
  last_name: string;
  email: string;
  tenant_id: string | number;
  subdomain?: string | null;
  [field: string]: unknown;
}

/** The answer is the user object; a `{ user }` wrapper is tolerated. */
export function unwrapUser(answer: unknown): BackofficeUser {
  const candidate = isRecord(answer) && isRecord(answer.user) ? answer.user : answer;
  if (!isRecord(candidate) || candidate.id === undefined) {
    throw new Error('The user lookup returned no user.');
  }
  return candidate as BackofficeUser;
}

export async function getUser(tenantId: string, signal?: AbortSignal): Promise<BackofficeUser> {
  return unwrapUser(await api.get<unknown>(`/users/${encodeURIComponent(tenantId)}`, { signal }));
}

export const userQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: ['users', tenantId],
    queryFn: ({ signal }) => getUser(tenantId, signal),
  });

export function useUser(tenantId: string) {
  return useQuery(userQueryOptions(tenantId));
}
