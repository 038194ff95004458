import { useMutation } from '@tanstack/react-query';
import { typedApi } from '@/lib/api/typed-client';

export const FORGOT_PASSWORD_DEFAULT_MESSAGE = 'If the email exists, a reset link has been sent.';

/** POST /users/forgot-password {email} → the message to show (the default of docs/product.md#messages when it is empty). */
async function requestPasswordReset(email: string): Promise<string> {
  const answer = await typedApi.post('/users/forgot-password', { body: { email } });
  return answer.message || FORGOT_PASSWORD_DEFAULT_MESSAGE;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
