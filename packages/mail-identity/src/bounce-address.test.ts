import { describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { bounceAddress, bounceTargetOf } from './bounce-address.js';

describe('per-email return paths (VERP)', () => {
  const key = randomBytes(32);
  const id = randomUUID();

  it('names the email, fits RFC 5321 local-part limits, and reads back (whatever the case)', () => {
    const address = bounceAddress(key, { kind: 'campaign', id }, 'Bounces.Example.com');
    expect(address).toMatch(/^bounces\+c[0-9a-f]{32}-[0-9a-f]{20}@bounces\.example\.com$/);
    expect(address.split('@')[0].length).toBeLessThanOrEqual(64);
    expect(bounceTargetOf(key, address, 'bounces.example.com')).toEqual({ kind: 'campaign', id });
    expect(bounceTargetOf(key, address.toUpperCase(), 'bounces.example.com')).toEqual({ kind: 'campaign', id });
    expect(bounceTargetOf(key, bounceAddress(key, { kind: 'outbox', id }, 'x.example'), 'x.example')).toEqual({ kind: 'outbox', id });
    const sequence = bounceAddress(key, { kind: 'sequence', id }, 'x.example');
    expect(sequence).toMatch(/^bounces\+s[0-9a-f]{32}-[0-9a-f]{20}@x\.example$/);
    expect(bounceTargetOf(key, sequence, 'x.example')).toEqual({ kind: 'sequence', id });
  });

  it('refuses altered, re-kinded, foreign-key, other-domain and malformed addresses', () => {
    const address = bounceAddress(key, { kind: 'campaign', id }, 'b.example');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === '0' ? '1' : '0') + text.slice(at + 1);
    expect(bounceTargetOf(key, flip(address, address.indexOf('-') + 1), 'b.example')).toBeNull();
    expect(bounceTargetOf(key, flip(address, 'bounces+c'.length), 'b.example')).toBeNull();
    expect(bounceTargetOf(key, address.replace('+c', '+t'), 'b.example')).toBeNull();
    expect(bounceTargetOf(key, address.replace('+c', '+s'), 'b.example')).toBeNull();
    expect(bounceTargetOf(randomBytes(32), address, 'b.example')).toBeNull();
    expect(bounceTargetOf(key, address, 'other.example')).toBeNull();
    for (const bad of ['', 'bounces@b.example', 'postmaster@b.example', `${address}x`, 42, null, 'a'.repeat(400)])
      expect(bounceTargetOf(key, bad, 'b.example')).toBeNull();
  });

  it('signs with the first key of a ring and reads back under any of them, not under a retired one', () => {
    const next = randomBytes(32);
    const before = bounceAddress(key, { kind: 'outbox', id }, 'b.example');
    const after = bounceAddress([next, key], { kind: 'outbox', id }, 'b.example');
    expect(after).toBe(bounceAddress(next, { kind: 'outbox', id }, 'b.example'));
    for (const address of [before, after]) expect(bounceTargetOf([next, key], address, 'b.example')).toEqual({ kind: 'outbox', id });
    expect(bounceTargetOf([next, randomBytes(32)], before, 'b.example')).toBeNull();
  });
});
