import { describe, expect, it } from '@jest/globals';
import { confirmationToken, unsubscribeSignature, verifyConfirmationToken } from './index.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const SID = '01937a3c-2f4e-7b1a-9c3d-5e6f7a8b9c0d';
const TENANT = '01937a3c-2f4e-7b1a-9c3d-00000000000a';
const NOW = new Date('2026-11-23T12:00:00Z');
const LATER = new Date('2026-11-30T12:00:00Z');

describe('confirmation token', () => {
  it('confirms the subscriber it names, in the tenant it carries, until it expires', () => {
    const token = confirmationToken(SECRET, SID, LATER, { tenantId: TENANT });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(verifyConfirmationToken(SECRET, token, NOW)).toEqual({ ok: true, list: 'tenant', tenantId: TENANT, subscriberId: SID });
    expect(verifyConfirmationToken(SECRET, token, new Date(LATER.getTime() + 1000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a forged, altered or foreign token as invalid', () => {
    const token = confirmationToken(SECRET, SID, LATER, { tenantId: TENANT });
    const bytes = Buffer.from(token, 'base64url');
    const flipped = (i: number) => Buffer.from(bytes.map((b, j) => (j === i ? b ^ 1 : b))).toString('base64url');
    for (const bad of [
      flipped(5), // the tenant
      flipped(20), // the subscriber
      flipped(bytes.length - 20), // the expiry
      flipped(bytes.length - 1), // the MAC
      confirmationToken('another-secret-of-at-least-32-characters', SID, LATER, { tenantId: TENANT }),
      // An unsubscribe token is ours too, for another purpose: never a confirmation.
      unsubscribeSignature(SECRET, TENANT, SID),
      `${token}A`,
      `${SID}.1893456000.forged`,
      'not-a-token',
      '',
      42,
      undefined,
    ]) {
      expect(verifyConfirmationToken(SECRET, bad, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it("keeps the storefront's and the platform's (landing) lists apart: one's link never confirms on the other", () => {
    const platform = confirmationToken(SECRET, SID, LATER, 'platform');
    expect(verifyConfirmationToken(SECRET, platform, NOW)).toEqual({ ok: true, list: 'platform', subscriberId: SID });
    const bytes = Buffer.from(platform, 'base64url');
    // The platform's token with a tenant spliced in is signed for neither list.
    const spliced = Buffer.concat([Buffer.from([bytes[0], bytes[1] | 1]), Buffer.alloc(16, 7), bytes.subarray(2)]).toString('base64url');
    expect(verifyConfirmationToken(SECRET, spliced, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
