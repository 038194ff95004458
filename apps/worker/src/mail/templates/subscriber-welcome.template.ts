import { serverMessages } from '@ds/campaign-mail';
import type { SiteLanguage } from '@ds/shared';
import { escapeHtml, footer, layout, singleLine, textToHtml, type RenderedMail } from './html.js';

export interface SubscriberWelcomeMail {
  /** The site's name as visitors see it (site name, else the distributor's name). */
  siteName: string;
  /** The distributor's full name, when known; signs the default message. */
  distributorName: string | null;
  /** `config.COMPANY_NAME`: the company the distributor independently represents. */
  companyName: string;
  /**
   * The distributor's own autoresponder (plain text they typed), or null for the default copy.
   * A blank subject or body falls back to the default one.
   */
  message: { subject: string; body: string } | null;
  /** Whether replies reach the distributor (a Reply-To is set); the default copy then invites them. */
  replyable: boolean;
  /** Address of the storefront they subscribed on. */
  siteUrl: string;
  unsubscribeUrl: string;
  /** The site's language (English when absent): the default copy, the footer and the email's `lang`. */
  language?: SiteLanguage;
}

/** Default copy, when the distributor has not written their own message. */
function defaultSubscriberWelcome({
  siteName,
  distributorName,
  companyName,
  replyable,
  language,
}: Pick<SubscriberWelcomeMail, 'siteName' | 'distributorName' | 'companyName' | 'replyable' | 'language'>): {
  subject: string;
  body: string;
} {
  const t = serverMessages(language);
  const intro = distributorName
    ? t.text('welcome.introDistributor', { distributorName, companyName })
    : t.text('welcome.introSite', { siteName, companyName });
  return {
    subject: t.text('welcome.subject', { siteName }),
    body: [
      t.text('mail.greeting'),
      t.text('welcome.thanks', { siteName }),
      t.text('welcome.news', { intro }),
      ...(replyable ? [t.text('welcome.replyHint')] : []),
      `${t.text('mail.signoff')}\n${distributorName ?? siteName}`,
    ].join('\n\n'),
  };
}

/**
 * What a visitor receives after subscribing on a storefront. The body is the distributor's plain text:
 * escaped into paragraphs in the HTML part, verbatim in the text part. Both parts end with why the
 * email was sent and an unsubscribe link.
 */
export function subscriberWelcomeMail(input: SubscriberWelcomeMail): RenderedMail {
  const fallback = defaultSubscriberWelcome(input);
  const subject = singleLine(input.message?.subject ?? '') || fallback.subject;
  const body = input.message?.body.trim() ? input.message.body.replace(/\r\n?/g, '\n').trim() : fallback.body;
  const { siteUrl, unsubscribeUrl, siteName } = input;
  const t = serverMessages(input.language);
  const site = `<a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>`;
  const unsubscribe = `<a href="${escapeHtml(unsubscribeUrl)}">${t.html('mail.unsubscribe')}</a>`;

  const html = layout(
    subject,
    [
      textToHtml(body),
      footer(`${t.html('welcome.subscribedOn', {}, { siteUrl: site })}<br>` + t.html('welcome.dontWant', { siteName }, { unsubscribe })),
    ].join('\n'),
    t.language,
  );
  const text = [
    body,
    '',
    '-- ',
    t.text('welcome.subscribedOn', { siteUrl }),
    t.text('welcome.dontWantText', { siteName, url: unsubscribeUrl }),
    '',
  ].join('\n');
  return { subject, html, text };
}
