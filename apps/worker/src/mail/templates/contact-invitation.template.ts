import { serverMessages } from '@ds/campaign-mail';
import type { SiteLanguage } from '@ds/shared';
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
  /** The site's language (English when absent): every word of the email and its `lang`. */
  language?: SiteLanguage;
}

/**
 * The one invitation to subscribe an imported contact may get (docs/product.md "Contacts"): a double
 * opt-in request worded as an invitation. It says why they get it, that doing nothing keeps them off the
 * list and that they will not be asked again — no unsubscribe link, since they are on no list.
 */
export function contactInvitationMail({
  siteName,
  distributorName,
  siteUrl,
  confirmUrl,
  validDays,
  language,
}: ContactInvitationMail): RenderedMail {
  const t = serverMessages(language);
  const site = singleLine(siteName, 100);
  const who = distributorName ? singleLine(distributorName, 100) : site;
  const subject = t.text('invite.subject', { who, site });
  const intro = t.text('invite.intro', { who, site });
  const ignore = t.text('invite.ignore');
  const html = layout(
    subject,
    [
      `<p>${t.html('invite.greeting')}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      button(confirmUrl, t.text('invite.button')),
      `<p style="font-size:13px">${t.html('invite.validFor', { days: validDays })}</p>`,
      footer(`${escapeHtml(ignore)}<br><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>`),
    ].join('\n'),
    t.language,
  );
  const text = [
    t.text('invite.greeting'),
    '',
    intro,
    '',
    t.text('invite.buttonText', { url: confirmUrl }),
    '',
    t.text('invite.validFor', { days: validDays }),
    '',
    '-- ',
    ignore,
    siteUrl,
    '',
  ].join('\n');
  return { subject, html, text };
}
