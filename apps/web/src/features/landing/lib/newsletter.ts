import { isApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { typedApi, type TypedClient } from '@/lib/api/typed-client';

/** The newsletter messages, verbatim (docs/product.md#newsletter, docs/product.md#messages). */
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  success: 'Subscription successful!',
  failed: 'Something went wrong. Please try again.',
  unreachable: 'Failed to connect to the server. Please try again later.',
} as const;

export interface SubscribeOutcome {
  ok: boolean;
  message: string;
}

/** Empty or whitespace-only → 'Email is required' (and no call). */
export function validateNewsletterEmail(value: string): string | undefined {
  return value.trim() === '' ? NEWSLETTER_MESSAGES.required : undefined;
}

/** The message is shown green when it contains 'successful', otherwise red. */
export const isSuccessMessage = (message: string): boolean => message.includes('successful');

const messageOf = (body: unknown): string | undefined => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/** An ok answer: its message, else 'Subscription successful!'. A body that is not JSON counts as a parse failure. */
export function outcomeOfAnswer(body: unknown): SubscribeOutcome {
  if (typeof body === 'string') return { ok: false, message: NEWSLETTER_MESSAGES.unreachable };
  return { ok: true, message: messageOf(body) ?? NEWSLETTER_MESSAGES.success };
}

/**
 * A failed call. Non-ok JSON answer: the server's message, else 'Something went wrong…'.
 * No answer, or an answer that is not JSON (the reference client's `res.json()` would throw): 'Failed to connect…'.
 */
export function outcomeOfError(error: unknown): SubscribeOutcome {
  if (isApiError(error) && error.status > 0) {
    if (error.message !== REQUEST_FAILED_MESSAGE) return { ok: false, message: error.message };
    const jsonAnswer = error.details !== null && typeof error.details === 'object';
    return { ok: false, message: jsonAnswer ? NEWSLETTER_MESSAGES.failed : NEWSLETTER_MESSAGES.unreachable };
  }
  return { ok: false, message: NEWSLETTER_MESSAGES.unreachable };
}

/** `POST /api/newsletters/subscribe {email}` — never throws; the outcome carries the message to show. */
export async function subscribeToNewsletter(email: string, client: TypedClient = typedApi): Promise<SubscribeOutcome> {
  try {
    return outcomeOfAnswer(await client.post('/newsletters/subscribe', { body: { email: email.trim() } }));
  } catch (error) {
    return outcomeOfError(error);
  }
}

export interface NewsletterState {
  email: string;
  message: string;
  submitting: boolean;
}

/**
 * One submit of the reading-A form, as a sequence of state patches: reset the message; reject a blank
 * email without calling; otherwise submitting → outcome message (and a cleared field on success).
 */
export async function runNewsletterSubmit(
  email: string,
  subscribe: (email: string) => Promise<SubscribeOutcome>,
  update: (patch: Partial<NewsletterState>) => void,
): Promise<void> {
  update({ message: '' });
  const invalid = validateNewsletterEmail(email);
  if (invalid) {
    update({ message: invalid });
    return;
  }
  update({ submitting: true });
  let outcome: SubscribeOutcome;
  try {
    outcome = await subscribe(email);
  } catch {
    outcome = { ok: false, message: NEWSLETTER_MESSAGES.unreachable };
  }
  update(outcome.ok ? { message: outcome.message, email: '', submitting: false } : { message: outcome.message, submitting: false });
}
