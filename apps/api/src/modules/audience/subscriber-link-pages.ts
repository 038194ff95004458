import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { serverMessages, languageFromAcceptLanguage, type ServerMessageKey } from '@ds/campaign-mail';
import type { SiteLanguage } from '@ds/shared';
import { EmailLinkPageAnswer, emailLinkPage } from '../../infra/http/email-link-page.js';
import type { ResubscribeOutcome, SubscriberLinkState } from './subscriber-links.js';

/**
 * The pages of the unsubscribe links — the autoresponders' (newsletter.controller.ts) and a campaign's
 * (campaign-tracking.controller.ts) say the same: their texts are defined here once, in the site's language
 * (`@ds/campaign-mail` server messages; docs/product.md "Languages").
 */
function linkPageTexts(language: SiteLanguage) {
  const t = serverMessages(language);
  const paragraph = (key: ServerMessageKey, siteName?: string) => [t.text(key, siteName === undefined ? undefined : { siteName })];
  return {
    invalid: { title: t.text('page.invalid.title'), text: paragraph('page.invalid.text') },
    ask: (siteName: string) => ({
      title: t.text('page.ask.title'),
      text: paragraph('page.ask.text', siteName),
      button: t.text('page.ask.button'),
    }),
    already: (siteName: string) => ({ title: t.text('page.already.title'), text: paragraph('page.done.text', siteName) }),
    done: (siteName: string) => ({ title: t.text('page.done.title'), text: paragraph('page.done.text', siteName) }),
    undo: { lead: t.text('page.undo.lead'), button: t.text('page.undo.button') },
    /** Past RESUBSCRIBE_WINDOW_HOURS the link no longer undoes: it offers a new double opt-in instead. */
    again: { lead: t.text('page.again.lead'), button: t.text('page.again.button') },
    confirmationSent: (siteName: string) => ({
      title: t.text('page.confirmationSent.title'),
      text: paragraph('page.confirmationSent.text', siteName),
    }),
    resubscribed: (siteName: string) => ({ title: t.text('page.resubscribed.title'), text: paragraph('page.resubscribed.text', siteName) }),
    resubscribedPending: (siteName: string) => ({
      title: t.text('page.resubscribedPending.title'),
      text: paragraph('page.resubscribedPending.text', siteName),
    }),
    cannotResubscribe: { title: t.text('page.cannotResubscribe.title'), text: paragraph('page.cannotResubscribe.text') },
  };
}

/** OpenAPI of the unsubscribe pages' answers: 200 a page, 400 a page saying the link is not valid. */
export const EmailLinkPageAnswers = () =>
  applyDecorators(
    EmailLinkPageAnswer(),
    ApiOkResponse({ description: 'A small page', content: { 'text/html': { schema: { type: 'string' } } } }),
    ApiBadRequestResponse({ description: 'Not a valid link (a small page)', content: { 'text/html': { schema: { type: 'string' } } } }),
  );

/** A link that is not ours names no site: the page is in the visitor's browser language (Accept-Language), else English. */
export function invalidLink(res: Response): string {
  res.status(400);
  const language = languageFromAcceptLanguage(res.req.get('accept-language'));
  const { invalid } = linkPageTexts(language);
  return emailLinkPage({ title: invalid.title, text: invalid.text }, language);
}

/**
 * Whether the page after an unsubscribe offers the one-click undo: an unsubscribe within the window — or
 * an address out for another reason (bounced, complained), whose undo only says it stays suppressed.
 */
function offersUndo(state: SubscriberLinkState): boolean {
  return state.status !== 'unsubscribed' || state.undoable;
}

/**
 * Unsubscribed: says so, and offers the undo (a POST of the same signed link to `resubscribeAction`) — or,
 * once the undo window has passed (`undoable` false), a new confirmation email through the same POST.
 */
function unsubscribedPage(
  texts: { title: string; text: readonly string[] },
  resubscribeAction: string,
  undoable = true,
  language: SiteLanguage = 'en',
): string {
  const page = linkPageTexts(language);
  const offer = undoable ? page.undo : page.again;
  return emailLinkPage({ title: texts.title, text: [...texts.text], secondary: { ...offer, action: resubscribeAction } }, language);
}

/** After the Unsubscribe button (or a one-click POST): done, in the site's language, with the undo or the new opt-in offered. */
export function unsubscribeDonePage(state: SubscriberLinkState, resubscribeAction: string): string {
  return unsubscribedPage(linkPageTexts(state.language).done(state.siteName), resubscribeAction, offersUndo(state), state.language);
}

export function resubscribedPage(outcome: ResubscribeOutcome, siteName: string, language: SiteLanguage = 'en'): string {
  const page = linkPageTexts(language);
  const texts =
    outcome === 'confirmed'
      ? page.resubscribed(siteName)
      : outcome === 'unconfirmed'
        ? page.resubscribedPending(siteName)
        : outcome === 'confirmation-sent'
          ? page.confirmationSent(siteName)
          : page.cannotResubscribe;
  return emailLinkPage({ title: texts.title, text: [...texts.text] }, language);
}

/**
 * What a GET of an unsubscribe link shows (it changes nothing): the Unsubscribe button posting the
 * signed link back, or — already out — the undo (within the window) or the offer of a confirmation email.
 */
export function unsubscribeLinkPage(state: SubscriberLinkState, unsubscribeAction: string, resubscribeAction: string): string {
  const page = linkPageTexts(state.language);
  if (state.status === 'unsubscribed')
    return unsubscribedPage(page.already(state.siteName), resubscribeAction, state.undoable, state.language);
  const ask = page.ask(state.siteName);
  return emailLinkPage({ title: ask.title, text: ask.text, form: { action: unsubscribeAction, button: ask.button } }, state.language);
}
