import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Agent, SubscriptionStatus, UserStats } from '@/features/admin/agents/lib/agent';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { listParams, listQuery, toPagination, type ListQuery, type Pagination } from '@/features/admin/lib/paging';
import { typedApi } from '@/lib/api/typed-client';

/** One page of agents, the fleet-wide counts, and the query it answers. */
export interface TenantUsers {
  users: Agent[];
  /** The whole fleet, whatever the search (docs/product.md#data, `userStats`). */
  userStats: UserStats;
  /** `total` counts the agents matching the search. */
  pagination: Pagination;
  query: ListQuery;
}

/**
 * GET /admin/tenant-users?search=&page=&limit= → one page of agents (newest first); the server searches
 * (case-insensitive, full name or email, docs/product.md#agents) and pages, as a fleet can have 10,000+ distributors.
 */
export async function getTenantUsers(query: ListQuery = listQuery(), signal?: AbortSignal, salesCredited?: boolean): Promise<TenantUsers> {
  const answer = await typedApi.get('/admin/tenant-users', { query: { ...listParams(query), sales_credited: salesCredited }, signal });
  return { users: answer.users, userStats: answer.userStats, pagination: toPagination(answer.pagination, query), query };
}

/** `salesCredited`: only distributors whose sales are (true) or are not (false) credited to them; unset, all. */
export const tenantUsersQuery = (query: ListQuery = listQuery(), salesCredited?: boolean) =>
  queryOptions({
    queryKey:
      salesCredited === undefined ? adminKeys.tenantUsersPage(query) : ([...adminKeys.tenantUsersPage(query), { salesCredited }] as const),
    queryFn: ({ signal }) => getTenantUsers(query, signal, salesCredited),
    // The previous page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export const useTenantUsers = (query: ListQuery = listQuery(), salesCredited?: boolean) => useQuery(tenantUsersQuery(query, salesCredited));

export interface StatusChange {
  agent: Agent;
  subscription_status: SubscriptionStatus;
}

export interface StatusChanged {
  agent: Agent;
  message: string;
}

/** PUT /admin/user-status {user_id, subscription_status} → the updated agent and the server's message. */
export async function setUserStatus({ agent, subscription_status }: StatusChange): Promise<StatusChanged> {
  const answer = await typedApi.put('/admin/user-status', { body: { user_id: agent.id, subscription_status } });
  return { agent: answer.user, message: answer.message };
}

/**
 * Puts one changed agent into every cached page that shows it and moves the fleet counts of every
 * cached page (docs/product.md#agents: the list updates in place). `previous` is the status the change started from,
 * for pages that do not show the agent.
 */
export function replaceAgent(client: QueryClient, agent: Agent, previous?: SubscriptionStatus): void {
  client.setQueriesData<TenantUsers>({ queryKey: adminKeys.tenantUsers }, (current) => {
    if (!current) return current;
    const before = current.users.find((user) => user.id === agent.id)?.status ?? previous;
    const users = current.users.map((user) => (user.id === agent.id ? agent : user));
    let { active, inactive } = current.userStats;
    if (before && before !== agent.status) {
      active += agent.status === 'active' ? 1 : -1;
      inactive += agent.status === 'inactive' ? 1 : -1;
    }
    return { ...current, users, userStats: { ...current.userStats, active, inactive } };
  });
}

/**
 * After the server accepted a status change: the cached pages show it at once (row and counts), then
 * are read again. A page read still in flight may predate the change, so it is dropped first.
 */
export async function afterStatusChange(client: QueryClient, agent: Agent, previous: SubscriptionStatus): Promise<void> {
  await client.cancelQueries({ queryKey: adminKeys.tenantUsers });
  replaceAgent(client, agent, previous);
  void client.invalidateQueries({ queryKey: adminKeys.tenantUsers });
  void client.invalidateQueries({ queryKey: adminKeys.dashboard });
  void client.invalidateQueries({ queryKey: adminKeys.settings(agent.tenant_id) });
}

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: ({ agent }, change) => afterStatusChange(client, agent, change.agent.status),
  });
}
