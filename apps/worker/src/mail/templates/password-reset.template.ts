import { button, escapeHtml, layout, type RenderedMail } from './html.js';

export interface PasswordResetMail {
  platformName: string;
  firstName: string;
  resetUrl: string;
}

export function passwordResetMail({ platformName, firstName, resetUrl }: PasswordResetMail): RenderedMail {
  const subject = `Reset your ${platformName} password`;
  const expiry = 'This link expires in 1 hour and can be used once.';
  const ignore = 'If you did not ask to reset your password, you can ignore this email; your password stays the same.';
  const html = layout(
    subject,
    [
      `<p>Hi ${escapeHtml(firstName)},</p>`,
      `<p>We received a request to reset the password of your ${escapeHtml(platformName)} account. Choose a new one here:</p>`,
      button(resetUrl, 'Reset your password'),
      `<p>Or paste this address into your browser:<br>${escapeHtml(resetUrl)}</p>`,
      `<p>${escapeHtml(expiry)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  );
  const text = [
    `Hi ${firstName},`,
    '',
    `We received a request to reset the password of your ${platformName} account. Choose a new one here:`,
    '',
    resetUrl,
    '',
    expiry,
    '',
    ignore,
    '',
  ].join('\n');
  return { subject, html, text };
}
