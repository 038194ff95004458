import { describe, expect, it } from '@jest/globals';
import { confirmationToken, unsubscribeSignature, verifyConfirmationToken } from './index.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const SID = '01937a3c-2f4e-7b1a-9c3d-5e6f7a8b9c0d';
const NOW = new Date('2026-11-23T12:00:00Z');
const LATER = new Date('2026-11-30T12:00:00Z');

describe('confirmation token', () => {
  it('confirms the subscriber it names until it expires', () => {
    const token = confirmationToken(SECRET, SID, LATER);
    expect(verifyConfirmationToken(SECRET, token, NOW)).toEqual({ ok: true, subscriberId: SID });
    expect(verifyConfirmationToken(SECRET, token, new Date(LATER.getTime() + 1000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a forged, altered or foreign token as invalid', () => {
    const token = confirmationToken(SECRET, SID, LATER);
    const [sid, expiry, mac] = token.split('.');
    const otherSid = '01937a3c-2f4e-7b1a-9c3d-5e6f7a8b9c0e';
    for (const bad of [
      `${sid}.${expiry}.forged`,
      `${otherSid}.${expiry}.${mac}`,
      `${sid}.${Number(expiry) + 86400}.${mac}`,
      confirmationToken('another-secret-of-at-least-32-characters', SID, LATER),
      // An unsubscribe signature is a MAC of ours too, for another purpose: never a confirmation.
      `${sid}.${expiry}.${unsubscribeSignature(SECRET, SID)}`,
      `${token}.extra`,
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
    expect(verifyConfirmationToken(SECRET, platform, NOW, 'platform')).toEqual({ ok: true, subscriberId: SID });
    expect(verifyConfirmationToken(SECRET, platform, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyConfirmationToken(SECRET, confirmationToken(SECRET, SID, LATER), NOW, 'platform')).toEqual({ ok: false, reason: 'invalid' });
  });
});
