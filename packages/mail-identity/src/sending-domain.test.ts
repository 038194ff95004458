import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@ds/config';
import { recordState, sendingDomainRecords } from './sending-domain.js';

const valid = {
  DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
  MAIL_FROM: 'Distributor Sites <no-reply@mail.sites.test>',
};

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

describe('sending domain records', () => {
  it('renders the DKIM, SPF and DMARC records from the configuration', () => {
    const c = loadConfig({
      ...valid,
      DKIM_SELECTOR: 's2',
      DKIM_PREVIOUS_SELECTOR: 's1',
      DKIM_PRIVATE_KEY: pkcs8,
      SPF_MECHANISMS: 'ip4:127.0.0.1, include:_spf.relay.test',
    });
    expect(sendingDomainRecords(c)).toEqual([
      { kind: 'dkim', type: 'TXT', name: 's2._domainkey.mail.sites.test', value: `v=DKIM1; k=rsa; p=${spki}` },
      { kind: 'dkim-previous', type: 'TXT', name: 's1._domainkey.mail.sites.test', value: null },
      { kind: 'spf', type: 'TXT', name: 'mail.sites.test', value: 'v=spf1 ip4:127.0.0.1 include:_spf.relay.test -all' },
      { kind: 'dmarc', type: 'TXT', name: '_dmarc.mail.sites.test', value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r' },
    ]);
    // No key: nothing to publish for DKIM yet; SPF defaults to the domain's own hosts.
    expect(sendingDomainRecords(loadConfig(valid)).map((r) => [r.kind, r.value])).toEqual([
      ['spf', 'v=spf1 a mx -all'],
      ['dmarc', 'v=DMARC1; p=quarantine; adkim=r; aspf=r'],
    ]);
    expect(() => loadConfig({ ...valid, SPF_MECHANISMS: 'ip4:1.2.3.4 ~all' })).toThrow(/SPF_MECHANISMS/);
  });

  it('tells published, missing and different records apart', () => {
    const [dkim, previous, spf, dmarc] = sendingDomainRecords(
      loadConfig({ ...valid, DKIM_SELECTOR: 's2', DKIM_PREVIOUS_SELECTOR: 's1', DKIM_PRIVATE_KEY: pkcs8, SPF_MECHANISMS: 'ip4:127.0.0.1' }),
    );
    expect(recordState(dkim, [`v=DKIM1;k=rsa; p=${spki.slice(0, 100)} ${spki.slice(100)}`])).toBe('published');
    expect(recordState(dkim, ['v=DKIM1; k=rsa; p=AAAA'])).toBe('different');
    expect(recordState(dkim, ['google-site-verification=x'])).toBe('missing');
    expect(recordState(previous, ['v=DKIM1; k=rsa; p=AAAA'])).toBe('published');
    expect(recordState(previous, ['v=DKIM1; p='])).toBe('missing');
    expect(recordState(spf, ['v=spf1 ip4:127.0.0.1 include:other.test -all'])).toBe('published');
    expect(recordState(spf, ['v=spf1 ip4:10.0.0.1 -all'])).toBe('different');
    expect(recordState(spf, ['v=spf1 ip4:127.0.0.1 -all', 'v=spf1 -all'])).toBe('different');
    expect(recordState(spf, [])).toBe('missing');
    expect(recordState(dmarc, ['v=DMARC1; p=reject; rua=mailto:d@sites.test'])).toBe('published');
    expect(recordState(dmarc, ['v=DMARC1; rua=mailto:d@sites.test'])).toBe('different');
    expect(recordState(dmarc, [])).toBe('missing');
  });

  it("puts SPF on the return paths' domain and, with BOUNCE_MX_HOST, lists the MX that brings bounces back", () => {
    const c = loadConfig({ ...valid, BOUNCE_DOMAIN: 'Bounces.Mail.Sites.test', BOUNCE_MX_HOST: 'inbound.sites.test.' });
    const records = sendingDomainRecords(c);
    expect(records).toEqual([
      { kind: 'spf', type: 'TXT', name: 'bounces.mail.sites.test', value: 'v=spf1 a mx -all' },
      { kind: 'dmarc', type: 'TXT', name: '_dmarc.mail.sites.test', value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r' },
      { kind: 'return-path', type: 'MX', name: 'bounces.mail.sites.test', value: '10 inbound.sites.test' },
    ]);
    const mx = records[2];
    expect(recordState(mx, ['20 inbound.sites.test'])).toBe('published');
    expect(recordState(mx, ['10 mx.elsewhere.test'])).toBe('different');
    expect(recordState(mx, [])).toBe('missing');
    // Without BOUNCE_DOMAIN the return paths are MAIL_FROM's domain, and without BOUNCE_MX_HOST there is no MX to list.
    expect(sendingDomainRecords(loadConfig(valid)).map((r) => [r.kind, r.name])).toEqual([
      ['spf', 'mail.sites.test'],
      ['dmarc', '_dmarc.mail.sites.test'],
    ]);
    expect(() => loadConfig({ ...valid, BOUNCE_MX_HOST: 'not a host' })).toThrow(/BOUNCE_MX_HOST/);
  });
});
