import { useMutation } from '@tanstack/react-query';
import type { UserSessionResponse } from '@/features/auth/api/types';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { saveUserSession } from '@/lib/storage';

type SignupInput = Schema<'SignupDto'>;

/** POST /users/signup → 201 {token, tenant_id, user}; starts the distributor session. */
async function signup(input: SignupInput): Promise<UserSessionResponse> {
  const session = await typedApi.post('/users/signup', { body: input });
  saveUserSession({ token: session.token, tenantId: session.tenant_id });
  return session;
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
