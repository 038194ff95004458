import { createHmac } from 'node:crypto';
import { isUuid } from '@ds/shared';
import { sameSecret } from './signed-token.js';

/**
 * The link signatures issued before `signed-token.ts` (docs/signed-links.md "Links issued before"): only
 * verified, never issued any more, so the links already in inboxes keep working. They name a row but not
 * its tenant, so whoever follows one finds the owner across tenants. Confirmation links expire after
 * seven days; unsubscribe and campaign links have no expiry and are kept as long as such emails may be
 * opened.
 */

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/** The old confirmation token `<subscriberId>.<expiry s>.<mac>`: the subscriber, or why not. */
export function verifyLegacyConfirmationToken(
  secret: string,
  token: string,
  list: 'tenant' | 'platform',
  now: Date,
): { ok: true; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' } {
  if (token.length > 200) return { ok: false, reason: 'invalid' };
  const [subscriberId, expiryText, signature, ...rest] = token.split('.');
  if (rest.length || !isUuid(subscriberId) || !expiryText || !/^\d{1,12}$/.test(expiryText) || !signature)
    return { ok: false, reason: 'invalid' };
  const purpose = list === 'tenant' ? 'newsletter-confirm' : 'platform-newsletter-confirm';
  const expected = hmac(secret, `${purpose}:${subscriberId.toLowerCase()}:${Number(expiryText)}`).toString('base64url');
  if (!sameSecret(expected, signature)) return { ok: false, reason: 'invalid' };
  if (Number(expiryText) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId: subscriberId.toLowerCase() };
}

/** The old autoresponder unsubscribe signature (`sig`, an HMAC of the subscriber id). */
export function verifyLegacyUnsubscribeSignature(secret: string, subscriberId: string, signature: string): boolean {
  return sameSecret(hmac(secret, `unsubscribe:${subscriberId}`).toString('base64url'), signature);
}

/** The old campaign link signature (`s`, 128 bits of an HMAC of the kind, the row and the target). */
export function verifyLegacyCampaignLink(
  secret: string,
  kind: 'open' | 'click' | 'unsubscribe',
  recipientId: string,
  signature: string,
  url = '',
): boolean {
  return sameSecret(hmac(secret, `campaign-${kind}:${recipientId}:${url}`).subarray(0, 16).toString('base64url'), signature);
}
