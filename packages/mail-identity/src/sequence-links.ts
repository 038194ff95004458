import { isUuid } from '@ds/shared';
import { signToken, verifyToken, type LinkSecrets } from './signed-token.js';

/**
 * The unsubscribe link of a sequence email (docs/product.md "Sequences"): names the step's delivery row
 * (detached, in the path) and carries its tenant, signed for its own purpose. It works for a lead who never
 * subscribed (a lead's enquiry follow-ups) as for a subscriber: it ends their sequences, and unsubscribes
 * a subscription they have. GET shows a page with the button, POST (RFC 8058 one-click) unsubscribes.
 */
export const SEQUENCE_TRACK_PATH = '/api/sequence-track';

export function sequenceUnsubscribeUrl(origin: string, secrets: LinkSecrets, deliveryId: string, tenantId: string): string {
  const url = new URL(`${SEQUENCE_TRACK_PATH}/unsubscribe/${deliveryId}`, origin);
  url.searchParams.set('s', signToken(secrets, 'sequence-unsubscribe', { tenant: tenantId, subject: deliveryId }, { detached: true }));
  return url.toString();
}

/** The tenant of a sequence unsubscribe link whose signature is ours for `deliveryId`; null otherwise. */
export function verifySequenceUnsubscribe(secrets: LinkSecrets, deliveryId: string, signature: unknown): { tenantId: string } | null {
  if (!isUuid(deliveryId)) return null;
  const check = verifyToken(secrets, 'sequence-unsubscribe', signature, { detached: true, subject: deliveryId });
  return check.ok && check.tenant ? { tenantId: check.tenant } : null;
}
