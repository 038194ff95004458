import { isUuid } from '@ds/shared';
import { verifyLegacyUnsubscribeSignature } from './legacy-links.js';
import { signToken, verifyToken, type LinkSecrets } from './signed-token.js';

/**
 * Unsubscribe links in autoresponder emails: the worker signs, the API verifies. `sid` names the
 * subscriber, `sig` is a signed token (`signed-token.ts`) covering it and carrying its tenant, so a link
 * works without login, cannot be forged for someone else, and is followed inside that tenant.
 */
export function unsubscribeSignature(secrets: LinkSecrets, tenantId: string, subscriberId: string): string {
  return signToken(secrets, 'newsletter-unsubscribe', { tenant: tenantId, subject: subscriberId }, { detached: true });
}

/** A verified unsubscribe link: its subscriber, and its tenant — null for a link issued before tokens carried it. */
export interface UnsubscribeLink {
  subscriberId: string;
  tenantId: string | null;
}

/**
 * The subscriber and tenant of an unsubscribe link whose `sig` is ours for `sid` (a link issued before
 * tokens carried the tenant, `legacy-links.ts`, has a null tenant); null when the link is not ours.
 */
export function verifyUnsubscribeLink(secrets: LinkSecrets, sid: unknown, sig: unknown): UnsubscribeLink | null {
  if (!isUuid(sid) || typeof sig !== 'string') return null;
  const check = verifyToken(secrets, 'newsletter-unsubscribe', sig, { detached: true, subject: sid });
  if (check.ok && check.tenant) return { subscriberId: check.subject, tenantId: check.tenant };
  return verifyLegacyUnsubscribeSignature(secrets, sid, sig) ? { subscriberId: sid.toLowerCase(), tenantId: null } : null;
}

/** `${publicUrl}/api/newsletters/unsubscribe?sid=…&sig=…` */
export function unsubscribeUrl(publicUrl: string, secrets: LinkSecrets, subscriberId: string, tenantId: string): string {
  const url = new URL('/api/newsletters/unsubscribe', publicUrl);
  url.searchParams.set('sid', subscriberId);
  url.searchParams.set('sig', unsubscribeSignature(secrets, tenantId, subscriberId));
  return url.toString();
}
