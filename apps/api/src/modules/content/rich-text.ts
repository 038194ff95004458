import sanitizeHtml from 'sanitize-html';

/**
 * What blog HTML may contain (docs/architecture.md "Content rules": sanitised on write): the output of the tiptap editor and no
 * more. Scripts, event handlers, styles and `javascript:` URLs cannot survive; links are http(s) or
 * mailto, images http(s) or our own uploads.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped together with their content, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'template'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
  transformTags: {
    // A link opening a new tab must not hand the opener to the target.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } } : { tagName, attribs },
  },
};

/** Image sources: absolute http(s), or a path under /uploads (our own files). */
function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  return /^https?:\/\//i.test(src) || /^\/uploads\/[^\s]*$/.test(src);
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
