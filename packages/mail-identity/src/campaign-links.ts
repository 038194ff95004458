import { isUuid } from '@ds/shared';
import { verifyLegacyCampaignLink } from './legacy-links.js';
import { signToken, verifyToken, type LinkSecrets, type TokenPurpose } from './signed-token.js';

/**
 * The links inside a sent campaign email, one set per recipient (docs/campaigns-delivery.md): the open
 * pixel, each tracked link (a signed redirect), and the one-click unsubscribe (RFC 8058). The worker signs
 * them, the API verifies them; they work without login and name the recipient row in the path, with a
 * signed token (`signed-token.ts`, one purpose per kind) in `s` that covers the row, carries its tenant
 * and, for a click, covers the target URL, so a link cannot be forged for someone else or pointed at
 * another address. All of them live on the distributor's storefront origin, under `/api/campaign-track/`.
 */
export type CampaignLinkKind = 'open' | 'click' | 'unsubscribe';

const PURPOSE: Record<CampaignLinkKind, TokenPurpose> = {
  open: 'campaign-open',
  click: 'campaign-click',
  unsubscribe: 'campaign-unsubscribe',
};

/**
 * The `s` of a link: the row (detached: it is in the path), its tenant, and for a click the target.
 * `tenantId` is to be given by every caller; a link signed without it is still valid but is followed by
 * finding the row's owner across tenants, like a link issued before tokens carried the tenant.
 */
export function campaignLinkSignature(
  secrets: LinkSecrets,
  kind: CampaignLinkKind,
  recipientId: string,
  url = '',
  tenantId?: string,
): string {
  return signToken(secrets, PURPOSE[kind], { tenant: tenantId ?? null, subject: recipientId }, { detached: true, bind: url });
}

/**
 * The tenant a campaign link is for when its signature is ours: `{ tenantId }`, null as the tenant for a
 * link that does not carry it (issued before tokens did, `legacy-links.ts`); null when the link is not ours.
 */
export function verifyCampaignLink(
  secrets: LinkSecrets,
  kind: CampaignLinkKind,
  recipientId: string,
  signature: unknown,
  url = '',
): { tenantId: string | null } | null {
  if (typeof signature !== 'string' || !isUuid(recipientId)) return null;
  const check = verifyToken(secrets, PURPOSE[kind], signature, { detached: true, subject: recipientId, bind: url });
  if (check.ok) return { tenantId: check.tenant };
  return verifyLegacyCampaignLink(secrets, kind, recipientId, signature, url) ? { tenantId: null } : null;
}

export const CAMPAIGN_TRACK_PATH = '/api/campaign-track';

function link(origin: string, path: string, params: Record<string, string>): string {
  const url = new URL(`${CAMPAIGN_TRACK_PATH}/${path}`, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The 1×1 image whose load records the open. */
export function campaignOpenUrl(origin: string, secrets: LinkSecrets, recipientId: string, tenantId?: string): string {
  return link(origin, `open/${recipientId}`, { s: campaignLinkSignature(secrets, 'open', recipientId, '', tenantId) });
}

/** The signed redirect to `target` that records the click (per recipient, per link). */
export function campaignClickUrl(origin: string, secrets: LinkSecrets, recipientId: string, target: string, tenantId?: string): string {
  return link(origin, `click/${recipientId}`, { u: target, s: campaignLinkSignature(secrets, 'click', recipientId, target, tenantId) });
}

/** GET shows a confirmation page, POST (the mail client's one-click button, or that page) unsubscribes. */
export function campaignUnsubscribeUrl(origin: string, secrets: LinkSecrets, recipientId: string, tenantId?: string): string {
  return link(origin, `unsubscribe/${recipientId}`, { s: campaignLinkSignature(secrets, 'unsubscribe', recipientId, '', tenantId) });
}

/**
 * The click's destination with the campaign's UTM tags (visitor analytics reads them, docs/analytics.md): source
 * `newsletter`, medium `email`, campaign = the campaign's id. Tags the link already has are kept.
 */
export function withCampaignUtm(target: string, campaignId: string): string {
  const url = new URL(target);
  const tags = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaignId };
  for (const [key, value] of Object.entries(tags)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The List-Id (RFC 2919) of a distributor's campaign list, `<t-<tenant id>.<sender domain>>`: what a
 * feedback-loop report names besides the recipient (docs/campaigns-delivery.md "Complaints").
 */
export function campaignListId(tenantId: string, domain: string): string {
  return `<t-${tenantId}.${domain}>`;
}

/** The tenant a List-Id (with or without its angle brackets or a leading phrase) names, or null. */
export function tenantOfCampaignListId(listId: string): string | null {
  const match = /(?:^|<)t-([0-9a-f-]{36})\.[^<>\s]+>?\s*$/i.exec(listId.trim());
  return match && isUuid(match[1]) ? match[1].toLowerCase() : null;
}

/** The recipient row a campaign Message-ID (`<c.<row id>@<domain>>`, brackets optional) names, or null. */
export function recipientOfCampaignMessageId(messageId: string): string | null {
  const match = /^<?c\.([0-9a-f-]{36})@[^<>\s]+>?$/i.exec(messageId.trim());
  return match && isUuid(match[1]) ? match[1].toLowerCase() : null;
}
