import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent } from '@/features/admin/agents/lib/agent';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi } from '@/lib/api/typed-client';

/**
 * POST /admin/reset-user-password {user_id}: the API emails the distributor a single-use reset link;
 * the admin never sees or sets a password (docs/admin-api.md).
 */
export async function sendResetLink(agent: Pick<Agent, 'id' | 'email'>): Promise<string> {
  const answer = await typedApi.post('/admin/reset-user-password', { body: { user_id: agent.id } });
  return answer.message || `A password reset link has been sent to ${agent.email}.`;
}

/** docs/product.md#admin: after a reset the tenant users are refreshed (every cached page and search). */
export function useSendResetLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendResetLink,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.tenantUsers });
    },
  });
}
