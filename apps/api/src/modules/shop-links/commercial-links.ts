/**
 * Every outgoing commercial link of a distributor's site — a product's Buy, the shop's home, the enrolment
 * (Join) page — is resolved here and nowhere else (docs/product.md "Shop links and sales credit"), with one
 * precedence:
 *
 * 1. the distributor's own link (`nht_store_link` for Buy and the shop, `nht_joining_link` for Join), when set;
 * 2. else the country's template (Admin → Shop links) filled with their member ID, when the ID matches the
 *    country's pattern (and, for a Buy template with `{sku}`, the product came from the catalog);
 * 3. else the catalog's generic link (a product's `buy_link`): the sale is credited to nobody.
 *
 * Whatever a step yields is used only when it is an http(s) URL to one of the hosts the country's rules
 * allow (`allowedTarget`): a link that is not is skipped as if unset. Nothing left: null, and the caller
 * sends the visitor to a page of the site itself (the safe default).
 */

export type LinkKind = 'buy' | 'shop' | 'join';

/** The company's rules for one country (the `shop_link_rules` row). */
export interface ShopLinkRuleData {
  country: string;
  buy: string | null;
  shop: string | null;
  join: string | null;
  hosts: string[];
  member_id_pattern: string | null;
  member_id_example: string | null;
}

/** The distributor's side of it (tenant columns). */
export interface LinkOwner {
  country: string;
  member_id: string | null;
  nht_store_link: string | null;
  nht_joining_link: string | null;
}

/** The product a Buy link is for (tenant columns). */
export interface LinkProduct {
  catalog_sku: string | null;
  buy_link: string | null;
}

export interface ResolvedLink {
  url: string;
  /** own: the distributor's link; template: the country's, with their member ID; generic: the catalog's. */
  via: 'own' | 'template' | 'generic';
  /** Whether a sale through it is credited to the distributor (own or template). */
  credited: boolean;
}

/** The placeholders a template may hold. */
type Placeholder = 'member_id' | 'sku' | 'country';

/** Longest outgoing link (and template) accepted. */
export const MAX_LINK_LENGTH = 2_048;

/** A member ID is at most this long and made of these characters, whatever the country's pattern says. */
const MEMBER_ID_CHARS = /^[A-Za-z0-9._-]{1,64}$/;

// eslint-disable-next-line no-control-regex -- control characters (CR/LF, tab, NUL) are what is refused
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u2028\u2029]/;

/**
 * The URL as it will be sent in `Location`, when it is an http(s) URL without credentials to one of `hosts`
 * (compared as the WHATWG URL parser reads the host: lower case, IDN as punycode, no trailing dot); else null.
 * Raw text with control characters, spaces or backslashes is refused before parsing: browsers and servers
 * disagree about those, which is what redirect tricks rely on.
 */
export function allowedTarget(raw: string | null | undefined, hosts: readonly string[]): string | null {
  if (!raw || raw.length > MAX_LINK_LENGTH || CONTROL_OR_SPACE.test(raw) || raw.includes('\\')) return null;
  if (!/^https?:\/\/[^/]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  const host = url.hostname.replace(/\.$/, '');
  return hosts.includes(host) ? url.href : null;
}

/** Whether `memberId` is one the country accepts (its pattern when it has one, and the general characters). */
export function memberIdFits(memberId: string | null | undefined, rule: Pick<ShopLinkRuleData, 'member_id_pattern'> | null): boolean {
  if (!memberId || !MEMBER_ID_CHARS.test(memberId)) return false;
  const pattern = compilePattern(rule?.member_id_pattern ?? null);
  return pattern ? pattern.test(memberId) : true;
}

/** The country's member-ID pattern compiled, or null when it has none (or it does not compile). */
export function compilePattern(pattern: string | null): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/** The template with its placeholders filled (each value URL-encoded; the country and SKU in lower case). */
export function fillTemplate(template: string, values: { member_id: string; sku?: string | null; country: string }): string {
  return template.replace(/\{(member_id|sku|country)\}/g, (_m, key: Placeholder) => {
    const value = key === 'member_id' ? values.member_id : key === 'sku' ? (values.sku ?? '').toLowerCase() : values.country.toLowerCase();
    return encodeURIComponent(value);
  });
}

/** The one resolution of an outgoing commercial link (see the top of this file); null: none may be used. */
export function resolveCommercialLink(
  kind: LinkKind,
  owner: LinkOwner,
  rule: ShopLinkRuleData | null,
  product: LinkProduct | null = null,
): ResolvedLink | null {
  const hosts = rule?.hosts ?? [];
  const own = allowedTarget(kind === 'join' ? owner.nht_joining_link : owner.nht_store_link, hosts);
  if (own) return { url: own, via: 'own', credited: true };

  const template = rule?.[kind] ?? null;
  const sku = product?.catalog_sku ?? null;
  if (template && memberIdFits(owner.member_id, rule) && !(template.includes('{sku}') && !sku)) {
    const url = allowedTarget(fillTemplate(template, { member_id: owner.member_id!, sku, country: owner.country }), hosts);
    if (url) return { url, via: 'template', credited: true };
  }

  const generic = kind === 'buy' ? allowedTarget(product?.buy_link?.trim(), hosts) : null;
  return generic ? { url: generic, via: 'generic', credited: false } : null;
}

/**
 * Whether a distributor's sales are credited to them: their Buy links (the shop's, or the country's Buy
 * template with their member ID) would carry their identity. What the back office's banner and the admin's
 * filter and fleet share show.
 */
export function salesCredited(owner: LinkOwner, rule: ShopLinkRuleData | null): boolean {
  if (allowedTarget(owner.nht_store_link, rule?.hosts ?? [])) return true;
  return Boolean(rule && (rule.buy || rule.shop) && memberIdFits(owner.member_id, rule));
}
