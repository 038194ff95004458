import { isApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { typedApi, type TypedClient } from '@/lib/api/typed-client';
import { visitAttribution } from '../analytics/visit';

/**
 * Newsletter subscription (docs/product.md#newsletter; the storefront footer really posts: docs/product.md#known-differences).
 * Kept free of React so the rules are unit-tested as they are written.
 */
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  success: 'Subscription successful!',
  failed: 'Something went wrong. Please try again.',
  offline: 'Failed to connect to the server. Please try again later.',
} as const;

export const NEWSLETTER_ENDPOINT = '/api/newsletters/subscribe';

export interface NewsletterResult {
  ok: boolean;
  message: string;
}

/** Empty or whitespace-only input is refused locally, with no call. */
export function validateNewsletterEmail(email: string): string | null {
  return email.trim() === '' ? NEWSLETTER_MESSAGES.required : null;
}

/** Green when the message contains 'successful', otherwise red. */
export function isSuccessMessage(message: string): boolean {
  return message.includes('successful');
}

function messageOf(body: unknown): string | null {
  if (body !== null && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** HTTP ok decides success; the answer's message is shown, with the defaults of docs/product.md#newsletter. */
export function interpretNewsletterAnswer(ok: boolean, body: unknown): NewsletterResult {
  const message = messageOf(body);
  return ok
    ? { ok: true, message: message ?? NEWSLETTER_MESSAGES.success }
    : { ok: false, message: message ?? NEWSLETTER_MESSAGES.failed };
}

export interface SubscribeOptions {
  /** Defaults to the app's (which sends X-Tenant-Domain, docs/product.md#api). */
  client?: TypedClient;
  /** Honeypot value; people leave it empty. */
  website?: string;
  /** Consent evidence: which form, and the page it is on (`location.pathname`). */
  source?: 'footer' | 'newsletters-page';
  page?: string;
}

/** A failed call's message: the server's when it sent JSON, nothing when the answer was not JSON at all. */
function failureBody(error: unknown): unknown {
  if (!isApiError(error) || error.status === 0) return undefined;
  if (error.message !== REQUEST_FAILED_MESSAGE) return { message: error.message };
  return error.details !== null && typeof error.details === 'object' ? error.details : undefined;
}

/** POST /api/newsletters/subscribe. Never throws: every outcome is a message. */
export async function subscribeNewsletter(email: string, options: SubscribeOptions = {}): Promise<NewsletterResult> {
  const body: { email: string; website?: string; source?: 'footer' | 'newsletters-page'; page?: string; attribution?: ReturnType<typeof visitAttribution> } = { email: email.trim() };
  if (options.website) body.website = options.website;
  if (options.source) body.source = options.source;
  if (options.page) body.page = options.page.slice(0, 300);
  const attribution = visitAttribution();
  if (attribution) body.attribution = attribution;
  try {
    const answer: unknown = await (options.client ?? typedApi).post('/newsletters/subscribe', { body });
    // A body that is not JSON counts as a failure to reach the service (reading A).
    return typeof answer === 'string' ? { ok: false, message: NEWSLETTER_MESSAGES.offline } : interpretNewsletterAnswer(true, answer);
  } catch (error) {
    const answered = failureBody(error);
    return answered === undefined ? { ok: false, message: NEWSLETTER_MESSAGES.offline } : interpretNewsletterAnswer(false, answered);
  }
}
