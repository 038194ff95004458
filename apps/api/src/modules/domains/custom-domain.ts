import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';

/**
 * Rules for a distributor's own domain (design §5/§6): a public host name that is not an IP address and
 * not the platform's base domain or one of its subdomains. Uniqueness across tenants is checked by the
 * caller (it needs the database).
 */

/** Lower-cased, trimmed, trailing dot dropped; international names in their ASCII (punycode) form. */
export function normaliseCustomDomain(raw: string): string {
  const host = raw.trim().toLowerCase().replace(/\.$/, '');
  // eslint-disable-next-line no-control-regex -- "anything outside ASCII"
  if (/[^\x00-\x7f]/.test(host)) return domainToASCII(host) || host;
  return host;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Why `domain` (normalised) cannot be a custom domain, or null when it can. */
export function customDomainProblem(domain: string, baseDomain: string): string | null {
  if (domain === '') return 'Enter your custom domain';
  const bare = domain.replace(/^\[|\]$/g, '');
  if (isIP(bare) || /^[\d.]+$/.test(domain)) return 'Enter a domain name, not an IP address';
  if (!/^[a-z0-9.-]+$/.test(domain)) return 'A domain may contain only letters, digits, hyphens and dots (no http://, paths or spaces)';
  if (domain.length > 253) return 'A domain may be at most 253 characters long';
  const labels = domain.split('.');
  if (labels.length < 2) return 'Enter a full domain name, such as example.com or www.example.com';
  if (labels.some((label) => !LABEL.test(label))) return 'Each part of a domain must be 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen';
  if (!TOP_LABEL.test(labels[labels.length - 1])) return 'The domain must end in a valid top-level domain, such as .com';
  const base = baseDomain.toLowerCase();
  if (domain === base || domain.endsWith(`.${base}`)) return `${base} and its subdomains belong to the platform; enter a domain you own`;
  return null;
}

/** Second-level labels under which country domains are registered (example.co.uk, example.com.au). */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'ltd', 'plc', 'me', 'nom', 'or', 'ne', 'gen', 'biz', 'info']);

/**
 * Whether `domain` is a registrable apex (needs an A record; a CNAME is not allowed there) rather than a
 * host under it. A small public-suffix heuristic: two labels, or three when the last two look like
 * `co.uk` / `com.au` (a known second level under a two-letter country code).
 */
export function isApexDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length === 2) return true;
  return labels.length === 3 && labels[2].length === 2 && SECOND_LEVEL.has(labels[1]);
}

export interface DnsRecord {
  type: 'TXT' | 'CNAME' | 'A';
  name: string;
  value: string;
}

export const VERIFY_LABEL = '_ds-verify';

/**
 * The DNS records a distributor creates: a TXT proving ownership, and routing to the edge (CNAME for a
 * host, A for an apex). Without a fixed edge IPv4 an apex gets the CNAME too (DNS hosts that flatten
 * CNAMEs / support ALIAS records handle it).
 */
export function verificationRecords(domain: string, token: string, edge: { cnameTarget: string; ipv4?: string }): DnsRecord[] {
  const routing: DnsRecord =
    isApexDomain(domain) && edge.ipv4 ? { type: 'A', name: domain, value: edge.ipv4 } : { type: 'CNAME', name: domain, value: edge.cnameTarget };
  return [{ type: 'TXT', name: `${VERIFY_LABEL}.${domain}`, value: token }, routing];
}
