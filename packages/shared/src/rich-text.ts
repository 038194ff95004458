/**
 * What rich text (blog posts, training, a campaign's body) may contain (docs/architecture.md "Content
 * rules": sanitised on write): the output of the tiptap editor and no more. Scripts, event handlers, styles
 * and `javascript:` URLs cannot survive; links are http(s) or mailto, images http(s) or our own uploads.
 *
 * Written as sanitize-html options without importing it: the API's blog sanitiser applies them as they
 * are, packages/campaign-mail adds its block markers, and the web, which also imports this package, does
 * not bundle an HTML parser for nothing.
 */
export interface RichTextFrame {
  tag: string;
  attribs: Record<string, string>;
}

export interface RichTextTag {
  tagName: string;
  attribs: Record<string, string>;
  text?: string;
}

export interface RichTextOptions {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedSchemes: string[];
  allowedSchemesByTag: Record<string, string[]>;
  allowedSchemesAppliedToAttributes: string[];
  allowProtocolRelative: boolean;
  disallowedTagsMode: 'discard';
  nonTextTags: string[];
  /** True for an element to drop together with what it holds. */
  exclusiveFilter: (frame: RichTextFrame) => boolean;
  transformTags: Record<string, (tagName: string, attribs: Record<string, string>) => RichTextTag>;
}

/** Image sources: absolute http(s), or a path under /uploads (our own files). */
export function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  return /^https?:\/\//i.test(src) || /^\/uploads\/[^\s]*$/.test(src);
}

/** A fresh copy of the rules each call, so one sanitiser extending them cannot change another's. */
export function richTextOptions(): RichTextOptions {
  return {
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
}
