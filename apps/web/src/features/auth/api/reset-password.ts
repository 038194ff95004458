import { useMutation } from '@tanstack/react-query';
import { typedApi, type Schema } from '@/lib/api/typed-client';

const RESET_PASSWORD_DEFAULT_MESSAGE = 'Password reset successfully.';

type ResetPasswordInput = Schema<'ResetPasswordDto'>;

/**
 * POST /users/reset-password {token, email, newPassword} → the message to show (the default of docs/product.md#messages when
 * it is empty).
 */
async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const answer = await typedApi.post('/users/reset-password', { body: input });
  return answer.message || RESET_PASSWORD_DEFAULT_MESSAGE;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
