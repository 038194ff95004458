import { describe, expect, it } from '@jest/globals';
import { customDomainProblem, isApexDomain, normaliseCustomDomain, verificationRecords } from './custom-domain.js';

describe('custom domain rules', () => {
  it.each(['example.com', 'www.example.com', 'shop.jane-wellness.co.uk', 'xn--bcher-kva.de'])('accepts %s', (domain) => {
    expect(customDomainProblem(domain, 'sites.test')).toBeNull();
  });

  it.each([
    ['192.168.1.10', /IP address/],
    ['[::1]', /IP address/],
    ['sites.test', /belong to the platform/],
    ['jane.sites.test', /belong to the platform/],
    ['exa mple.com', /only letters/],
    ['http://example.com', /only letters/],
    ['example.com/path', /only letters/],
    ['exa_mple.com', /only letters/],
    ['-bad.com', /Each part/],
    ['localhost', /full domain/],
    ['example.c0m', /top-level/],
  ])('refuses %s', (domain, reason) => {
    expect(customDomainProblem(normaliseCustomDomain(domain), 'sites.test')).toMatch(reason);
  });

  it('normalises case, spaces, the trailing dot and international names', () => {
    expect(normaliseCustomDomain('  WWW.Example.COM. ')).toBe('www.example.com');
    expect(normaliseCustomDomain('bücher.de')).toBe('xn--bcher-kva.de');
  });

  it('tells an apex from a host', () => {
    expect(isApexDomain('example.com')).toBe(true);
    expect(isApexDomain('example.co.uk')).toBe(true);
    expect(isApexDomain('example.com.au')).toBe(true);
    expect(isApexDomain('www.example.com')).toBe(false);
    expect(isApexDomain('www.example.co.uk')).toBe(false);
  });

  // The Public Suffix List decides, not a guess from label counts: gob.mx, nhs.uk, wildcard and exception rules.
  it.each([
    ['shop.gob.mx', true, 'registered under the public suffix gob.mx'],
    ['example.gob.mx', true, 'registered under gob.mx'],
    ['www.shop.gob.mx', false, 'a host under shop.gob.mx'],
    ['example.co.uk', true, 'registered under co.uk'],
    ['www.example.co.uk', false, 'a host under example.co.uk'],
    ['shop.jane-wellness.co.uk', false, 'a host under jane-wellness.co.uk'],
    ['example.nhs.uk', true, 'registered under nhs.uk'],
    ['example.com.br', true, 'registered under com.br'],
    ['shop.example.com.br', false, 'a host under example.com.br'],
    ['shop.example.kawasaki.jp', true, 'the wildcard rule *.kawasaki.jp makes example.kawasaki.jp a suffix'],
    ['city.kawasaki.jp', true, 'the exception rule !city.kawasaki.jp makes it registrable'],
    ['www.city.kawasaki.jp', false, 'a host under city.kawasaki.jp'],
    ['example.uk.com', true, 'a privately run registry (uk.com) delegates whole zones'],
    ['jane.github.io', true, "the name a hosting service gives its customer is the customer's apex"],
    ['www.jane.github.io', false, 'a host under jane.github.io'],
    ['shop.test', true, 'an unlisted top-level domain counts as a suffix of one label'],
    ['www.shop.test', false, 'a host under shop.test'],
  ])('%s is an apex: %s (%s)', (domain, apex) => {
    expect(isApexDomain(domain)).toBe(apex);
  });

  it.each(['co.uk', 'gob.mx', 'github.io', 'com.au', 'example.kawasaki.jp'])(
    'refuses the public suffix %s itself: nobody owns it',
    (domain) => {
      expect(customDomainProblem(domain, 'sites.test')).toMatch(/public suffix/);
    },
  );

  it('asks a gob.mx apex for an A record and a host under it for a CNAME', () => {
    const edge = { cnameTarget: 'sites.platform.test', ipv4: '203.0.113.7' };
    expect(verificationRecords('shop.gob.mx', 'tok', edge)[1]).toEqual({ type: 'A', name: 'shop.gob.mx', value: '203.0.113.7' });
    expect(verificationRecords('www.shop.gob.mx', 'tok', edge)[1]).toEqual({
      type: 'CNAME',
      name: 'www.shop.gob.mx',
      value: 'sites.platform.test',
    });
  });

  it('asks for TXT + CNAME on a host and TXT + A on an apex', () => {
    const edge = { cnameTarget: 'sites.platform.test', ipv4: '203.0.113.7' };
    expect(verificationRecords('www.example.com', 'tok', edge)).toEqual([
      { type: 'TXT', name: '_ds-verify.www.example.com', value: 'tok' },
      { type: 'CNAME', name: 'www.example.com', value: 'sites.platform.test' },
    ]);
    expect(verificationRecords('example.com', 'tok', edge)[1]).toEqual({ type: 'A', name: 'example.com', value: '203.0.113.7' });
    expect(verificationRecords('example.com', 'tok', { cnameTarget: 'sites.platform.test' })[1].type).toBe('CNAME');
  });
});
