import { richTextOptions } from '@ds/shared';
import sanitizeHtml from 'sanitize-html';

/** The rich-text rules (`@ds/shared` rich-text.ts: the editor's HTML and no more), as blog posts and training are stored. */
const OPTIONS: sanitizeHtml.IOptions = richTextOptions();

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
