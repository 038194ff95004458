import { describe, expect, it } from 'vitest';
import { withQuery } from '@/lib/query-string';

describe('withQuery', () => {
  it('appends only the defined, non-empty query parameters', () => {
    expect(withQuery('/x', { search: 'ann', page: 2, limit: undefined, q: '' })).toBe('/x?search=ann&page=2');
    expect(withQuery('/x', {})).toBe('/x');
    expect(withQuery('/x', { search: 'a&b' })).toBe('/x?search=a%26b');
  });
});
