import { createHmac } from 'node:crypto';
import { isUuid } from '@ds/shared';
import { sameSecret, type LinkSecrets } from './signed-token.js';

/**
 * The link signatures issued before `signed-token.ts` (docs/signed-links.md "Links issued before"): only
 * verified, never issued any more, so the links already in inboxes keep working. They name a row but not
 * its tenant, so whoever follows one finds the owner across tenants. Confirmation links expire after
 * seven days; unsubscribe and campaign links have no expiry and are kept as long as such emails may be
 * opened. Each is checked under every secret of the link ring: they were signed with JWT_SECRET, the ring's
 * `jwt` key, and stop verifying once that key is retired (docs/operations.md "Rotating keys").
 */

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/** Whether `expected(secret)` matches `given` for any secret of the ring. */
const underAny = (secrets: LinkSecrets, given: string, expected: (secret: string) => string) =>
  (typeof secrets === 'string' ? [secrets] : secrets).some((secret) => sameSecret(expected(secret), given));

/** The old confirmation token `<subscriberId>.<expiry s>.<mac>`: the subscriber, or why not. */
export function verifyLegacyConfirmationToken(
  secrets: LinkSecrets,
  token: string,
  list: 'tenant' | 'platform',
  now: Date,
): { ok: true; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' } {
  if (token.length > 200) return { ok: false, reason: 'invalid' };
  const [subscriberId, expiryText, signature, ...rest] = token.split('.');
  if (rest.length || !isUuid(subscriberId) || !expiryText || !/^\d{1,12}$/.test(expiryText) || !signature)
    return { ok: false, reason: 'invalid' };
  const purpose = list === 'tenant' ? 'newsletter-confirm' : 'platform-newsletter-confirm';
  const signed = `${purpose}:${subscriberId.toLowerCase()}:${Number(expiryText)}`;
  if (!underAny(secrets, signature, (secret) => hmac(secret, signed).toString('base64url'))) return { ok: false, reason: 'invalid' };
  if (Number(expiryText) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId: subscriberId.toLowerCase() };
}

/** The old autoresponder unsubscribe signature (`sig`, an HMAC of the subscriber id). */
export function verifyLegacyUnsubscribeSignature(secrets: LinkSecrets, subscriberId: string, signature: string): boolean {
  return underAny(secrets, signature, (secret) => hmac(secret, `unsubscribe:${subscriberId}`).toString('base64url'));
}

/** The old campaign link signature (`s`, 128 bits of an HMAC of the kind, the row and the target). */
export function verifyLegacyCampaignLink(
  secrets: LinkSecrets,
  kind: 'open' | 'click' | 'unsubscribe',
  recipientId: string,
  signature: string,
  url = '',
): boolean {
  return underAny(secrets, signature, (secret) =>
    hmac(secret, `campaign-${kind}:${recipientId}:${url}`).subarray(0, 16).toString('base64url'),
  );
}
