import { isSuccessMessage, validateNewsletterEmail, type NewsletterResult } from '../api/newsletter';

/** The newsletter form (docs/product.md#newsletter): idle → submitting → a result message. */
export interface NewsletterState {
  email: string;
  submitting: boolean;
  message: string;
}

export type NewsletterAction =
  | { type: 'edit'; email: string }
  | { type: 'submit' }
  | { type: 'done'; result: NewsletterResult };

export const initialNewsletterState: NewsletterState = { email: '', submitting: false, message: '' };

export function newsletterReducer(state: NewsletterState, action: NewsletterAction): NewsletterState {
  switch (action.type) {
    case 'edit':
      return { ...state, email: action.email };
    case 'submit': {
      if (state.submitting) return state;
      // The message resets at each submit; an empty/whitespace email is refused without a call.
      const invalid = validateNewsletterEmail(state.email);
      return invalid ? { ...state, message: invalid } : { ...state, submitting: true, message: '' };
    }
    case 'done':
      return {
        email: action.result.ok ? '' : state.email,
        submitting: false,
        message: action.result.message,
      };
  }
}

/** Whether a submit in `state` makes the call (after the 'submit' transition). */
export const shouldCallSubscribe = (before: NewsletterState, after: NewsletterState): boolean =>
  !before.submitting && after.submitting;

export const newsletterButtonLabel = (state: NewsletterState): string => (state.submitting ? 'Subscribing...' : 'Subscribe');

export type NewsletterTone = 'success' | 'error' | null;

/** Green when the message contains 'successful', otherwise red; nothing when there is no message. */
export const newsletterTone = (message: string): NewsletterTone =>
  message === '' ? null : isSuccessMessage(message) ? 'success' : 'error';
