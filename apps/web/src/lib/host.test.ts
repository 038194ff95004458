import { describe, expect, it } from 'vitest';
import { classifyHost, isMainHost, subdomainOf } from '@/lib/host';

describe('classifyHost', () => {
  it('treats the base domain, its www form and localhost as the main host', () => {
    expect(classifyHost('example.com', 'example.com')).toBe('main');
    expect(classifyHost('www.example.com', 'example.com')).toBe('main');
    expect(classifyHost('localhost', 'example.com')).toBe('main');
  });

  it('compares host names in lower case', () => {
    expect(classifyHost('WWW.Example.COM', 'example.com')).toBe('main');
    expect(classifyHost('Jane.Example.com', 'EXAMPLE.com')).toBe('subdomain');
  });

  it('classifies <label>.<baseDomain> as a tenant subdomain', () => {
    expect(classifyHost('jane.example.com', 'example.com')).toBe('subdomain');
    expect(subdomainOf('jane.example.com', 'example.com')).toBe('jane');
  });

  it('treats jane.localhost as a subdomain when the base domain is localhost', () => {
    expect(classifyHost('localhost', 'localhost')).toBe('main');
    expect(classifyHost('www.localhost', 'localhost')).toBe('main');
    expect(classifyHost('jane.localhost', 'localhost')).toBe('subdomain');
    expect(subdomainOf('jane.localhost', 'localhost')).toBe('jane');
  });

  it('does not treat www as a tenant subdomain', () => {
    expect(subdomainOf('www.example.com', 'example.com')).toBeNull();
  });

  it('classifies any other host as a custom domain', () => {
    expect(classifyHost('janes-wellness.com', 'example.com')).toBe('custom');
    expect(classifyHost('notexample.com', 'example.com')).toBe('custom');
    expect(classifyHost('example.com.evil.net', 'example.com')).toBe('custom');
    expect(classifyHost('127.0.0.1', 'localhost')).toBe('custom');
    expect(subdomainOf('janes-wellness.com', 'example.com')).toBeNull();
  });

  it('ignores a port and a trailing dot', () => {
    expect(classifyHost('jane.localhost:3000', 'localhost')).toBe('subdomain');
    expect(isMainHost('example.com.', 'example.com')).toBe(true);
  });
});
