/**
 * What the `/newsletters/confirm?result=…` page says after the visitor clicked the link in the double
 * opt-in email (the API redirects there after the link page's confirm button, `POST /api/newsletters/confirm`,
 * or at once when the link has nothing left to confirm) — on a storefront, and on the main
 * domain for the landing newsletter (the same words; the platform sends no welcome email, so that
 * sentence is left out there).
 */
export type ConfirmationResult = 'confirmed' | 'expired' | 'invalid';

export interface ConfirmationCopy {
  title: string;
  text: string;
  /** Offer the signup form again (the link no longer works). */
  subscribeAgain: boolean;
}

export function confirmationResultOf(search: string): ConfirmationResult {
  const result = new URLSearchParams(search).get('result');
  return result === 'confirmed' || result === 'expired' ? result : 'invalid';
}

export function confirmationCopy(
  result: ConfirmationResult,
  siteName: string,
  { welcome = true }: { welcome?: boolean } = {},
): ConfirmationCopy {
  switch (result) {
    case 'confirmed':
      return {
        title: 'Subscription confirmed',
        text: `Thank you! You are now subscribed to the ${siteName} newsletter.${welcome ? ' A welcome email is on its way.' : ''}`,
        subscribeAgain: false,
      };
    case 'expired':
      return {
        title: 'This link has expired',
        text: 'Confirmation links work for 7 days. Enter your email below and we will send you a new one.',
        subscribeAgain: true,
      };
    case 'invalid':
      return {
        title: 'This link is not valid',
        text: 'The link may be incomplete, or you unsubscribed since it was sent. Copy the whole link from the email, or subscribe again below.',
        subscribeAgain: true,
      };
  }
}
