import { describe, expect, it } from 'vitest';
import { customDomainError, domainTypeOptions, normalizeDomainName, showCustomDomainInput } from '@/lib/domain-type';

describe('domain type', () => {
  it('offers the subdomain (named) or an own domain', () => {
    expect(domainTypeOptions('jane.example.com')).toEqual([
      { value: 'sub_domain', label: 'Subdomain (jane.example.com)' },
      { value: 'custom_domain', label: 'My own domain' },
    ]);
  });

  it('shows the custom domain input for a custom-domain site, or while it holds a value', () => {
    expect(showCustomDomainInput('custom_domain', '')).toBe(true);
    expect(showCustomDomainInput('sub_domain', 'shop.example.org')).toBe(true);
    expect(showCustomDomainInput('sub_domain', '  ')).toBe(false);
  });

  it('normalises and checks a custom domain', () => {
    expect(normalizeDomainName(' Shop.Example.ORG. ')).toBe('shop.example.org');
    expect(customDomainError('custom_domain', ' ')).toBe('Enter your domain, e.g. www.example.com');
    expect(customDomainError('custom_domain', 'not a domain')).toBe('Enter a domain name such as www.example.com');
    expect(customDomainError('custom_domain', 'shop.example.org')).toBeNull();
    expect(customDomainError('sub_domain', '')).toBeNull();
  });
});
