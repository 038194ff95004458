import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  toAgent,
  toUserStats,
  type Agent,
  type SubscriptionStatus,
  type UserStats,
} from '@/features/admin/agents/lib/agent';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { answerMessage, listFrom, recordFrom } from '@/features/admin/lib/data';
import { isRecord } from '@/lib/records';
import { api } from '@/lib/api-client';

export interface TenantUsers {
  users: Agent[];
  userStats: UserStats;
}

/** GET /admin/tenant-users → every agent (newest first) and fleet-wide counts. */
export async function getTenantUsers(signal?: AbortSignal): Promise<TenantUsers> {
  const answer = await api.get<unknown>('/admin/tenant-users', { signal });
  const users = listFrom(answer, 'users').map(toAgent);
  return { users, userStats: toUserStats(isRecord(answer) ? answer.userStats : undefined, users) };
}

export const tenantUsersQuery = () =>
  queryOptions({ queryKey: adminKeys.tenantUsers, queryFn: ({ signal }) => getTenantUsers(signal) });

export const useTenantUsers = () => useQuery(tenantUsersQuery());

export interface StatusChange {
  agent: Agent;
  subscription_status: SubscriptionStatus;
}

export interface StatusChanged {
  agent: Agent;
  message: string;
}

/** PUT /admin/user-status {user_id, subscription_status} → the updated agent (the answer's, else ours). */
export async function setUserStatus({ agent, subscription_status }: StatusChange): Promise<StatusChanged> {
  const answer = await api.put<unknown>('/admin/user-status', { user_id: agent.id, subscription_status });
  const user = recordFrom(answer, 'user');
  const fromServer = user && user !== answer ? toAgent(user) : null;
  return {
    agent: fromServer?.id ? fromServer : { ...agent, status: subscription_status },
    message: answerMessage(answer, 'Status updated'),
  };
}

/** Puts one changed agent into the cached list and recounts the stats (spec §4: the local list updates). */
export function replaceAgent(client: QueryClient, agent: Agent): void {
  client.setQueryData<TenantUsers>(adminKeys.tenantUsers, (current) => {
    if (!current) return current;
    const before = current.users.find((user) => user.id === agent.id);
    const users = current.users.map((user) => (user.id === agent.id ? agent : user));
    let { active, inactive } = current.userStats;
    if (before && before.status !== agent.status) {
      active += agent.status === 'active' ? 1 : -1;
      inactive += agent.status === 'inactive' ? 1 : -1;
    }
    return { users, userStats: { ...current.userStats, active, inactive } };
  });
}

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: ({ agent }) => {
      replaceAgent(client, agent);
      void client.invalidateQueries({ queryKey: adminKeys.dashboard });
      void client.invalidateQueries({ queryKey: adminKeys.settings(agent.tenant_id) });
    },
  });
}
