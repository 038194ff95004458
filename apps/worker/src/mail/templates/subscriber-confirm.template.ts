import { serverMessages } from '@ds/campaign-mail';
import type { SiteLanguage } from '@ds/shared';
import { button, escapeHtml, footer, layout, type RenderedMail } from './html.js';

export interface SubscriberConfirmMail {
  /** The site's name as visitors see it. */
  siteName: string;
  /** Address of the storefront they subscribed on. */
  siteUrl: string;
  /** The signed, expiring link (`confirmationUrl`). */
  confirmUrl: string;
  /** How long the link works, in days (said in the email). */
  validDays: number;
  /** The site's language (English when absent): every word of the email and its `lang`. */
  language?: SiteLanguage;
}

/**
 * Double opt-in: the only email a pending subscriber receives. It asks for the click and says that doing
 * nothing is fine — no unsubscribe link, because they are not on the list until they click.
 */
export function subscriberConfirmMail({ siteName, siteUrl, confirmUrl, validDays, language }: SubscriberConfirmMail): RenderedMail {
  const t = serverMessages(language);
  const subject = t.text('confirm.subject', { siteName });
  const link = `<a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmUrl)}</a>`;
  const site = `<a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>`;
  const html = layout(
    subject,
    [
      `<p>${t.html('mail.greeting')}</p>`,
      `<p>${t.html('confirm.intro', { siteName })}</p>`,
      button(confirmUrl, t.text('confirm.button')),
      `<p style="font-size:13px">${t.html('confirm.copyLink', {}, { link })}` +
        `<br>${t.html('confirm.validFor', { days: validDays })}</p>`,
      footer(`${t.html('confirm.ignore', { siteName })}<br>${t.html('confirm.subscribedOn', {}, { siteUrl: site })}`),
    ].join('\n'),
    t.language,
  );
  const text = [
    t.text('mail.greeting'),
    '',
    t.text('confirm.introText', { siteName }),
    '',
    confirmUrl,
    '',
    t.text('confirm.validFor', { days: validDays }),
    '',
    '-- ',
    t.text('confirm.ignore', { siteName }),
    t.text('confirm.subscribedOn', { siteUrl }),
    '',
  ].join('\n');
  return { subject, html, text };
}
