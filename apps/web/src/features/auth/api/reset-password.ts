import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@/features/auth/api/types';
import { api } from '@/lib/api-client';

export const RESET_PASSWORD_DEFAULT_MESSAGE = 'Password reset successfully.';

export interface ResetPasswordInput {
  token: string;
  email: string;
  newPassword: string;
}

/** POST /users/reset-password {token, email, newPassword} → the message to show. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const answer = await api.post<MessageResponse | undefined>('/users/reset-password', input);
  return answer?.message || RESET_PASSWORD_DEFAULT_MESSAGE;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
