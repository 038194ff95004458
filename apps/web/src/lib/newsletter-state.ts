import { isSuccessMessage, validateNewsletterEmail, type SubscribeOutcome } from '@/lib/newsletter-subscribe';

/**
 * A newsletter form's state, for the landing signup and the storefront forms alike
 * (docs/product.md#newsletter): idle → submitting → a result message. The address itself is not held
 * here: both pages are rendered on the server, so the field is uncontrolled and read on submit, and what a
 * visitor types before the page hydrates is kept (a controlled field would be reset to an empty value).
 */
export interface NewsletterState {
  submitting: boolean;
  message: string;
}

export type NewsletterAction = { type: 'submit'; email: string } | { type: 'done'; result: SubscribeOutcome };

export const initialNewsletterState: NewsletterState = { submitting: false, message: '' };

export function newsletterReducer(state: NewsletterState, action: NewsletterAction): NewsletterState {
  switch (action.type) {
    case 'submit': {
      if (state.submitting) return state;
      // The message resets at each submit; an empty/whitespace email is refused without a call.
      const invalid = validateNewsletterEmail(action.email);
      return invalid ? { ...state, message: invalid } : { submitting: true, message: '' };
    }
    case 'done':
      return { submitting: false, message: action.result.message };
  }
}

/** Whether a submit in `state` makes the call (after the 'submit' transition). */
export const shouldCallSubscribe = (before: NewsletterState, after: NewsletterState): boolean => !before.submitting && after.submitting;

/** Success clears the field; a failure keeps what was typed, to correct it. */
export const clearsField = (result: SubscribeOutcome): boolean => result.ok;

export const newsletterButtonLabel = (state: NewsletterState): string => (state.submitting ? 'Subscribing...' : 'Subscribe');

export type NewsletterTone = 'success' | 'error' | null;

/** Green when the message contains 'successful', otherwise red; nothing when there is no message. */
export const newsletterTone = (message: string): NewsletterTone =>
  message === '' ? null : isSuccessMessage(message) ? 'success' : 'error';
