import { serverMessages } from '@ds/campaign-mail';
import type { SiteLanguage } from '@ds/shared';
import { footer, layout, singleLine, textToHtml, type RenderedMail } from './html.js';

export interface LeadAutoresponderMail {
  /** The site's name as visitors see it. */
  siteName: string;
  /** The distributor's full name, when known; signs the default message. */
  distributorName: string | null;
  /** The visitor's name as they typed it (plain text). */
  visitorName: string;
  /** The distributor's own text (plain), or null for the default copy; a blank subject or body falls back too. */
  message: { subject: string; body: string } | null;
  /** Whether replies reach the distributor (a Reply-To is set). */
  replyable: boolean;
  siteUrl: string;
  /** The site's language (English when absent): the default copy, the footer and the email's `lang`. */
  language?: SiteLanguage;
}

/** Default copy, when the distributor has not written their own (docs/product.md#leads: "a sensible default"). */
function defaultLeadAutoresponder({
  siteName,
  distributorName,
  replyable,
  language,
}: Pick<LeadAutoresponderMail, 'siteName' | 'distributorName' | 'replyable' | 'language'>): { subject: string; body: string } {
  const t = serverMessages(language);
  return {
    subject: t.text('lead.subject', { siteName }),
    body: [
      // `{name}` stays in the text: it is the same placeholder a distributor's own message uses.
      t.text('lead.greeting', { name: '{name}' }),
      t.text('lead.received', { siteName }),
      ...(replyable ? [t.text('lead.replyHint')] : []),
      `${t.text('mail.signoff')}\n${distributorName ?? siteName}`,
    ].join('\n\n'),
  };
}

/**
 * What a visitor receives after leaving a lead on a storefront's contact page. The body is the
 * distributor's plain text, where `{name}` stands for the visitor's name; escaped into paragraphs in the
 * HTML part, verbatim in the text part. It answers one message, so it carries no unsubscribe link.
 */
export function leadAutoresponderMail(input: LeadAutoresponderMail): RenderedMail {
  const fallback = defaultLeadAutoresponder(input);
  const subject = singleLine(input.message?.subject ?? '') || fallback.subject;
  const template = input.message?.body.trim() ? input.message.body.replace(/\r\n?/g, '\n').trim() : fallback.body;
  const t = serverMessages(input.language);
  const body = template.replace(/\{name\}/g, singleLine(input.visitorName, 100) || t.text('lead.visitorFallback'));
  const html = layout(subject, [textToHtml(body), footer(t.html('lead.why', { siteUrl: input.siteUrl }))].join('\n'), t.language);
  const text = [body, '', '-- ', t.text('lead.why', { siteUrl: input.siteUrl }), ''].join('\n');
  return { subject, html, text };
}
