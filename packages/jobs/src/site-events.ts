import { isUuid } from '@ds/shared';

/**
 * Storefront page views on their way from the API to the worker (docs/analytics.md). The API appends each
 * accepted page view to one Redis stream; the worker reads it in batches through a consumer group, writes
 * each batch in one transaction and acknowledges it afterwards. An entry delivered twice (a worker died
 * between commit and acknowledgement) keeps its id, and the id is the row's primary key, so it is written once.
 */

/** The stream under a deployment's key prefix. */
export const siteEventsStream = (prefix: string): string => `${prefix}:analytics:events`;

/** The consumer group every worker reads the stream through. */
export const SITE_EVENTS_GROUP = 'ingest';

/** A page view as buffered: already classified by the API, with the visitor hashed (never the address). */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** One storefront page view as the API classified it (path, where the visit came from, the device). */
export interface PageView {
  path: string;
  source: string;
  referrerDomain: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: DeviceClass;
}

/** A page view waiting in the stream for the worker: whose, when, and by which visitor of the day. */
export interface BufferedSiteEvent extends PageView {
  tenantId: string;
  /** When it happened, ms since the epoch (the API's clock). */
  at: number;
  /** Signed 64-bit visitor hash of the day, as a decimal string. */
  visitor: string;
}

/** Compact positional encoding: the stream holds many of these while a worker is away. */
export function encodeSiteEvent(e: BufferedSiteEvent): string {
  return JSON.stringify([
    e.tenantId,
    e.at,
    e.visitor,
    e.path,
    e.source,
    e.referrerDomain,
    e.utmSource,
    e.utmMedium,
    e.utmCampaign,
    e.device,
  ]);
}

/** The buffered event, or null for anything that is not one (it is skipped and acknowledged). */
export function decodeSiteEvent(text: string): BufferedSiteEvent | null {
  try {
    const v = JSON.parse(text) as unknown[];
    if (!Array.isArray(v) || v.length !== 10) return null;
    const [tenantId, at, visitor, path, source, referrerDomain, utmSource, utmMedium, utmCampaign, device] = v;
    // Checked as the database will read them: one unreadable entry must not fail the batch it is in.
    if (!isUuid(tenantId) || typeof at !== 'number' || !Number.isSafeInteger(at)) return null;
    if (typeof visitor !== 'string' || !/^-?\d{1,19}$/.test(visitor) || typeof path !== 'string' || typeof source !== 'string') return null;
    if (device !== 'mobile' && device !== 'tablet' && device !== 'desktop') return null;
    const optional = (x: unknown) => (typeof x === 'string' ? x : null);
    return {
      tenantId,
      at,
      visitor,
      path,
      source,
      referrerDomain: optional(referrerDomain),
      utmSource: optional(utmSource),
      utmMedium: optional(utmMedium),
      utmCampaign: optional(utmCampaign),
      device,
    };
  } catch {
    return null;
  }
}

/**
 * The row id of a stream entry `<ms>-<seq>`: ms × 2²⁰ + seq fits a signed 64-bit integer until the year
 * 2248 and is unique as long as one millisecond holds fewer than a million entries (Redis numbers them).
 */
export function siteEventIdOf(streamId: string): bigint {
  const [ms, seq] = streamId.split('-');
  return (BigInt(ms) << 20n) + BigInt(seq ?? '0');
}

/**
 * A Buy or Join click through a storefront's `/go/` link (docs/analytics.md "Clicks"), in the same stream
 * as the page views and under the same rules (bots, DNT, the distributor's own browser). `source` and
 * `utmCampaign` are set when the click carried its own UTM tags (a campaign email's link); otherwise the
 * worker credits the visitor's first page view of the day. `campaignId`: the campaign whose email it came from.
 */
export interface BufferedSiteClick {
  kind: 'buy' | 'join';
  tenantId: string;
  at: number;
  visitor: string;
  productId: string | null;
  source: string | null;
  utmCampaign: string | null;
  campaignId: string | null;
  /** The Referer's domain when it is another site's (a link shared elsewhere), else null. */
  referrerDomain: string | null;
}

/** Tag of a click's encoding (page views have none: theirs start with the tenant id). */
const CLICK = 'c';

export function encodeSiteClick(c: BufferedSiteClick): string {
  return JSON.stringify([CLICK, c.kind, c.tenantId, c.at, c.visitor, c.productId, c.source, c.utmCampaign, c.campaignId, c.referrerDomain]);
}

/** The buffered click, or null for anything that is not one. */
export function decodeSiteClick(text: string): BufferedSiteClick | null {
  try {
    const v = JSON.parse(text) as unknown[];
    if (!Array.isArray(v) || v.length !== 10 || v[0] !== CLICK) return null;
    const [, kind, tenantId, at, visitor, productId, source, utmCampaign, campaignId, referrerDomain] = v;
    if (kind !== 'buy' && kind !== 'join') return null;
    if (!isUuid(tenantId) || typeof at !== 'number' || !Number.isSafeInteger(at)) return null;
    if (typeof visitor !== 'string' || !/^-?\d{1,19}$/.test(visitor)) return null;
    const optional = (x: unknown) => (typeof x === 'string' ? x : null);
    return {
      kind,
      tenantId,
      at,
      visitor,
      productId: isUuid(productId) ? productId : null,
      source: optional(source),
      utmCampaign: optional(utmCampaign),
      campaignId: isUuid(campaignId) ? campaignId : null,
      referrerDomain: optional(referrerDomain),
    };
  } catch {
    return null;
  }
}
