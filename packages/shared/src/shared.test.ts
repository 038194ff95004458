import { describe, expect, it } from '@jest/globals';
import {
  classifyHost,
  deploymentOf,
  isMainHost,
  isUuid,
  normaliseHost,
  siteDisplayName,
  storefrontOrigin,
  storefrontPageTitle,
} from './index.js';

describe('host kinds (docs/product.md#hosts)', () => {
  it('main: the base domain, www, localhost and an empty host', () => {
    for (const host of ['example.com', 'WWW.Example.com', 'localhost', 'localhost:3000', '', 'example.com.']) {
      expect(classifyHost(host, 'example.com')).toEqual({ kind: 'main' });
    }
    expect(isMainHost('www.localhost', 'localhost')).toBe(true);
  });

  it('subdomain: <label>.<base>, with or without a port', () => {
    expect(classifyHost('Jane.Example.com:8080', 'example.com')).toEqual({ kind: 'subdomain', subdomain: 'jane' });
    expect(classifyHost('jane.localhost:3000', 'localhost')).toEqual({ kind: 'subdomain', subdomain: 'jane' });
  });

  it('custom: anything else, IPv6 literals included', () => {
    expect(classifyHost('example.com.evil.net', 'example.com')).toEqual({ kind: 'custom', domain: 'example.com.evil.net' });
    expect(classifyHost('127.0.0.1:3000', 'localhost')).toEqual({ kind: 'custom', domain: '127.0.0.1' });
    expect(classifyHost('[::1]:3000', 'localhost')).toEqual({ kind: 'custom', domain: '[::1]:3000' });
    expect(normaliseHost(' Shop.Example. ')).toBe('shop.example');
  });
});

describe('site display name (docs/product.md#defaults)', () => {
  it("is the site's own name, else 'Default Site'", () => {
    expect(siteDisplayName("  Jane's Corner ")).toBe("Jane's Corner");
    for (const none of [null, undefined, '', '   ']) expect(siteDisplayName(none)).toBe('Default Site');
  });
  it('takes the first non-blank stand-in before the default', () => {
    expect(siteDisplayName(' ', null, ' Jane Doe ', 'Other')).toBe('Jane Doe');
    expect(siteDisplayName(null, '', '  ')).toBe('Default Site');
  });
});

describe('storefront page title', () => {
  it("is '<page> — <site>' for a named page, the site's name otherwise", () => {
    expect(storefrontPageTitle("Jane's Corner", 'Vitamin C')).toBe("Vitamin C — Jane's Corner");
    for (const none of [undefined, null, '', '  ']) expect(storefrontPageTitle("Jane's Corner", none)).toBe("Jane's Corner");
  });
});

describe('storefront origin', () => {
  const local = deploymentOf('http://localhost:3000', 'localhost');
  it('is the subdomain on the deployment, port shown unless it is the default', () => {
    expect(storefrontOrigin({ subdomain: 'jane' }, local)).toBe('http://jane.localhost:3000');
    expect(storefrontOrigin({ subdomain: 'jane' }, deploymentOf('https://sites.example', 'sites.example'))).toBe(
      'https://jane.sites.example',
    );
    expect(storefrontOrigin({ subdomain: 'jane' }, { baseDomain: 'sites.example', scheme: 'https', port: 443 })).toBe(
      'https://jane.sites.example',
    );
  });
  it('is the custom domain over HTTPS once it is live, and only then', () => {
    expect(storefrontOrigin({ subdomain: 'jane', custom_domain: 'shop.example', custom_domain_status: 'verified' }, local)).toBe(
      'https://shop.example',
    );
    expect(storefrontOrigin({ subdomain: 'jane', custom_domain: 'shop.example', custom_domain_status: 'pending' }, local)).toBe(
      'http://jane.localhost:3000',
    );
  });
});

describe('isUuid', () => {
  it('accepts the text form of a UUID of any version and case, and nothing else', () => {
    expect(isUuid('0190a6d2-3c4b-7def-8123-456789abcdef')).toBe(true);
    expect(isUuid('0190A6D2-3C4B-4DEF-8123-456789ABCDEF')).toBe(true);
    for (const value of [
      '',
      'x',
      '0190a6d2-3c4b-7def-8123-456789abcde',
      '0190a6d2-3c4b-7def-8123-456789abcdef ',
      '{0190a6d2-3c4b-7def-8123-456789abcdef}',
      42,
      null,
      undefined,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
