import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links in autoresponder emails: the worker signs, the API verifies. The signature is an
 * HMAC of the subscriber id, so a link works without login and cannot be forged for someone else.
 */
export function unsubscribeSignature(secret: string, subscriberId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest('base64url');
}

export function verifyUnsubscribeSignature(secret: string, subscriberId: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, subscriberId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `${publicUrl}/api/newsletters/unsubscribe?sid=…&sig=…` */
export function unsubscribeUrl(publicUrl: string, secret: string, subscriberId: string): string {
  const url = new URL('/api/newsletters/unsubscribe', publicUrl);
  url.searchParams.set('sid', subscriberId);
  url.searchParams.set('sig', unsubscribeSignature(secret, subscriberId));
  return url.toString();
}
