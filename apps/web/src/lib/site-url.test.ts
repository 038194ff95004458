import { describe, expect, it } from 'vitest';
import { mainSiteUrl, tenantSiteUrl } from '@/lib/site-url';

describe('site URLs', () => {
  it('builds the live site link on the same protocol and port', () => {
    expect(tenantSiteUrl('jane', { protocol: 'http:', port: '3000' }, 'localhost')).toBe('http://jane.localhost:3000/');
  });

  it('omits an empty port', () => {
    expect(tenantSiteUrl('jane', { protocol: 'https:', port: '' }, 'example.com')).toBe('https://jane.example.com/');
    expect(mainSiteUrl({ protocol: 'https:', port: '' }, 'example.com')).toBe('https://example.com/');
  });

  it('points "Go to Main Site" at the base domain', () => {
    expect(mainSiteUrl({ protocol: 'http:', port: '5173' }, 'localhost')).toBe('http://localhost:5173/');
  });
});
