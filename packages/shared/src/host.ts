/**
 * Host kinds of docs/product.md#hosts, decided the same way by the API (tenant resolution), the worker and the web
 * client (which screen a host shows). The host is compared in lower case, without a port and without
 * trailing dots; an empty host is the main site (it can never name a tenant).
 */
export type HostKind = { kind: 'main' } | { kind: 'subdomain'; subdomain: string } | { kind: 'custom'; domain: string };

export function normaliseHost(raw: string): string {
  const host = raw.trim().toLowerCase();
  // An IPv6 literal ([::1]:3000) is never a tenant: left as it is, it classifies as a custom host nobody owns.
  if (host.startsWith('[')) return host;
  return host.replace(/:\d*$/, '').replace(/\.+$/, '');
}

/** docs/product.md#hosts: the base domain, its www form, or localhost (and an empty host). */
export function isMainHost(raw: string, baseDomain: string): boolean {
  const host = normaliseHost(raw);
  const base = normaliseHost(baseDomain);
  return host === '' || host === base || host === `www.${base}` || host === 'localhost';
}

export function classifyHost(raw: string, baseDomain: string): HostKind {
  const host = normaliseHost(raw);
  const base = normaliseHost(baseDomain);
  if (isMainHost(host, base)) return { kind: 'main' };
  const suffix = `.${base}`;
  if (host.endsWith(suffix) && host.length > suffix.length) return { kind: 'subdomain', subdomain: host.slice(0, -suffix.length) };
  return { kind: 'custom', domain: host };
}
