import { describe, expect, it } from '@jest/globals';
import { classifyHost } from './host.js';

describe('classifyHost', () => {
  it('treats the base domain, its www form and localhost as main', () => {
    expect(classifyHost('example.com', 'example.com')).toEqual({ kind: 'main' });
    expect(classifyHost('WWW.Example.com', 'example.com')).toEqual({ kind: 'main' });
    expect(classifyHost('localhost:3000', 'example.com')).toEqual({ kind: 'main' });
  });

  it('finds the subdomain, ignoring case and port', () => {
    expect(classifyHost('Jane.localhost:3000', 'localhost')).toEqual({ kind: 'subdomain', subdomain: 'jane' });
    expect(classifyHost('jane.example.com.', 'example.com')).toEqual({ kind: 'subdomain', subdomain: 'jane' });
  });

  it('calls any other host custom', () => {
    expect(classifyHost('shop.janes-wellness.com', 'example.com')).toEqual({ kind: 'custom', domain: 'shop.janes-wellness.com' });
  });
});
