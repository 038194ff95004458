import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The links inside a sent campaign email, one set per recipient (docs/campaigns-delivery.md): the open
 * pixel, each tracked link (a signed redirect), and the one-click unsubscribe (RFC 8058). The worker signs
 * them, the API verifies them; they work without login and name only the recipient row, so a link cannot
 * be forged for someone else or pointed at another address (the click signature covers the target URL).
 * All of them live on the distributor's storefront origin, under `/api/campaign-track/`.
 */
export type CampaignLinkKind = 'open' | 'click' | 'unsubscribe';

/** 128 bits of HMAC-SHA256, base64url: short enough for a link, far beyond guessing. */
export function campaignLinkSignature(secret: string, kind: CampaignLinkKind, recipientId: string, url = ''): string {
  return createHmac('sha256', secret).update(`campaign-${kind}:${recipientId}:${url}`).digest().subarray(0, 16).toString('base64url');
}

export function verifyCampaignLink(secret: string, kind: CampaignLinkKind, recipientId: string, signature: unknown, url = ''): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(campaignLinkSignature(secret, kind, recipientId, url));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const CAMPAIGN_TRACK_PATH = '/api/campaign-track';

function link(origin: string, path: string, params: Record<string, string>): string {
  const url = new URL(`${CAMPAIGN_TRACK_PATH}/${path}`, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The 1×1 image whose load records the open. */
export function campaignOpenUrl(origin: string, secret: string, recipientId: string): string {
  return link(origin, `open/${recipientId}`, { s: campaignLinkSignature(secret, 'open', recipientId) });
}

/** The signed redirect to `target` that records the click (per recipient, per link). */
export function campaignClickUrl(origin: string, secret: string, recipientId: string, target: string): string {
  return link(origin, `click/${recipientId}`, { u: target, s: campaignLinkSignature(secret, 'click', recipientId, target) });
}

/** GET shows a confirmation page, POST (the mail client's one-click button, or that page) unsubscribes. */
export function campaignUnsubscribeUrl(origin: string, secret: string, recipientId: string): string {
  return link(origin, `unsubscribe/${recipientId}`, { s: campaignLinkSignature(secret, 'unsubscribe', recipientId) });
}

/**
 * The click's destination with the campaign's UTM tags (issue 12's analytics reads them): source
 * `newsletter`, medium `email`, campaign = the campaign's id. Tags the link already has are kept.
 */
export function withCampaignUtm(target: string, campaignId: string): string {
  const url = new URL(target);
  const tags = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaignId };
  for (const [key, value] of Object.entries(tags)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The List-Id (RFC 2919) of a distributor's campaign list, `<t-<tenant id>.<sender domain>>`: what a
 * feedback-loop report names besides the recipient (docs/campaigns-delivery.md "Complaints").
 */
export function campaignListId(tenantId: string, domain: string): string {
  return `<t-${tenantId}.${domain}>`;
}

/** The tenant a List-Id (with or without its angle brackets or a leading phrase) names, or null. */
export function tenantOfCampaignListId(listId: string): string | null {
  const match = new RegExp(`(?:^|<)t-(${UUID_TEXT})\\.[^<>\\s]+>?\\s*$`, 'i').exec(listId.trim());
  return match ? match[1].toLowerCase() : null;
}

/** The recipient row a campaign Message-ID (`<c.<row id>@<domain>>`, brackets optional) names, or null. */
export function recipientOfCampaignMessageId(messageId: string): string | null {
  const match = new RegExp(`^<?c\\.(${UUID_TEXT})@[^<>\\s]+>?$`, 'i').exec(messageId.trim());
  return match ? match[1].toLowerCase() : null;
}
