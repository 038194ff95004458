/** docs/product.md#defaults: a site without a name is shown as 'Default Site'. */
export const DEFAULT_SITE_NAME = 'Default Site';

/**
 * The name a site is shown by: its own (trimmed); else the first non-blank stand-in the caller has (the
 * storefront: the name from the host lookup; emails: the distributor's name); else 'Default Site'.
 */
export function siteDisplayName(siteName: string | null | undefined, ...standIns: (string | null | undefined)[]): string {
  for (const candidate of [siteName, ...standIns]) {
    const name = candidate?.trim();
    if (name) return name;
  }
  return DEFAULT_SITE_NAME;
}

/**
 * A storefront page's document title: "<page> — <site>" for pages that name themselves (products, a
 * category, a product, the blog, a post), the site's name alone for the rest. The server's rendered head
 * and the browser after a client-side navigation both use it, so the two always agree.
 */
export function storefrontPageTitle(siteName: string, pageName?: string | null): string {
  const page = pageName?.trim();
  return page ? `${page} — ${siteName}` : siteName;
}
