import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { getDomain } from 'tldts';

/**
 * Rules for a distributor's own domain (docs/domains.md): a public host name that is not an IP address and
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
  if (labels.some((label) => !LABEL.test(label)))
    return 'Each part of a domain must be 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen';
  if (!TOP_LABEL.test(labels[labels.length - 1])) return 'The domain must end in a valid top-level domain, such as .com';
  const base = baseDomain.toLowerCase();
  if (domain === base || domain.endsWith(`.${base}`)) return `${base} and its subdomains belong to the platform; enter a domain you own`;
  if (registeredDomain(domain) === null)
    return `${domain} is a public suffix, under which others register their domains; enter the domain you registered, such as example.${domain}`;
  return null;
}

/**
 * The Public Suffix List (tldts) with its private section too: a name registered under a private suffix is
 * its holder's own zone as much as one under an ICANN suffix (uk.com and eu.org delegate whole zones, and
 * jane.github.io is the name a customer was given), so it is that customer's apex; the suffix itself
 * (github.io) is nobody's. A top-level domain the list does not know (.test) is a suffix of one label.
 */
const PUBLIC_SUFFIXES = { allowPrivateDomains: true } as const;

/** The domain registered under a public suffix that `domain` is or lies under (example.gob.mx); null for a suffix itself. */
function registeredDomain(domain: string): string | null {
  return getDomain(domain, PUBLIC_SUFFIXES);
}

/**
 * Whether `domain` is a registrable apex — the top of the zone its owner registered, where a CNAME is not
 * allowed, so it needs an A record — rather than a host under it (www.example.co.uk). shop.gob.mx is an
 * apex: gob.mx is a public suffix.
 */
export function isApexDomain(domain: string): boolean {
  return registeredDomain(domain) === domain;
}

export interface DnsRecord {
  type: 'TXT' | 'CNAME' | 'A';
  name: string;
  value: string;
}

const VERIFY_LABEL = '_ds-verify';

/**
 * The DNS records a distributor creates: a TXT proving ownership, and routing to the edge (CNAME for a
 * host, A for an apex). Without a fixed edge IPv4 an apex gets the CNAME too (DNS hosts that flatten
 * CNAMEs / support ALIAS records handle it).
 */
export function verificationRecords(domain: string, token: string, edge: { cnameTarget: string; ipv4?: string }): DnsRecord[] {
  const routing: DnsRecord =
    isApexDomain(domain) && edge.ipv4
      ? { type: 'A', name: domain, value: edge.ipv4 }
      : { type: 'CNAME', name: domain, value: edge.cnameTarget };
  return [{ type: 'TXT', name: `${VERIFY_LABEL}.${domain}`, value: token }, routing];
}
