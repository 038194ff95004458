/** Absolute (http, mailto, tel, protocol-relative) targets leave the storefront's router. */
export function isExternalLink(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href.trim());
}

/** Only http(s) URLs are rendered as outbound links from tenant content. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  const candidate = /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
  return /^https?:\/\//i.test(candidate) ? candidate : null;
}

/** `${basePath}/${to}` for relative storefront paths ('' = home). */
export function storefrontHref(basePath: string, to: string): string {
  const clean = to.replace(/^\/+/, '');
  return clean ? `${basePath}/${clean}` : basePath || '/';
}

/**
 * The site's own click link (`/go/buy/<id>`, `/go/join`: the server counts the click and sends the visitor
 * to the distributor's shop or enrolment link, docs/product.md "Shop links and sales credit"), a plain link
 * that leaves the router. Template previews (a `basePath`) have no such link: `fallback` there.
 */
export function goHref(basePath: string, target: 'join' | { buy: string }, fallback: string | null): string | null {
  if (basePath) return fallback;
  return target === 'join' ? '/go/join' : `/go/buy/${encodeURIComponent(target.buy)}`;
}
