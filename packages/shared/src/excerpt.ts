/**
 * A plain-text teaser of (sanitised) rich text: the storefront's blog list, its meta descriptions and a
 * campaign's post cards. Scripts and styles go with what they hold (never shown as words, even if HTML
 * from elsewhere reaches here unsanitised); tags become spaces, the entities the sanitiser writes are read
 * back and white space is folded. A longer text is cut after at most `length` characters, at a word, and
 * ends in "…".
 */
export function excerpt(html: string, length = 200): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= length ? text : `${text.slice(0, length).replace(/\s+\S*$/, '')}…`;
}
