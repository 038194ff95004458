import { isUuid } from '@ds/shared';
import { signToken, verifyToken, type LinkSecrets, type TokenPurpose } from './signed-token.js';

/**
 * The links of a sequence email (docs/product.md "Sequences"), one set per delivery row (an enrolment's
 * step), like a campaign email's (`campaign-links.ts`): the open pixel, each tracked link (a signed
 * redirect that covers its target), and the unsubscribe link. Each names the row (detached, in the path)
 * and carries its tenant, signed for its own purpose. The unsubscribe link works for a lead who never
 * subscribed (a lead's enquiry follow-ups) as for a subscriber: it ends their sequences, and unsubscribes
 * a subscription they have. GET shows a page with the button, POST (RFC 8058 one-click) unsubscribes.
 */
export const SEQUENCE_TRACK_PATH = '/api/sequence-track';

export type SequenceLinkKind = 'open' | 'click' | 'unsubscribe';

const PURPOSE: Record<SequenceLinkKind, TokenPurpose> = {
  open: 'sequence-open',
  click: 'sequence-click',
  unsubscribe: 'sequence-unsubscribe',
};

function link(origin: string, path: string, params: Record<string, string>): string {
  const url = new URL(`${SEQUENCE_TRACK_PATH}/${path}`, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const sign = (secrets: LinkSecrets, kind: SequenceLinkKind, deliveryId: string, tenantId: string, url = '') =>
  signToken(secrets, PURPOSE[kind], { tenant: tenantId, subject: deliveryId }, { detached: true, bind: url });

export function sequenceUnsubscribeUrl(origin: string, secrets: LinkSecrets, deliveryId: string, tenantId: string): string {
  return link(origin, `unsubscribe/${deliveryId}`, { s: sign(secrets, 'unsubscribe', deliveryId, tenantId) });
}

/** The 1×1 image whose load records the open. */
export function sequenceOpenUrl(origin: string, secrets: LinkSecrets, deliveryId: string, tenantId: string): string {
  return link(origin, `open/${deliveryId}`, { s: sign(secrets, 'open', deliveryId, tenantId) });
}

/** The signed redirect to `target` that records the click (per delivery, per link). */
export function sequenceClickUrl(origin: string, secrets: LinkSecrets, deliveryId: string, target: string, tenantId: string): string {
  return link(origin, `click/${deliveryId}`, { u: target, s: sign(secrets, 'click', deliveryId, tenantId, target) });
}

/** The tenant of a sequence link whose signature is ours for `deliveryId` (and `url`, a click's target); null otherwise. */
export function verifySequenceLink(
  secrets: LinkSecrets,
  kind: SequenceLinkKind,
  deliveryId: string,
  signature: unknown,
  url = '',
): { tenantId: string } | null {
  if (!isUuid(deliveryId)) return null;
  const check = verifyToken(secrets, PURPOSE[kind], signature, { detached: true, subject: deliveryId, bind: url });
  return check.ok && check.tenant ? { tenantId: check.tenant } : null;
}

/** The tenant of a sequence unsubscribe link whose signature is ours for `deliveryId`; null otherwise. */
export function verifySequenceUnsubscribe(secrets: LinkSecrets, deliveryId: string, signature: unknown): { tenantId: string } | null {
  return verifySequenceLink(secrets, 'unsubscribe', deliveryId, signature);
}

/** The delivery row a sequence Message-ID (`<s.<row id>@<domain>>`, brackets optional) names, or null. */
export function deliveryOfSequenceMessageId(messageId: string): string | null {
  const match = /^<?s\.([0-9a-f-]{36})@[^<>\s]+>?$/i.exec(messageId.trim());
  return match && isUuid(match[1]) ? match[1].toLowerCase() : null;
}

/**
 * The click's destination with the sequence's UTM tags (visitor analytics reads them, docs/analytics.md):
 * source `sequence`, medium `email`, campaign = the sequence's id. Tags the link already has are kept.
 */
export function withSequenceUtm(target: string, sequenceId: string): string {
  const url = new URL(target);
  const tags = { utm_source: 'sequence', utm_medium: 'email', utm_campaign: sequenceId };
  for (const [key, value] of Object.entries(tags)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}
