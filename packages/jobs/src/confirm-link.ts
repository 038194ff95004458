import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The double opt-in confirmation link (docs/subscribers.md): the worker signs it into the confirmation
 * email, the API verifies it. Signed (HMAC-SHA256 under the server secret), single-purpose (the MAC
 * covers the purpose `newsletter-confirm`, so an unsubscribe signature or any other MAC of ours never
 * passes for it) and expiring (the expiry is inside the MAC). Token: `<subscriberId>.<expiry s>.<mac>`.
 */
export const CONFIRMATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which list the link confirms: a storefront's (`subscribers`) or the main domain's landing newsletter
 * (`platform_subscribers`). Each is its own purpose inside the MAC, so one list's link never confirms
 * anything on the other.
 */
export type ConfirmationList = 'tenant' | 'platform';
const PURPOSE: Record<ConfirmationList, string> = { tenant: 'newsletter-confirm', platform: 'platform-newsletter-confirm' };

function mac(secret: string, subscriberId: string, expiresAtSeconds: number, list: ConfirmationList): string {
  return createHmac('sha256', secret).update(`${PURPOSE[list]}:${subscriberId.toLowerCase()}:${expiresAtSeconds}`).digest('base64url');
}

/** A token confirming `subscriberId`'s subscription, valid until `expiresAt`. */
export function confirmationToken(secret: string, subscriberId: string, expiresAt: Date, list: ConfirmationList = 'tenant'): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return `${subscriberId}.${expiry}.${mac(secret, subscriberId, expiry, list)}`;
}

export type ConfirmationCheck = { ok: true; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first: an expired answer is only given for a link we really issued. */
export function verifyConfirmationToken(secret: string, token: unknown, now = new Date(), list: ConfirmationList = 'tenant'): ConfirmationCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const [subscriberId, expiryText, signature, ...rest] = token.split('.');
  if (rest.length || !subscriberId || !UUID.test(subscriberId) || !expiryText || !/^\d{1,12}$/.test(expiryText) || !signature) return { ok: false, reason: 'invalid' };
  const expiry = Number(expiryText);
  const expected = Buffer.from(mac(secret, subscriberId, expiry, list));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (expiry * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId: subscriberId.toLowerCase() };
}

/**
 * `${siteUrl}/api/newsletters/confirm?token=…`: opened on the storefront the visitor subscribed on (the
 * main domain for the platform's list — the API tells the two apart by the host).
 */
export function confirmationUrl(siteUrl: string, secret: string, subscriberId: string, expiresAt: Date, list: ConfirmationList = 'tenant'): string {
  const url = new URL('/api/newsletters/confirm', siteUrl);
  url.searchParams.set('token', confirmationToken(secret, subscriberId, expiresAt, list));
  return url.toString();
}
