import { getRuntimeConfig } from '@/lib/runtime-config';

export type HostKind = 'main' | 'subdomain' | 'custom';

function normalizeHost(host: string): string {
  let value = host.trim().toLowerCase();
  // Tolerate "host:port" (but not bracketed IPv6) and a fully-qualified trailing dot.
  if (!value.startsWith('[') && value.includes(':')) value = value.slice(0, value.indexOf(':'));
  return value.replace(/\.+$/, '');
}

/** Spec §2 "Host kinds": main = base domain, its www form, or localhost. */
export function isMainHost(hostname: string, baseDomain: string): boolean {
  const host = normalizeHost(hostname);
  const base = normalizeHost(baseDomain);
  return host === base || host === `www.${base}` || host === 'localhost';
}

/** The tenant label of `<label>.<baseDomain>`, or null when the host is not a tenant subdomain. */
export function subdomainOf(hostname: string, baseDomain: string): string | null {
  const host = normalizeHost(hostname);
  const base = normalizeHost(baseDomain);
  if (isMainHost(host, base)) return null;
  const suffix = `.${base}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return label === '' ? null : label;
}

export function classifyHost(hostname: string, baseDomain: string): HostKind {
  if (isMainHost(hostname, baseDomain)) return 'main';
  return subdomainOf(hostname, baseDomain) === null ? 'custom' : 'subdomain';
}

/** Tenant storefront hosts (subdomain or custom domain) show the tenant's template at `/`. */
export function isTenantHost(kind: HostKind): boolean {
  return kind !== 'main';
}

export function currentHostKind(): HostKind {
  return classifyHost(window.location.hostname, getRuntimeConfig().baseDomain);
}
