import { NEWSLETTER_MESSAGES, validateNewsletterEmail, type SubscribeOutcome } from '@/lib/newsletter-subscribe';

/** The landing footer's signup state; the client, its messages and rules are `@/lib/newsletter-subscribe`. */
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
