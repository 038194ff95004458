import { compileMjml, escapeHtml } from '@ds/campaign-mail';
import type { SiteLanguage } from '@ds/shared';

/** A rendered email: both parts are always sent, since some clients show only the text one. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Escapes text for HTML element content and double- or single-quoted attribute values (the campaigns' escaping). */
export { escapeHtml };

const BUTTON_STYLE = 'display:inline-block;padding:10px 18px;background:#1f6feb;color:#ffffff;text-decoration:none;border-radius:4px';

/** A call-to-action link; the URL is escaped too (its `&` separators become `&amp;`, as HTML requires). */
export function button(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>`;
}

/**
 * Plain text someone typed (a distributor's message, a visitor's note) as HTML: escaped, blank lines
 * start a new paragraph, single line breaks become `<br>`. Never interpreted as markup.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trimEnd())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>\n')}</p>`)
    .join('\n');
}

/** Text for a one-line header such as the subject: whitespace (incl. line breaks) collapsed, capped in length. */
export function singleLine(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Small grey print under a rule, for why-you-got-this and unsubscribe footers; `body` is already-escaped HTML. */
export function footer(body: string): string {
  return `<hr style="border:none;border-top:1px solid #d0d7de;margin:24px 0 12px">
<p style="font-size:12px;color:#57606a">${body}</p>`;
}

const TITLE = '%%mail-title%%';
const LANG = 'mail-lang-placeholder';
const BODY = '%%mail-body%%';

/**
 * The shell every transactional email shares, laid out by MJML as campaigns are (a white 600 px card on a
 * grey page, tables and Outlook conditionals that hold up in the common clients). What differs between
 * emails is only the title and the body, so it is compiled once, when the worker loads, and each email is
 * two string replacements (the way packages/campaign-mail/src/template.ts personalises a campaign).
 */
const SHELL = await compileMjml(`<mjml lang="${LANG}">
  <mj-head>
    <mj-title>${TITLE}</mj-title>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#1f2328" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f6f8fa" width="600px">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text padding="0">${BODY}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`);

/** The email's HTML: `body` (already-escaped HTML) in the MJML shell, `title` escaped, `<html lang>` the email's language. */
export function layout(title: string, body: string, language: SiteLanguage = 'en'): string {
  // Functions as replacements: a `$` in a name or message is text, not a replacement pattern.
  // The title stands twice (`<title>` and the article's aria-label); the body once.
  return SHELL.replace(`lang="${LANG}"`, () => `lang="${language}"`)
    .replaceAll(TITLE, () => escapeHtml(title))
    .replace(BODY, () => body);
}

/** Builds the `/reset-password?token=…&email=…` link used by both reset and welcome mails. */
export function setPasswordUrl(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}
