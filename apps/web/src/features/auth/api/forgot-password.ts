import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@/features/auth/api/types';
import { api } from '@/lib/api-client';

export const FORGOT_PASSWORD_DEFAULT_MESSAGE = 'If the email exists, a reset link has been sent.';

/** POST /users/forgot-password {email} → the message to show. */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await api.post<MessageResponse | undefined>('/users/forgot-password', { email });
  return answer?.message || FORGOT_PASSWORD_DEFAULT_MESSAGE;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
