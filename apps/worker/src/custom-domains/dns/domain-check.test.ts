import { describe, expect, it } from '@jest/globals';
import type { CaaRecord, DnsAnswer, DnsQuestions } from './dns-lookup.js';
import { checkDomain, type ExpectedRecord } from './domain-check.js';

type Zone = Record<string, { TXT?: string[]; CNAME?: string[]; A?: string[]; AAAA?: string[]; CAA?: CaaRecord[]; fail?: string }>;

/** DNS answers from a table; `fail` makes every question about the name fail with that code. */
function fakeDns(zone: Zone): DnsQuestions {
  const ask =
    <T>(type: 'TXT' | 'CNAME' | 'A' | 'AAAA' | 'CAA') =>
    (name: string): Promise<DnsAnswer<T>> => {
      const entry = zone[name];
      if (entry?.fail) return Promise.resolve({ kind: 'error', code: entry.fail });
      const values = entry?.[type] as T[] | undefined;
      return Promise.resolve(values?.length ? { kind: 'found', values } : { kind: 'none' });
    };
  return { txt: ask('TXT'), cname: ask('CNAME'), a: ask('A'), aaaa: ask('AAAA'), caa: ask('CAA') };
}

const edge = { cnameTarget: 'edge.platform.test', ipv4: '203.0.113.7', caaIdentities: ['letsencrypt.org'] };
const host: ExpectedRecord[] = [
  { type: 'TXT', name: '_ds-verify.www.shop.test', value: 'ds-verify-abc' },
  { type: 'CNAME', name: 'www.shop.test', value: 'edge.platform.test' },
];
const apex: ExpectedRecord[] = [
  { type: 'TXT', name: '_ds-verify.shop.test', value: 'ds-verify-abc' },
  { type: 'A', name: 'shop.test', value: '203.0.113.7' },
];
const good: Zone = { '_ds-verify.www.shop.test': { TXT: ['ds-verify-abc'] }, 'www.shop.test': { CNAME: ['edge.platform.test'] } };

describe('checkDomain', () => {
  it('verifies a host with the TXT token and a CNAME to the edge', async () => {
    const result = await checkDomain(fakeDns(good), 'www.shop.test', host, edge);
    expect(result.outcome).toBe('verified');
    expect(result.message).toBe('DNS records verified');
    expect(result.records).toEqual([
      { ...host[0], found: ['ds-verify-abc'], ok: true, problem: null },
      { ...host[1], found: ['edge.platform.test'], ok: true, problem: null },
    ]);
  });

  it('says exactly that the TXT record is not there yet', async () => {
    const result = await checkDomain(fakeDns({ 'www.shop.test': good['www.shop.test'] }), 'www.shop.test', host, edge);
    expect(result.outcome).toBe('problem');
    expect(result.message).toBe('TXT record not found yet — DNS changes can take up to an hour');
    expect(result.records[0]).toMatchObject({ found: [], ok: false });
    expect(result.routingOutcome).toBe('verified');
  });

  it('names the wrong TXT value and the expected one', async () => {
    const result = await checkDomain(
      fakeDns({ ...good, '_ds-verify.www.shop.test': { TXT: ['ds-verify-other'] } }),
      'www.shop.test',
      host,
      edge,
    );
    expect(result.message).toBe('TXT record _ds-verify.www.shop.test has "ds-verify-other", expected "ds-verify-abc"');
  });

  it('names where a CNAME points instead', async () => {
    const result = await checkDomain(
      fakeDns({ ...good, 'www.shop.test': { CNAME: ['shops.otherhost.example'] } }),
      'www.shop.test',
      host,
      edge,
    );
    expect(result.outcome).toBe('problem');
    expect(result.message).toBe('www.shop.test points to shops.otherhost.example (CNAME), not to edge.platform.test');
    expect(result.routingOutcome).toBe('problem');
  });

  it('accepts a flattened CNAME (A records equal to the edge) and names a foreign A record', async () => {
    const flattened = { ...good, 'www.shop.test': { A: ['198.51.100.20'] }, 'edge.platform.test': { A: ['198.51.100.20'] } };
    expect((await checkDomain(fakeDns(flattened), 'www.shop.test', host, edge)).outcome).toBe('verified');
    const foreign = { ...good, 'www.shop.test': { A: ['192.0.2.99'] }, 'edge.platform.test': { A: ['198.51.100.20'] } };
    expect((await checkDomain(fakeDns(foreign), 'www.shop.test', host, edge)).message).toBe(
      'www.shop.test points to 192.0.2.99 (A record), not to edge.platform.test — replace it with a CNAME record to edge.platform.test',
    );
  });

  it('wants an apex A record naming only the edge IPv4, and no AAAA elsewhere', async () => {
    const base = { '_ds-verify.shop.test': { TXT: ['ds-verify-abc'] } };
    expect((await checkDomain(fakeDns({ ...base, 'shop.test': { A: ['203.0.113.7'] } }), 'shop.test', apex, edge)).outcome).toBe(
      'verified',
    );
    expect((await checkDomain(fakeDns({ ...base, 'shop.test': { A: ['192.0.2.1'] } }), 'shop.test', apex, edge)).message).toBe(
      'shop.test points to 192.0.2.1 (A record), not to 203.0.113.7',
    );
    expect(
      (await checkDomain(fakeDns({ ...base, 'shop.test': { A: ['203.0.113.7', '192.0.2.1'] } }), 'shop.test', apex, edge)).message,
    ).toBe('shop.test also points to 192.0.2.1 (A record) — remove every A record except 203.0.113.7');
    const v6 = await checkDomain(fakeDns({ ...base, 'shop.test': { A: ['203.0.113.7'], AAAA: ['2001:db8::1'] } }), 'shop.test', apex, edge);
    expect(v6.message).toBe('shop.test has an AAAA (IPv6) record 2001:db8::1 pointing elsewhere — remove it');
    expect((await checkDomain(fakeDns(base), 'shop.test', apex, edge)).message).toBe(
      'A record for shop.test not found yet — DNS changes can take up to an hour',
    );
  });

  it('honours CAA: absent or allowing our CA passes; naming only another CA does not', async () => {
    const allowing = {
      ...good,
      'shop.test': { CAA: [{ critical: false, tag: 'issue', value: 'letsencrypt.org; validationmethods=http-01' }] },
    };
    const ok = await checkDomain(fakeDns(allowing), 'www.shop.test', host, edge);
    expect(ok.outcome).toBe('verified');
    expect(ok.records[2]).toMatchObject({ type: 'CAA', name: 'shop.test', ok: true });
    const forbidding = {
      ...good,
      'shop.test': {
        CAA: [
          { critical: false, tag: 'issue', value: 'otherca.example' },
          { critical: false, tag: 'iodef', value: 'mailto:x@shop.test' },
        ],
      },
    };
    const bad = await checkDomain(fakeDns(forbidding), 'www.shop.test', host, edge);
    expect(bad.outcome).toBe('problem');
    expect(bad.message).toBe('CAA records on shop.test allow only otherca.example to issue certificates — add 0 issue "letsencrypt.org"');
    // The closest CAA set wins: the host's own record overrides its parent's.
    const overridden = {
      ...forbidding,
      'www.shop.test': { ...good['www.shop.test'], CAA: [{ critical: false, tag: 'issue', value: 'letsencrypt.org' }] },
    };
    expect((await checkDomain(fakeDns(overridden), 'www.shop.test', host, edge)).outcome).toBe('verified');
  });

  it('treats SERVFAIL and timeouts as "try again", not as a wrong record', async () => {
    const servfail = await checkDomain(
      fakeDns({ ...good, '_ds-verify.www.shop.test': { fail: 'ESERVFAIL' } }),
      'www.shop.test',
      host,
      edge,
    );
    expect(servfail.outcome).toBe('unreachable');
    expect(servfail.message).toBe('DNS lookup of _ds-verify.www.shop.test failed temporarily (SERVFAIL) — we will retry automatically');
    expect(servfail.records[0]).toMatchObject({ found: null, ok: false });
    const timeout = await checkDomain(fakeDns({ ...good, 'www.shop.test': { fail: 'ETIMEOUT' } }), 'www.shop.test', host, edge);
    expect(timeout.outcome).toBe('unreachable');
    expect(timeout.routingOutcome).toBe('unreachable');
    expect(timeout.message).toMatch(/failed temporarily \(timeout\)/);
    // A definite problem elsewhere still counts as a problem.
    const mixed = await checkDomain(fakeDns({ 'www.shop.test': { fail: 'ETIMEOUT' } }), 'www.shop.test', host, edge);
    expect(mixed.outcome).toBe('problem');
  });
});
