/**
 * A site's domain choice (docs/product.md#data `domain_type`, `custom_domain`), as the back-office settings form and
 * the admins' website setup wizard both edit it: same labels, same normalising, same checks.
 */

import type { Schema } from '@/lib/api/typed-client';

/** docs/product.md#defaults: a site is on its subdomain (`sub_domain`) unless it says otherwise. */
export type DomainType = Schema<'DomainType'>;

export const DOMAIN_TYPE_LABEL = 'Domain type';
export const CUSTOM_DOMAIN_LABEL = 'Custom domain';
export const CUSTOM_DOMAIN_PLACEHOLDER = 'www.example.com';

/** The two choices; `siteAddress` is the site's subdomain host (`jane.example.com`). */
export function domainTypeOptions(siteAddress: string): { value: DomainType; label: string }[] {
  return [
    { value: 'sub_domain', label: `Subdomain (${siteAddress})` },
    { value: 'custom_domain', label: 'My own domain' },
  ];
}

/** The custom_domain input is shown for a custom-domain site, and while it holds a value (so it can be cleared). */
export const showCustomDomainInput = (domainType: unknown, customDomain: unknown): boolean =>
  domainType === 'custom_domain' || (typeof customDomain === 'string' && customDomain.trim() !== '');

/** Trimmed, lower-cased, without a trailing dot: what the server stores. */
export const normalizeDomainName = (value: string): string => value.trim().toLowerCase().replace(/\.$/, '');

const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?$/i;

/** What the browser can tell about the custom domain before asking the server; null when nothing. */
export function customDomainError(domainType: unknown, customDomain: string): string | null {
  const domain = customDomain.trim();
  if (domainType === 'custom_domain' && !domain) return 'Enter your domain, e.g. www.example.com';
  if (domain && !HOST.test(domain)) return 'Enter a domain name such as www.example.com';
  return null;
}
