/** A rendered email: both parts are always sent, since some clients show only the text one. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

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

/** Minimal, inline-styled shell; `body` is already-escaped HTML. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2328">
${body}
</body></html>
`;
}

/** Builds the `/reset-password?token=…&email=…` link used by both reset and welcome mails. */
export function setPasswordUrl(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}
