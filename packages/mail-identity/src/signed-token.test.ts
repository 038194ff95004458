import { describe, expect, it } from '@jest/globals';
import { createHmac, hkdfSync } from 'node:crypto';
import fc from 'fast-check';
import { macOf, purposeKey, signToken, verifyToken, type TokenPurpose } from './signed-token.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const TENANT = '0196a0e2-7c1d-7000-8000-00000000000a';
const SUBJECT = '0196a0e2-7c1d-7000-8000-00000000a001';
const NOW = new Date('2026-11-27T12:00:00Z');
const LATER = new Date('2026-12-04T12:00:00Z');

const PURPOSES: TokenPurpose[] = [
  'newsletter-confirm',
  'platform-newsletter-confirm',
  'newsletter-unsubscribe',
  'campaign-open',
  'campaign-click',
  'campaign-unsubscribe',
  'sequence-open',
  'sequence-click',
  'sequence-unsubscribe',
  'bounce-address',
];

const uuid = fc.uuid().map((id) => id.toLowerCase());
const bound = fc.option(fc.string(), { nil: undefined });

describe('signed tokens', () => {
  it('round-trips the tenant, the subject and the expiry', () => {
    const token = signToken(SECRET, 'newsletter-confirm', { tenant: TENANT, subject: SUBJECT, expiresAt: LATER });
    expect(token).toMatch(/^[A-Za-z0-9_-]{72}$/);
    expect(verifyToken(SECRET, 'newsletter-confirm', token, { now: NOW })).toEqual({
      ok: true,
      tenant: TENANT,
      subject: SUBJECT,
      expiresAt: LATER,
    });
  });

  it('carries no tenant for the platform, and no expiry unless asked', () => {
    const token = signToken(SECRET, 'platform-newsletter-confirm', { tenant: null, subject: SUBJECT });
    expect(verifyToken(SECRET, 'platform-newsletter-confirm', token)).toEqual({
      ok: true,
      tenant: null,
      subject: SUBJECT,
      expiresAt: null,
    });
  });

  it('round-trips any tenant and subject, detached or not, with any bound text (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PURPOSES), uuid, uuid, fc.boolean(), bound, (purpose, tenant, subject, detached, bind) => {
        const token = signToken(SECRET, purpose, { tenant, subject }, { detached, bind });
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        const check = verifyToken(SECRET, purpose, token, { detached, bind, subject: detached ? subject : undefined });
        expect(check).toEqual({ ok: true, tenant, subject, expiresAt: null });
      }),
    );
  });

  it('refuses a token signed for another purpose (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PURPOSES), fc.constantFrom(...PURPOSES), uuid, uuid, (signedFor, checkedFor, tenant, subject) => {
        fc.pre(signedFor !== checkedFor);
        const token = signToken(SECRET, signedFor, { tenant, subject });
        expect(verifyToken(SECRET, checkedFor, token)).toEqual({ ok: false, reason: 'invalid' });
      }),
    );
  });

  it('refuses a token with any one bit changed (property)', () => {
    const token = signToken(SECRET, 'campaign-click', { tenant: TENANT, subject: SUBJECT }, { detached: true, bind: 'https://a.example/' });
    const bytes = Buffer.from(token, 'base64url');
    fc.assert(
      fc.property(fc.nat(bytes.length * 8 - 1), (bit) => {
        const altered = Buffer.from(bytes);
        altered[bit >> 3] ^= 1 << (bit & 7);
        const check = verifyToken(SECRET, 'campaign-click', altered.toString('base64url'), {
          detached: true,
          subject: SUBJECT,
          bind: 'https://a.example/',
        });
        expect(check).toEqual({ ok: false, reason: 'invalid' });
      }),
    );
  });

  it('refuses another subject, bound text, secret, a missing subject and non-canonical or foreign text', () => {
    const token = signToken(SECRET, 'campaign-click', { tenant: TENANT, subject: SUBJECT }, { detached: true, bind: 'https://a.example/' });
    const options = { detached: true, subject: SUBJECT, bind: 'https://a.example/' };
    expect(verifyToken(SECRET, 'campaign-click', token, options).ok).toBe(true);
    expect(verifyToken(SECRET, 'campaign-click', token, { ...options, subject: TENANT })).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(SECRET, 'campaign-click', token, { ...options, bind: 'https://evil.example/' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyToken(SECRET, 'campaign-click', token, { ...options, bind: undefined })).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken('another-secret-of-at-least-32-characters', 'campaign-click', token, options)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyToken(SECRET, 'campaign-click', token, { ...options, subject: undefined })).toEqual({ ok: false, reason: 'invalid' });
    // A detached token is not read as one carrying its subject, nor the other way round.
    expect(verifyToken(SECRET, 'campaign-click', token, { bind: options.bind })).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of [
      `${token}=`,
      `${token}A`,
      token.slice(0, -1),
      `${token.slice(0, 10)}+${token.slice(11)}`,
      '',
      'x'.repeat(500),
      42,
      null,
      undefined,
    ]) {
      expect(verifyToken(SECRET, 'campaign-click', bad, options)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('says expired only of a token it would otherwise accept', () => {
    const token = signToken(SECRET, 'newsletter-confirm', { tenant: TENANT, subject: SUBJECT, expiresAt: NOW });
    expect(verifyToken(SECRET, 'newsletter-confirm', token, { now: NOW })).toEqual({ ok: false, reason: 'expired' });
    expect(verifyToken(SECRET, 'newsletter-confirm', token, { now: new Date(NOW.getTime() - 1000) }).ok).toBe(true);
    expect(verifyToken('another-secret-of-at-least-32-characters', 'newsletter-confirm', token, { now: NOW })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('binds the tenant: the same subject under another tenant is another token, and a spliced tenant is refused', () => {
    const other = '0196a0e2-7c1d-7000-8000-00000000000b';
    const mine = signToken(SECRET, 'newsletter-unsubscribe', { tenant: TENANT, subject: SUBJECT }, { detached: true });
    const theirs = signToken(SECRET, 'newsletter-unsubscribe', { tenant: other, subject: SUBJECT }, { detached: true });
    expect(mine).not.toBe(theirs);
    const [a, b] = [Buffer.from(mine, 'base64url'), Buffer.from(theirs, 'base64url')];
    const spliced = Buffer.concat([a.subarray(0, 2), b.subarray(2, 18), a.subarray(18)]).toString('base64url');
    expect(verifyToken(SECRET, 'newsletter-unsubscribe', spliced, { detached: true, subject: SUBJECT })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses ids that are not UUIDs when signing', () => {
    expect(() => signToken(SECRET, 'campaign-open', { tenant: 'jane', subject: SUBJECT })).toThrow(/UUID/);
    expect(() => signToken(SECRET, 'campaign-open', { tenant: TENANT, subject: '1' })).toThrow(/UUID/);
  });

  it('signs with the first secret of a ring and verifies under any of them, never under a retired one', () => {
    const NEW = 'a-new-link-secret-of-at-least-32-characters';
    const RETIRED = 'a-retired-secret-of-at-least-32-characters';
    const before = signToken(SECRET, 'newsletter-confirm', { tenant: TENANT, subject: SUBJECT, expiresAt: LATER });
    const after = signToken([NEW, SECRET], 'newsletter-confirm', { tenant: TENANT, subject: SUBJECT, expiresAt: LATER });
    expect(after).toBe(signToken(NEW, 'newsletter-confirm', { tenant: TENANT, subject: SUBJECT, expiresAt: LATER }));
    for (const token of [before, after]) expect(verifyToken([NEW, SECRET], 'newsletter-confirm', token, { now: NOW }).ok).toBe(true);
    expect(verifyToken([NEW, RETIRED], 'newsletter-confirm', before, { now: NOW })).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken([], 'newsletter-confirm', before, { now: NOW })).toEqual({ ok: false, reason: 'invalid' });
    expect(() => signToken([], 'newsletter-confirm', { tenant: TENANT, subject: SUBJECT })).toThrow(/no link signing secret/);
  });

  it("derives each purpose's key with HKDF, the bounce address's being the one bounceAddressKeys has always used", () => {
    expect(purposeKey(SECRET, 'bounce-address')).toEqual(
      Buffer.from(hkdfSync('sha256', SECRET, 'distributor-sites', 'ds:bounce-address', 32)),
    );
    expect(new Set(PURPOSES.map((p) => purposeKey(SECRET, p).toString('hex'))).size).toBe(PURPOSES.length);
  });
});

describe('macOf', () => {
  it('is HMAC-SHA256 (keys shorter and longer than the block, several parts, reused keys)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 100 }), fc.array(fc.string(), { maxLength: 4 }), (bytes, parts) => {
        const key = Buffer.from(bytes);
        const expected = createHmac('sha256', key).update(parts.join('')).digest();
        expect(macOf(key, parts, 32)).toEqual(expected);
        expect(macOf(key, parts, 32)).toEqual(expected);
        expect(macOf(key, parts)).toEqual(expected.subarray(0, 16));
      }),
    );
  });
});
