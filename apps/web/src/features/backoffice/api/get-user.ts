import { queryOptions, useQuery } from '@tanstack/react-query';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** The signed-in distributor (GET /users/{tenantId}). */
export type BackofficeUser = Schema<'UserView'>;

function getUser(tenantId: string, signal?: AbortSignal): Promise<BackofficeUser> {
  return typedApi.get('/users/{tenantId}', { path: { tenantId }, signal });
}

const userQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: ['users', tenantId],
    queryFn: ({ signal }) => getUser(tenantId, signal),
  });

export function useUser(tenantId: string) {
  return useQuery(userQueryOptions(tenantId));
}
