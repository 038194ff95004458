/**
 * Link rules for free-form page data, where any field may end up in an `href`. Browsers ignore leading
 * spaces/control characters and any tab or line break inside a URL (`java\tscript:`), so schemes are read
 * the way a browser reads them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BROWSER_IGNORED = /^[\u0000-\u0020]+|[\t\n\r]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Schemes that run code or smuggle content wherever they are rendered as a link or a source. */
const DANGEROUS_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file', 'blob', 'filesystem']);
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Field names that are links (`joining_link`, `video_url`, `cta_href`, `ctaLink`). */
const isLinkField = (name: string): boolean => /link|url|href/i.test(name);

const LINK_RULE = 'must be an http(s) URL, a mailto:/tel: link or a site path starting with /';
const SCHEME_RULE = 'must not be a javascript:, data:, vbscript: or file: link';

const schemeOf = (value: string): string | null => SCHEME.exec(value.replace(BROWSER_IGNORED, ''))?.[1].toLowerCase() ?? null;

/** Why `value` is refused in field `name`, or null: dangerous schemes anywhere, only safe links in link fields. */
export function linkProblem(name: string, value: string): string | null {
  const scheme = schemeOf(value);
  if (scheme && DANGEROUS_SCHEMES.has(scheme)) return SCHEME_RULE;
  if (!isLinkField(name)) return null;
  const text = value.trim();
  if (text === '') return null;
  if (scheme) return LINK_SCHEMES.has(scheme) && !/\s/.test(text) ? null : LINK_RULE;
  // A site path (`/join-us`) or an anchor; `//host` would be another site.
  return /^\/(?![/\\])\S*$/.test(text) || /^#\S*$/.test(text) ? null : LINK_RULE;
}
