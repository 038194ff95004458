import { useMutation } from '@tanstack/react-query';
import type { UserSessionResponse } from '@/features/auth/api/types';
import { api } from '@/lib/api-client';
import { saveUserSession } from '@/lib/storage';

export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  subdomain: string;
  country: string;
  mobile?: string;
}

/** POST /users/signup → 201 {token, tenant_id, user}; starts the distributor session. */
export async function signup(input: SignupInput): Promise<UserSessionResponse> {
  const session = await api.post<UserSessionResponse>('/users/signup', input);
  saveUserSession({ token: session.token, tenantId: session.tenant_id });
  return session;
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
