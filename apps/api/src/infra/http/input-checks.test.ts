import { describe, expect, it } from '@jest/globals';
import { nestsDeeperThan } from './json-depth.js';
import { findInputProblem, textProblem } from './unsafe-input.js';
import { escapeLike } from '../prisma/text-search.js';
import { linkProblem } from '../../modules/content/page-links.js';

describe('nestsDeeperThan', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan(Buffer.from('{"a":"[[[[[[\\"[[[["}'), 2)).toBe(false);
    expect(nestsDeeperThan('['.repeat(20_000), 32)).toBe(true);
  });
});

describe('findInputProblem', () => {
  it('names the first field holding NUL or a lone surrogate, keys included', () => {
    expect(textProblem('ok 😀')).toBeNull();
    expect(findInputProblem({ a: [{ b: 'x\u0000' }] })).toEqual({ field: 'a.0.b', problem: 'must not contain NUL characters' });
    expect(findInputProblem({ ['k\ud800']: 1 })?.field).toBe('k\uFFFD');
    expect(findInputProblem('\udc00', 'search')?.field).toBe('search');
  });

  it('refuses nesting past the limit without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep, '', 32)?.problem).toBe('is nested too deeply (at most 32 levels)');
  });

  it('does not walk buffers or class instances', () => {
    expect(findInputProblem({ file: Buffer.from('\u0000') })).toBeNull();
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('linkProblem', () => {
  it('refuses script links anywhere and non-web links in link fields', () => {
    expect(linkProblem('title', ' JaVa\tScRiPt:alert(1)')).not.toBeNull();
    expect(linkProblem('note', 'Note: call us')).toBeNull();
    expect(linkProblem('cta_link', 'ftp://x')).not.toBeNull();
    expect(linkProblem('cta_link', '//evil.example')).not.toBeNull();
    for (const ok of ['https://example.com', 'mailto:a@b.c', 'tel:+1555', '/join-us', '#top', ''])
      expect(linkProblem('cta_link', ok)).toBeNull();
  });
});
