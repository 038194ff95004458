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
