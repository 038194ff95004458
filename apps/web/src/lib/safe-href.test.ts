import { describe, expect, it } from 'vitest';
import { safeHref } from '@/lib/safe-href';

describe('safeHref', () => {
  it('keeps http(s) addresses and same-site paths', () => {
    expect(safeHref('https://example.com/a.pdf')).toBe('https://example.com/a.pdf');
    expect(safeHref(' http://example.com ')).toBe('http://example.com');
    expect(safeHref('/uploads/2026/05/logo.png')).toBe('/uploads/2026/05/logo.png');
  });

  it('drops script, data and protocol-relative addresses and non-strings', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.example.com/x')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
