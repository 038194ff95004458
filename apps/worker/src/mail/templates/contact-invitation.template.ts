import { button, escapeHtml, footer, layout, singleLine, type RenderedMail } from './html.js';

export interface ContactInvitationMail {
  /** The site's name as visitors see it. */
  siteName: string;
  /** The distributor's name, when known. */
  distributorName: string | null;
  siteUrl: string;
  /** The signed, expiring double opt-in link (`confirmationUrl`). */
  confirmUrl: string;
  validDays: number;
}

/**
 * The one invitation to subscribe an imported contact may get (docs/product.md "Contacts"): a double
 * opt-in request worded as an invitation. It says why they get it, that doing nothing keeps them off the
 * list and that they will not be asked again — no unsubscribe link, since they are on no list.
 */
export function contactInvitationMail({ siteName, distributorName, siteUrl, confirmUrl, validDays }: ContactInvitationMail): RenderedMail {
  const site = singleLine(siteName, 100);
  const who = distributorName ? singleLine(distributorName, 100) : site;
  const subject = `${who} invites you to the ${site} newsletter`;
  const intro = `${who} has you in their contacts and would like to send you the ${site} newsletter. Would you like to receive it?`;
  const ignore = `If you do nothing, you will not be subscribed and you will not be asked again.`;
  const html = layout(
    subject,
    [
      '<p>Hello,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      button(confirmUrl, 'Yes, subscribe me'),
      `<p style="font-size:13px">This link works for ${validDays} days.</p>`,
      footer(`${escapeHtml(ignore)}<br><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>`),
    ].join('\n'),
  );
  const text = [
    'Hello,',
    '',
    intro,
    '',
    `Yes, subscribe me: ${confirmUrl}`,
    '',
    `This link works for ${validDays} days.`,
    '',
    '-- ',
    ignore,
    siteUrl,
    '',
  ].join('\n');
  return { subject, html, text };
}
