import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { serverFieldErrors } from '@/lib/form-errors';
import { isApiError } from '@/lib/api-client';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import type { CountryCode } from '@/lib/countries';

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  subdomain: string;
  country: CountryCode;
  mobile: string;
}

export const CREATED_MESSAGE = 'Distributor created. A welcome email with a link to set a password has been sent.';

/** POST /admin/create-user → the server's message (the user gets a welcome email with a set-password link). */
export async function createUser(input: NewUser): Promise<string> {
  const body: Schema<'CreateUserDto'> = {
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    email: input.email.trim().toLowerCase(),
    subdomain: input.subdomain.trim().toLowerCase(),
    country: input.country,
    ...(input.mobile.trim() ? { mobile: input.mobile.trim() } : {}),
  };
  const answer = await typedApi.post('/admin/create-user', { body });
  return answer.message || CREATED_MESSAGE;
}

/**
 * Field errors of a refused create: validation details, and for a 409 the taken field (from
 * `details`, the code, or the message).
 */
export function createUserErrors(error: unknown): Record<string, string> {
  const errors = serverFieldErrors(error);
  if (!isApiError(error) || error.status !== 409) return errors;
  for (const [field, value] of Object.entries(errors)) {
    // `details: { email: 'jane@…' }` may carry the taken value rather than a sentence.
    if (!/\s/.test(value)) errors[field] = error.message;
  }
  if (Object.keys(errors).length > 0) return errors;
  const field = error.code === 'SUBDOMAIN_TAKEN' || /subdomain/i.test(error.message) ? 'subdomain' : 'email';
  return { [field]: error.message };
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.tenantUsers });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
