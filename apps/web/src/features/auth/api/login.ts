import { useMutation } from '@tanstack/react-query';
import type { UserSessionResponse } from '@/features/auth/api/types';
import { api } from '@/lib/api-client';
import { saveUserSession } from '@/lib/storage';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /users/login → {token, tenant_id, user}; starts the distributor session. */
export async function login(input: LoginInput): Promise<UserSessionResponse> {
  const session = await api.post<UserSessionResponse>('/users/login', input);
  saveUserSession({ token: session.token, tenantId: session.tenant_id });
  return session;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
