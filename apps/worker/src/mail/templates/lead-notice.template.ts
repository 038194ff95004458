import { button, escapeHtml, layout, singleLine, textToHtml, type RenderedMail } from './html.js';

export interface LeadNoticeMail {
  /** The lead as the visitor typed it on the storefront: every field is untrusted text. */
  lead: { name: string; email: string; phone: string | null; message: string; createdAt: Date };
  /** Name of the site the lead came from. */
  siteName: string;
  /** Back-office page where the distributor's leads are listed. */
  leadsUrl: string;
}

/** `Nov 21, 2026, 5:56 AM UTC`: no tenant time zone is known, so UTC, said explicitly. */
export function formatLeadTime(date: Date): string {
  const formatted = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
  // Some ICU versions put a narrow no-break space before AM/PM; plain spaces read the same everywhere.
  return `${formatted.replace(/[\u00a0\u202f]/g, ' ')} UTC`;
}

/** Tells the distributor a visitor left their details; replying answers the visitor (Reply-To is set by the handler). */
export function leadNoticeMail({ lead, siteName, leadsUrl }: LeadNoticeMail): RenderedMail {
  const name = singleLine(lead.name, 100) || 'a visitor';
  const subject = `New lead from ${name}`;
  const phone = lead.phone?.trim() ? singleLine(lead.phone, 50) : null;
  const message = lead.message.replace(/\r\n?/g, '\n').trim();
  const when = formatLeadTime(lead.createdAt);
  const reply = 'Reply to this email to answer them directly.';

  const row = (label: string, value: string) =>
    `<tr><td style="padding:2px 12px 2px 0;color:#57606a;vertical-align:top">${escapeHtml(label)}</td><td style="padding:2px 0">${value}</td></tr>`;
  const html = layout(
    subject,
    [
      `<p>A visitor left their details on your site, ${escapeHtml(siteName)}.</p>`,
      '<table style="border-collapse:collapse">',
      row('Name', escapeHtml(name)),
      row('Email', `<a href="${escapeHtml(`mailto:${lead.email}`)}">${escapeHtml(lead.email)}</a>`),
      ...(phone ? [row('Phone', escapeHtml(phone))] : []),
      row('Received', escapeHtml(when)),
      '</table>',
      `<p style="margin-bottom:4px;color:#57606a">Message:</p>`,
      `<div style="border-left:3px solid #d0d7de;padding-left:12px">${textToHtml(message) || '<p><em>(no message)</em></p>'}</div>`,
      `<p>${escapeHtml(reply)}</p>`,
      button(leadsUrl, 'See all your leads'),
    ].join('\n'),
  );
  const text = [
    `A visitor left their details on your site, ${siteName}.`,
    '',
    `Name:     ${name}`,
    `Email:    ${lead.email}`,
    ...(phone ? [`Phone:    ${phone}`] : []),
    `Received: ${when}`,
    '',
    'Message:',
    message || '(no message)',
    '',
    reply,
    '',
    `See all your leads: ${leadsUrl}`,
    '',
  ].join('\n');
  return { subject, html, text };
}
