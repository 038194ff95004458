/** Spec §9: a site without a name is shown as 'Default Site'. */
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
