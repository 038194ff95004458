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
}

/**
 * Double opt-in: the only email a pending subscriber receives. It asks for the click and says that doing
 * nothing is fine — no unsubscribe link, because they are not on the list until they click.
 */
export function subscriberConfirmMail({ siteName, siteUrl, confirmUrl, validDays }: SubscriberConfirmMail): RenderedMail {
  const subject = `Please confirm your subscription to ${siteName}`;
  const ignore = `If you did not ask to subscribe, ignore this email: you will not be added and will not hear from ${siteName} again.`;
  const html = layout(
    subject,
    [
      `<p>Hi there,</p>`,
      `<p>Thank you for subscribing to the ${escapeHtml(siteName)} newsletter. Please confirm that this is your email address:</p>`,
      button(confirmUrl, 'Confirm my subscription'),
      `<p style="font-size:13px">Or copy this link into your browser: <a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmUrl)}</a>` +
        `<br>The link works for ${validDays} days.</p>`,
      footer(`${escapeHtml(ignore)}<br>Someone subscribed this address on <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>.`),
    ].join('\n'),
  );
  const text = [
    'Hi there,',
    '',
    `Thank you for subscribing to the ${siteName} newsletter. Please confirm that this is your email address by opening this link:`,
    '',
    confirmUrl,
    '',
    `The link works for ${validDays} days.`,
    '',
    '-- ',
    ignore,
    `Someone subscribed this address on ${siteUrl}.`,
    '',
  ].join('\n');
  return { subject, html, text };
}
