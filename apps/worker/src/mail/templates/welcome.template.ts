import { button, escapeHtml, layout, type RenderedMail } from './html.js';

export interface WelcomeMail {
  platformName: string;
  firstName: string;
  setPasswordUrl: string;
  siteUrl: string;
}

/** Sent when an admin created the account: the distributor has no password yet. */
export function welcomeMail({ platformName, firstName, setPasswordUrl, siteUrl }: WelcomeMail): RenderedMail {
  const subject = `Welcome to ${platformName}`;
  const expiry = 'This link is valid for 24 hours and can be used once.';
  const html = layout(
    subject,
    [
      `<p>Hi ${escapeHtml(firstName)},</p>`,
      `<p>An account has been created for you on ${escapeHtml(platformName)}. ` +
        `Your website is live at <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>.</p>`,
      `<p>To sign in, first choose a password:</p>`,
      button(setPasswordUrl, 'Set your password'),
      `<p>Or paste this address into your browser:<br>${escapeHtml(setPasswordUrl)}</p>`,
      `<p>${escapeHtml(expiry)}</p>`,
    ].join('\n'),
  );
  const text = [
    `Hi ${firstName},`,
    '',
    `An account has been created for you on ${platformName}. Your website is live at ${siteUrl}`,
    '',
    'To sign in, first choose a password:',
    '',
    setPasswordUrl,
    '',
    expiry,
    '',
  ].join('\n');
  return { subject, html, text };
}
