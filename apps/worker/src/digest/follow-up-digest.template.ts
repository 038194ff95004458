import { button, escapeHtml, footer, layout, singleLine, type RenderedMail } from '../mail/templates/html.js';

/** One contact due for a follow-up, as the digest lists them. */
interface DueContact {
  name: string | null;
  email: string;
  /** The status's label (New, Contacted, …). */
  status: string;
  /** The day they were due (`YYYY-MM-DD`). */
  dueOn: string;
  /** The newest note, already cut to an excerpt; null when there is none. */
  lastNote: string | null;
  /** The contact's page in the back office. */
  url: string;
}

export interface FollowUpDigestMail {
  firstName: string;
  siteName: string;
  /** The distributor's day (`YYYY-MM-DD`): due means due on it or before. */
  today: string;
  /** At most DIGEST_LIST_LIMIT of the due contacts, the longest overdue first. */
  contacts: DueContact[];
  /** All the due contacts, listed or not. */
  total: number;
  /** The Contacts screen filtered to the due ones. */
  contactsUrl: string;
  /** The one-click opt-out. */
  optOutUrl: string;
}

/** A note's first words: one line, at most 120 characters. */
export function noteExcerpt(text: string | null | undefined): string | null {
  const line = singleLine(text ?? '', 120);
  return line === '' ? null : line;
}

const people = (n: number) => (n === 1 ? '1 contact' : `${n} contacts`);

/**
 * The daily follow-up digest (docs/product.md "Contacts"): who is due today or overdue, with status, the
 * newest note and a link to each; a link to the whole list; and the opt-out. Every contact field is text
 * the distributor or a visitor typed, escaped.
 */
export function followUpDigestMail(mail: FollowUpDigestMail): RenderedMail {
  const subject = `Follow up today: ${people(mail.total)}`;
  const intro = `${people(mail.total)} ${mail.total === 1 ? 'is' : 'are'} due for a follow-up on ${singleLine(mail.siteName)} today or overdue.`;
  const more = mail.total > mail.contacts.length ? `…and ${mail.total - mail.contacts.length} more.` : null;
  const optOut = 'You get this email on mornings when someone is due. Turn it off:';
  const label = (c: DueContact) => singleLine(c.name ?? '', 100) || c.email;
  const when = (c: DueContact) => (c.dueOn < mail.today ? `overdue since ${c.dueOn}` : 'due today');

  const items = mail.contacts.map(
    (c) =>
      `<li style="margin-bottom:10px"><a href="${escapeHtml(c.url)}"><strong>${escapeHtml(label(c))}</strong></a>` +
      ` <span style="color:#57606a">· ${escapeHtml(c.status)} · ${escapeHtml(when(c))}</span>` +
      (c.lastNote ? `<br><span style="color:#57606a">Last note: ${escapeHtml(c.lastNote)}</span>` : '') +
      '</li>',
  );
  const html = layout(
    subject,
    [
      `<p>Hi ${escapeHtml(mail.firstName)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul style="padding-left:18px">${items.join('\n')}</ul>`,
      ...(more ? [`<p>${escapeHtml(more)}</p>`] : []),
      button(mail.contactsUrl, 'Open your contacts'),
      footer(`${escapeHtml(optOut)} <a href="${escapeHtml(mail.optOutUrl)}">stop the daily digest</a>.`),
    ].join('\n'),
  );
  const text = [
    `Hi ${mail.firstName},`,
    '',
    intro,
    '',
    ...mail.contacts.flatMap((c) => [
      `- ${label(c)} (${c.status}, ${when(c)})`,
      ...(c.lastNote ? [`  Last note: ${c.lastNote}`] : []),
      `  ${c.url}`,
    ]),
    ...(more ? ['', more] : []),
    '',
    `Open your contacts: ${mail.contactsUrl}`,
    '',
    `${optOut} ${mail.optOutUrl}`,
    '',
  ].join('\n');
  return { subject, html, text };
}
