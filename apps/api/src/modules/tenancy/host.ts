/** Host kinds of spec §2, decided on the server the same way the web client does. */
export type HostKind = { kind: 'main' } | { kind: 'subdomain'; subdomain: string } | { kind: 'custom'; domain: string };

export function normaliseHost(raw: string): string {
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return host; // IPv6 literal: never a tenant
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  return host;
}

export function classifyHost(raw: string, baseDomain: string): HostKind {
  const host = normaliseHost(raw);
  const base = baseDomain.toLowerCase();
  if (host === base || host === `www.${base}` || host === 'localhost' || host === '') return { kind: 'main' };
  if (host.endsWith(`.${base}`)) return { kind: 'subdomain', subdomain: host.slice(0, -(base.length + 1)) };
  return { kind: 'custom', domain: host };
}
