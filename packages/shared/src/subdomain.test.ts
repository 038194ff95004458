import { describe, expect, it } from '@jest/globals';
import { SUBDOMAIN_PATTERN, subdomainProblem } from './subdomain.js';

describe('subdomain rules', () => {
  it.each(['jane', 'abc', 'jane-doe', 'a1b2', 'x'.repeat(63)])('accepts %s', (s) => expect(subdomainProblem(s)).toBeNull());

  it.each([
    ['ab', /3 to 63/],
    ['x'.repeat(64), /3 to 63/],
    ['-jane', /hyphen/],
    ['jane-', /hyphen/],
    ['jane_doe', /only lowercase/],
    ['jane.doe', /only lowercase/],
    ['Jane', /only lowercase/],
    ['www', /reserved/],
    ['admin', /reserved/],
    ['api', /reserved/],
  ])('rejects %s', (s, reason) => expect(subdomainProblem(s)).toMatch(reason));

  it('gives the web forms the same shape: what the pattern refuses, the rules refuse', () => {
    for (const s of ['ab', '-jane', 'jane-', 'jane_doe', 'Jane']) expect(SUBDOMAIN_PATTERN.test(s)).toBe(false);
    for (const s of ['jane', 'jane-doe', 'x'.repeat(63)]) expect(SUBDOMAIN_PATTERN.test(s)).toBe(true);
  });
});
