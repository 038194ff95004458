import { escapeHtml, footer, layout, singleLine, textToHtml, type RenderedMail } from './html.js';

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
}

/** Default copy, when the distributor has not written their own (docs/product.md#leads: "a sensible default"). */
export function defaultLeadAutoresponder({
  siteName,
  distributorName,
  replyable,
}: Pick<LeadAutoresponderMail, 'siteName' | 'distributorName' | 'replyable'>): { subject: string; body: string } {
  return {
    subject: `Thank you for your message to ${siteName}`,
    body: [
      'Hi {name},',
      `Thank you for getting in touch through ${siteName}. I have received your message and will get back to you personally ` +
        'as soon as I can, usually within one or two working days.',
      ...(replyable ? ['If you would like to add anything in the meantime, just reply to this email; it comes straight to me.'] : []),
      `Warm regards,\n${distributorName ?? siteName}`,
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
  const body = template.replace(/\{name\}/g, singleLine(input.visitorName, 100) || 'there');
  const why = `You are receiving this email because you sent a message through ${input.siteUrl}.`;
  const html = layout(subject, [textToHtml(body), footer(escapeHtml(why))].join('\n'));
  const text = [body, '', '-- ', why, ''].join('\n');
  return { subject, html, text };
}
