import { useMutation } from '@tanstack/react-query';
import type { AdminSessionResponse } from '@/features/auth/api/types';
import { ApiError } from '@/lib/api-client';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { saveAdminSession } from '@/lib/storage';

const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';

type AdminLoginInput = Schema<'CredentialsDto'>;

/**
 * POST /admin/login → {token, admin}. docs/product.md#validation: an answer without both (a proxy's empty 200, say) is
 * 'Invalid response from server'. Starts the admin session.
 */
async function adminLogin(input: AdminLoginInput): Promise<AdminSessionResponse> {
  const session: Partial<AdminSessionResponse> | undefined = await typedApi.post('/admin/login', { body: input });
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
