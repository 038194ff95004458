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
}

/** Default copy, when the distributor has not written their own message. */
export function defaultSubscriberWelcome({
  siteName,
  distributorName,
  companyName,
  replyable,
}: Pick<SubscriberWelcomeMail, 'siteName' | 'distributorName' | 'companyName' | 'replyable'>): { subject: string; body: string } {
  const intro = distributorName
    ? `I'm ${distributorName}, an independent distributor of ${companyName}.`
    : `${siteName} is run by an independent distributor of ${companyName}.`;
  return {
    subject: `Welcome to ${siteName}!`,
    body: [
      'Hi there,',
      `Thank you for subscribing to the ${siteName} newsletter. It's wonderful to have you with us!`,
      `${intro} From time to time you'll hear from me with wellness tips, product news and special offers.`,
      ...(replyable ? ['Have a question in the meantime? Just reply to this email; it comes straight to me.'] : []),
      `Warm regards,\n${distributorName ?? siteName}`,
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
  const { siteUrl, unsubscribeUrl } = input;

  const html = layout(
    subject,
    [
      textToHtml(body),
      footer(
        `You subscribed on <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>, so you are receiving this email.<br>` +
          `Don't want emails from ${escapeHtml(input.siteName)}? <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>.`,
      ),
    ].join('\n'),
  );
  const text = [
    body,
    '',
    '-- ',
    `You subscribed on ${siteUrl}, so you are receiving this email.`,
    `Don't want emails from ${input.siteName}? Unsubscribe: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  return { subject, html, text };
}
