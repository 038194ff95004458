import { describe, expect, it } from '@jest/globals';
import { normaliseSubdomain, subdomainProblem } from './subdomain.js';

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

  it('normalises case and spaces', () => expect(normaliseSubdomain('  JaNe ')).toBe('jane'));
});
