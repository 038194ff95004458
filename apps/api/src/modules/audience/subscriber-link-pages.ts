import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { EmailLinkPageAnswer, emailLinkPage } from '../../infra/http/email-link-page.js';
import type { ResubscribeOutcome, SubscriberLinkState } from './subscriber-links.js';

/**
 * The pages of the unsubscribe links — the autoresponders' (newsletter.controller.ts) and a campaign's
 * (campaign-tracking.controller.ts) say the same: their texts are defined here once.
 */
/** What the unsubscribe pages say (the storefront autoresponders' link and a campaign's link alike). */
export const UNSUBSCRIBE_TEXTS = {
  invalid: {
    title: 'This unsubscribe link is not valid',
    text: ['The link may be incomplete. Copy the whole link from the email and try again.'],
  },
  ask: (siteName: string) => ({
    title: 'Unsubscribe?',
    text: [`Press the button to stop receiving newsletter emails from ${siteName}.`],
    button: 'Unsubscribe',
  }),
  already: (siteName: string) => ({
    title: 'You are unsubscribed',
    text: [`You will not receive further newsletter emails from ${siteName}.`],
  }),
  done: (siteName: string) => ({
    title: 'You have been unsubscribed',
    text: [`You will not receive further newsletter emails from ${siteName}.`],
  }),
  undo: { lead: 'Unsubscribed by mistake?', button: 'Resubscribe' },
  /** Past RESUBSCRIBE_WINDOW_HOURS the link no longer undoes: it offers a new double opt-in instead. */
  again: { lead: 'Want the newsletter again?', button: 'Send me a confirmation email' },
  confirmationSent: (siteName: string) => ({
    title: 'Please check your email',
    text: [
      `We have sent you an email with a link to confirm your subscription to the ${siteName} newsletter. ` +
        'You will receive the newsletter again once you have confirmed.',
    ],
  }),
  resubscribed: (siteName: string) => ({
    title: 'You are subscribed again',
    text: [`Welcome back! You will receive the ${siteName} newsletter again.`],
  }),
  resubscribedPending: (siteName: string) => ({
    title: 'Please confirm your subscription',
    text: [
      `Your subscription to the ${siteName} newsletter is not confirmed. Subscribe again on the site and confirm from the email we send you.`,
    ],
  }),
  cannotResubscribe: {
    title: 'We cannot subscribe this address again',
    text: ['Emails to this address were refused or reported, so we no longer send newsletters to it.'],
  },
} as const;

/** OpenAPI of the unsubscribe pages' answers: 200 a page, 400 a page saying the link is not valid. */
export const EmailLinkPageAnswers = () =>
  applyDecorators(
    EmailLinkPageAnswer(),
    ApiOkResponse({ description: 'A small page', content: { 'text/html': { schema: { type: 'string' } } } }),
    ApiBadRequestResponse({ description: 'Not a valid link (a small page)', content: { 'text/html': { schema: { type: 'string' } } } }),
  );

export function invalidLink(res: Response): string {
  res.status(400);
  return emailLinkPage({ title: UNSUBSCRIBE_TEXTS.invalid.title, text: [...UNSUBSCRIBE_TEXTS.invalid.text] });
}

/**
 * Whether the page after an unsubscribe offers the one-click undo: an unsubscribe within the window — or
 * an address out for another reason (bounced, complained), whose undo only says it stays suppressed.
 */
export function offersUndo(state: SubscriberLinkState): boolean {
  return state.status !== 'unsubscribed' || state.undoable;
}

/**
 * Unsubscribed: says so, and offers the undo (a POST of the same signed link to `resubscribeAction`) — or,
 * once the undo window has passed (`undoable` false), a new confirmation email through the same POST.
 */
export function unsubscribedPage(texts: { title: string; text: readonly string[] }, resubscribeAction: string, undoable = true): string {
  const offer = undoable ? UNSUBSCRIBE_TEXTS.undo : UNSUBSCRIBE_TEXTS.again;
  return emailLinkPage({ title: texts.title, text: [...texts.text], secondary: { ...offer, action: resubscribeAction } });
}

export function resubscribedPage(outcome: ResubscribeOutcome, siteName: string): string {
  const texts =
    outcome === 'confirmed'
      ? UNSUBSCRIBE_TEXTS.resubscribed(siteName)
      : outcome === 'unconfirmed'
        ? UNSUBSCRIBE_TEXTS.resubscribedPending(siteName)
        : outcome === 'confirmation-sent'
          ? UNSUBSCRIBE_TEXTS.confirmationSent(siteName)
          : UNSUBSCRIBE_TEXTS.cannotResubscribe;
  return emailLinkPage({ title: texts.title, text: [...texts.text] });
}

/**
 * What a GET of an unsubscribe link shows (it changes nothing): the Unsubscribe button posting the
 * signed link back, or — already out — the undo (within the window) or the offer of a confirmation email.
 */
export function unsubscribeLinkPage(state: SubscriberLinkState, unsubscribeAction: string, resubscribeAction: string): string {
  if (state.status === 'unsubscribed')
    return unsubscribedPage(UNSUBSCRIBE_TEXTS.already(state.siteName), resubscribeAction, state.undoable);
  const ask = UNSUBSCRIBE_TEXTS.ask(state.siteName);
  return emailLinkPage({ title: ask.title, text: [...ask.text], form: { action: unsubscribeAction, button: ask.button } });
}
