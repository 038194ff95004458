import { isSubscriptionSuccess } from '@ds/shared';
import { isApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { typedApi, type Schema, type TypedClient } from '@/lib/api/typed-client';
import { retryWhileUnavailable } from '@/lib/unavailable-retry';

/**
 * The one newsletter-subscribe client (docs/product.md#newsletter), for the landing page's signup and the
 * storefront's forms alike: `POST /api/newsletters/subscribe`, its messages and the rules for showing
 * them. Kept free of React so the rules are unit-tested as they are written; each form keeps only its
 * own state and looks.
 */
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  success: 'Subscription successful!',
  failed: 'Something went wrong. Please try again.',
  unreachable: 'Failed to connect to the server. Please try again later.',
} as const;

export const NEWSLETTER_ENDPOINT = '/api/newsletters/subscribe';

export interface SubscribeOutcome {
  ok: boolean;
  message: string;
}

/** Empty or whitespace-only → 'Email is required' (and no call); otherwise undefined. */
export function validateNewsletterEmail(value: string): string | undefined {
  return value.trim() === '' ? NEWSLETTER_MESSAGES.required : undefined;
}

/**
 * The message is shown green when it says the subscription succeeded — 'successful' in English, its
 * counterpart in the site's language (`SUBSCRIPTION_SUCCESS_MARKS`: the API answers in it) — otherwise red.
 */
export const isSuccessMessage = (message: string): boolean => isSubscriptionSuccess(message);

const messageOf = (body: unknown): string | undefined => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};

/** An ok answer: its message, else 'Subscription successful!'. A body that is not JSON counts as not reaching the service. */
export function outcomeOfAnswer(body: unknown): SubscribeOutcome {
  if (typeof body === 'string') return { ok: false, message: NEWSLETTER_MESSAGES.unreachable };
  return { ok: true, message: messageOf(body) ?? NEWSLETTER_MESSAGES.success };
}

/**
 * A failed call. A non-ok JSON answer: the server's message, else 'Something went wrong…'. No answer, or
 * an answer that is not JSON: 'Failed to connect…'.
 */
export function outcomeOfError(error: unknown): SubscribeOutcome {
  if (isApiError(error) && error.status > 0) {
    if (error.message !== REQUEST_FAILED_MESSAGE && error.message.trim() !== '') return { ok: false, message: error.message };
    const jsonAnswer = error.details !== null && typeof error.details === 'object';
    return { ok: false, message: jsonAnswer ? (messageOf(error.details) ?? NEWSLETTER_MESSAGES.failed) : NEWSLETTER_MESSAGES.unreachable };
  }
  return { ok: false, message: NEWSLETTER_MESSAGES.unreachable };
}

type SubscribeBody = Schema<'SubscribeDto'>;

export interface SubscribeOptions {
  /** Defaults to the app's (which sends X-Tenant-Domain). */
  client?: TypedClient;
  /** Honeypot value; people leave it empty. */
  website?: string;
  /** Consent evidence (storefront): which form, and the page it is on (`location.pathname`). */
  source?: SubscribeBody['source'];
  page?: string;
  /** First-touch source of the visit (storefront analytics); never changes the outcome. */
  attribution?: SubscribeBody['attribution'];
}

/**
 * `POST /api/newsletters/subscribe {email}`. Never throws: every outcome is a message to show. A 503 is sent
 * again for a while first (`retryWhileUnavailable`; the same address again is taken once).
 */
export async function subscribeNewsletter(email: string, options: SubscribeOptions = {}): Promise<SubscribeOutcome> {
  const body: SubscribeBody = { email: email.trim() };
  if (options.website) body.website = options.website;
  if (options.source) body.source = options.source;
  if (options.page) body.page = options.page.slice(0, 300);
  if (options.attribution) body.attribution = options.attribution;
  try {
    const client = options.client ?? typedApi;
    return outcomeOfAnswer(await retryWhileUnavailable(() => client.post('/newsletters/subscribe', { body })));
  } catch (error) {
    return outcomeOfError(error);
  }
}
