import type { CaaRecord, DnsAnswer, DnsQuestions } from './dns-lookup.js';
import { normaliseName } from './dns-lookup.js';

/** A record the distributor was asked to create (as stored on the verification: TXT + CNAME or A). */
export interface ExpectedRecord {
  type: string;
  name: string;
  value: string;
}

/**
 * What DNS answered for one record. `found`: the values seen (null when the lookup failed), `ok`: it
 * matches, `problem`: why not, in words for the distributor. A `CAA` entry is added when the domain has
 * CAA records (they are not ours to create, but can forbid our CA).
 */
export interface CheckedRecord extends ExpectedRecord {
  found: string[] | null;
  ok: boolean;
  problem: string | null;
}

/**
 * - `verified`: every record is right;
 * - `problem`: DNS answered and something is missing or wrong (the distributor must act, or wait for DNS);
 * - `unreachable`: some lookup failed (SERVFAIL, timeout) and nothing answered was wrong: retry, blame nobody.
 */
type CheckOutcome = 'verified' | 'problem' | 'unreachable';

export interface DomainCheckResult {
  outcome: CheckOutcome;
  records: CheckedRecord[];
  /** One line for the distributor: every problem, `; `-separated (or that all is well). */
  message: string;
  /** Outcome of the routing and CAA records alone (what a re-check of a verified domain looks at). */
  routingOutcome: CheckOutcome;
}

export interface EdgeTargets {
  /** Host customers CNAME to (EDGE_CNAME_TARGET). */
  cnameTarget: string;
  /** IPv4 an apex A record must name (EDGE_IPV4), if the platform has one. */
  ipv4?: string;
  /** CA identities CAA `issue` records must allow (ACME_CAA_IDENTITIES). */
  caaIdentities: string[];
}

const NOT_YET = 'DNS changes can take up to an hour';
export const VERIFIED_MESSAGE = 'DNS records verified';

const REASONS: Record<string, string> = {
  ESERVFAIL: 'SERVFAIL',
  ETIMEOUT: 'timeout',
  ECONNREFUSED: 'connection refused',
  EREFUSED: 'REFUSED',
  EBADRESP: 'bad response',
  ECONNRESET: 'connection reset',
};

type Partial = { record: CheckedRecord; unreachable: boolean };

/**
 * Checks a custom domain's DNS against the records the distributor was given (docs/domains.md): the TXT
 * ownership record `_ds-verify.<domain>` must hold the token; routing must reach the edge (CNAME to the
 * edge host — or A records equal to the edge's, for DNS hosts that flatten — or, for an apex, A records
 * naming only EDGE_IPV4 and no AAAA elsewhere); CAA must be absent or allow our CA.
 */
export async function checkDomain(
  dns: DnsQuestions,
  domain: string,
  expected: readonly ExpectedRecord[],
  edge: EdgeTargets,
): Promise<DomainCheckResult> {
  const checks: Promise<Partial>[] = expected.map((record) => {
    switch (record.type) {
      case 'TXT':
        return checkTxt(dns, record);
      case 'A':
        return checkApexA(dns, domain, record);
      default:
        return checkCname(dns, domain, record, edge);
    }
  });
  const [parts, caa] = await Promise.all([Promise.all(checks), checkCaa(dns, domain, edge.caaIdentities)]);
  if (caa) parts.push(caa);

  const records = parts.map((p) => p.record);
  const outcomeOf = (list: Partial[]): CheckOutcome =>
    list.some((p) => !p.record.ok && !p.unreachable) ? 'problem' : list.some((p) => p.unreachable) ? 'unreachable' : 'verified';
  const outcome = outcomeOf(parts);
  // One failing name can fail several questions (routing and CAA): say it once.
  const problems = [...new Set(records.filter((r) => r.problem).map((r) => r.problem as string))];
  return {
    outcome,
    records,
    message: outcome === 'verified' ? VERIFIED_MESSAGE : problems.join('; '),
    routingOutcome: outcomeOf(parts.filter((p) => p.record.type !== 'TXT')),
  };
}

async function checkTxt(dns: DnsQuestions, record: ExpectedRecord): Promise<Partial> {
  const answer = await dns.txt(record.name);
  if (answer.kind === 'error') return unreachable(record, answer);
  if (answer.kind === 'none') return result(record, [], `TXT record not found yet — ${NOT_YET}`);
  const found = answer.values.map((v) => v.trim());
  if (found.includes(record.value)) return result(record, found, null);
  const seen = found.map((v) => `"${v}"`).join(', ');
  return result(record, found, `TXT record ${record.name} has ${seen}, expected "${record.value}"`);
}

async function checkCname(dns: DnsQuestions, domain: string, record: ExpectedRecord, edge: EdgeTargets): Promise<Partial> {
  const target = normaliseName(record.value);
  const cname = await dns.cname(domain);
  if (cname.kind === 'error') return unreachable(record, cname, domain);
  if (cname.kind === 'found') {
    if (cname.values.includes(target)) return result(record, cname.values, null);
    return result(record, cname.values, `${domain} points to ${cname.values.join(', ')} (CNAME), not to ${target}`);
  }
  // No CNAME: a DNS host that flattens CNAMEs (or an ALIAS record) answers with the edge's addresses.
  const [a, targetA] = await Promise.all([dns.a(domain), dns.a(target)]);
  if (a.kind === 'error') return unreachable(record, a, domain);
  if (a.kind === 'none') return result(record, [], `CNAME record for ${domain} not found yet — ${NOT_YET}`);
  const found = a.values.map((ip) => `${ip} (A)`);
  const edgeIps = new Set([...(targetA.kind === 'found' ? targetA.values : []), ...(edge.ipv4 ? [edge.ipv4] : [])]);
  if (edgeIps.size && a.values.every((ip) => edgeIps.has(ip))) return result(record, found, null);
  if (targetA.kind === 'error' && !edge.ipv4) return unreachable(record, targetA, target);
  return result(
    record,
    found,
    `${domain} points to ${a.values.join(', ')} (A record), not to ${target} — replace it with a CNAME record to ${target}`,
  );
}

async function checkApexA(dns: DnsQuestions, domain: string, record: ExpectedRecord): Promise<Partial> {
  const [a, aaaa] = await Promise.all([dns.a(domain), dns.aaaa(domain)]);
  if (a.kind === 'error') return unreachable(record, a, domain);
  if (a.kind === 'none') return result(record, [], `A record for ${domain} not found yet — ${NOT_YET}`);
  const others = a.values.filter((ip) => ip !== record.value);
  const found = [...a.values, ...(aaaa.kind === 'found' ? aaaa.values.map((ip) => `${ip} (AAAA)`) : [])];
  if (others.length === a.values.length)
    return result(record, found, `${domain} points to ${a.values.join(', ')} (A record), not to ${record.value}`);
  if (others.length)
    return result(record, found, `${domain} also points to ${others.join(', ')} (A record) — remove every A record except ${record.value}`);
  // We serve no IPv6 address: any AAAA sends IPv6 visitors (and possibly the CA) elsewhere.
  if (aaaa.kind === 'found')
    return result(record, found, `${domain} has an AAAA (IPv6) record ${aaaa.values.join(', ')} pointing elsewhere — remove it`);
  if (aaaa.kind === 'error') return unreachable(record, aaaa, domain);
  return result(record, found, null);
}

/**
 * RFC 8659: the relevant CAA set is the first non-empty one walking from the domain up to (not
 * including) its top-level domain. Absent, or without `issue` properties: anyone may issue.
 */
async function checkCaa(dns: DnsQuestions, domain: string, identities: string[]): Promise<Partial | null> {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const name = labels.slice(i).join('.');
    const answer: DnsAnswer<CaaRecord> = await dns.caa(name);
    const record: ExpectedRecord = { type: 'CAA', name, value: identities.join(', ') };
    if (answer.kind === 'error') return unreachable(record, answer, name);
    if (answer.kind === 'none') continue;
    const found = answer.values.map((r) => `${r.critical ? 128 : 0} ${r.tag} "${r.value}"`);
    const unknownCritical = answer.values.find((r) => r.critical && !['issue', 'issuewild', 'iodef'].includes(r.tag));
    if (unknownCritical)
      return result(
        record,
        found,
        `CAA record on ${name} has a critical "${unknownCritical.tag}" property no certificate authority may ignore — remove it`,
      );
    const issuers = answer.values.filter((r) => r.tag === 'issue').map((r) => r.value.split(';')[0].trim().toLowerCase());
    if (!issuers.length || issuers.some((issuer) => identities.includes(issuer))) return result(record, found, null);
    const allowed = issuers.filter(Boolean);
    const who = allowed.length ? `only ${allowed.join(', ')}` : 'no certificate authority';
    return result(record, found, `CAA records on ${name} allow ${who} to issue certificates — add 0 issue "${identities[0]}"`);
  }
  return null;
}

function result(record: ExpectedRecord, found: string[], problem: string | null): Partial {
  return {
    record: { type: record.type, name: record.name, value: record.value, found, ok: problem === null, problem },
    unreachable: false,
  };
}

function unreachable(record: ExpectedRecord, answer: { code: string }, name = record.name): Partial {
  const reason = REASONS[answer.code] ?? answer.code;
  return {
    record: {
      type: record.type,
      name: record.name,
      value: record.value,
      found: null,
      ok: false,
      problem: `DNS lookup of ${name} failed temporarily (${reason}) — we will retry automatically`,
    },
    unreachable: true,
  };
}
