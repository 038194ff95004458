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
