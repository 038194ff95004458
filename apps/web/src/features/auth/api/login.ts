import { useMutation } from '@tanstack/react-query';
import type { UserSessionResponse } from '@/features/auth/api/types';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { saveUserSession } from '@/lib/storage';

type LoginInput = Schema<'CredentialsDto'>;

/** POST /users/login → {token, tenant_id, user}; starts the distributor session. */
async function login(input: LoginInput): Promise<UserSessionResponse> {
  const session = await typedApi.post('/users/login', { body: input });
  saveUserSession({ token: session.token, tenantId: session.tenant_id });
  return session;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
