import { useMutation } from '@tanstack/react-query';
import type { AdminSessionResponse } from '@/features/auth/api/types';
import { ApiError, api } from '@/lib/api-client';
import { saveAdminSession } from '@/lib/storage';

export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';

export interface AdminLoginInput {
  email: string;
  password: string;
}

/** POST /admin/login → {token, admin}; both must be present (spec §5). Starts the admin session. */
export async function adminLogin(input: AdminLoginInput): Promise<AdminSessionResponse> {
  const session = await api.post<Partial<AdminSessionResponse> | undefined>('/admin/login', input);
  if (!session?.token || !session.admin) {
    throw new ApiError(0, INVALID_RESPONSE_MESSAGE, undefined, 'INVALID_RESPONSE');
  }
  const complete: AdminSessionResponse = { token: session.token, admin: session.admin };
  saveAdminSession(complete);
  return complete;
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
