import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './escape.js';
import { isUuid, richTextOptions, type SiteLanguage } from '@ds/shared';
import { serverMessages, type ServerMessagesFor } from './messages/index.js';

/**
 * A campaign's stored body (`Campaign.content`): the rich-text editor's HTML with product and blog-post
 * blocks kept as markers, `<div data-campaign-block="product|post" data-id="<uuid>"></div>`. Markers —
 * not the expanded HTML — are stored so a block shows the product's current name, price and image
 * when the campaign is previewed, archived or sent.
 *
 * The API sanitises on save (`sanitizeCampaignContent`); previews, the web version and the worker's
 * send expand the markers with `expandCampaignContent` (which sanitises again: content written to the
 * database by other means is never trusted).
 */

export type CampaignBlockKind = 'product' | 'post';

const BLOCK_KINDS: ReadonlySet<string> = new Set<CampaignBlockKind>(['product', 'post']);

/** The marker the editor inserts for a block. */
export function campaignBlockMarker(kind: CampaignBlockKind, id: string): string {
  return `<div data-campaign-block="${kind}" data-id="${escapeHtml(id)}"></div>`;
}

function isBlockMarker(attribs: Record<string, string>): boolean {
  return BLOCK_KINDS.has(attribs['data-campaign-block'] ?? '') && isUuid(attribs['data-id'] ?? '');
}

/** The rich-text rules (`@ds/shared` rich-text.ts, as blog posts are stored) plus the block markers, and nothing else. */
const RICH_TEXT = richTextOptions();
const OPTIONS: sanitizeHtml.IOptions = {
  ...RICH_TEXT,
  allowedTags: [...RICH_TEXT.allowedTags, 'div'],
  allowedAttributes: { ...RICH_TEXT.allowedAttributes, div: ['data-campaign-block', 'data-id'] },
  // A div is only ever a block marker (empty); any other div goes, with what it holds.
  exclusiveFilter: (frame) => RICH_TEXT.exclusiveFilter(frame) || (frame.tag === 'div' && !isBlockMarker(frame.attribs)),
  transformTags: {
    ...RICH_TEXT.transformTags,
    // Markers are empty: text typed into one is dropped.
    div: (tagName, attribs) => ({ tagName, attribs, text: '' }),
  },
};

/** What may be stored as a campaign's body: the editor's HTML and valid block markers. */
export function sanitizeCampaignContent(html: string): string {
  return sanitizeHtml(html, OPTIONS).replace(/(<div data-campaign-block="[a-z]+" data-id="[^"]+">)[\s\S]*?(<\/div>)/g, '$1$2');
}

const MARKER = /<div data-campaign-block="(product|post)" data-id="([0-9a-fA-F-]{36})"><\/div>/g;

/** The products and posts a (sanitised) body refers to, each id once. */
export function campaignBlockRefs(html: string): { productIds: string[]; postIds: string[] } {
  const products = new Set<string>();
  const posts = new Set<string>();
  for (const match of sanitizeCampaignContent(html).matchAll(MARKER))
    (match[1] === 'product' ? products : posts).add(match[2].toLowerCase());
  return { productIds: [...products], postIds: [...posts] };
}

/** True when the body has something to read: text, an image or a block (an empty editor leaves `<p></p>`). */
export function campaignContentIsEmpty(html: string): boolean {
  const clean = sanitizeCampaignContent(html);
  if (/<img\b|data-campaign-block=/.test(clean)) return false;
  return (
    sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

export interface ProductBlock {
  name: string;
  /** Absolute URL, or an `/uploads/…` path (made absolute against the site). */
  imageUrl: string | null;
  /** The local price as shown, e.g. "$29.95"; null when the product has none. */
  price: string | null;
  /** Where "Buy now" leads: the site's `/go/buy/<id>` click link for a product sold in the shop, else its page on the storefront. */
  url: string;
}

export interface PostBlock {
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  url: string;
}

/** The data of the blocks a body refers to, by id (lower-case); a missing id drops its block. */
export interface CampaignBlocks {
  products: ReadonlyMap<string, ProductBlock>;
  posts: ReadonlyMap<string, PostBlock>;
}

export const NO_BLOCKS: CampaignBlocks = { products: new Map(), posts: new Map() };

/** `/uploads/…` → `<siteUrl>/uploads/…`: email clients have no base URL. */
function absolute(url: string, siteUrl: string): string {
  return url.startsWith('/') ? `${siteUrl.replace(/\/$/, '')}${url}` : url;
}

const BUTTON =
  'display:inline-block;background:#0b6b52;color:#ffffff;padding:8px 16px;border-radius:4px;text-decoration:none;font-weight:bold';
const CARD = 'width:100%;border:1px solid #d0d7de;border-radius:6px;border-collapse:separate;margin:16px 0';

/** A card as a table (what email clients lay out reliably): image on the left, text and a button beside it. */
function card(image: string | null, alt: string, href: string, body: string, button: string): string {
  const link = escapeHtml(href);
  const picture = image
    ? `<td width="132" style="width:132px;padding:12px;vertical-align:top"><a href="${link}">` +
      `<img src="${escapeHtml(image)}" alt="${escapeHtml(alt)}" width="120" style="display:block;width:120px;max-width:120px;height:auto;border:0" />` +
      `</a></td>`
    : '';
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${CARD}"><tr>${picture}` +
    `<td style="padding:12px;vertical-align:top">${body}<a href="${link}" style="${BUTTON}">${button}</a></td></tr></table>`
  );
}

function productCard(block: ProductBlock, siteUrl: string, t: ServerMessagesFor): string {
  const price = block.price ? `<p style="margin:0 0 12px;font-size:15px">${escapeHtml(block.price)}</p>` : '';
  const body = `<p style="margin:0 0 4px;font-size:17px;font-weight:bold">${escapeHtml(block.name)}</p>${price}`;
  return card(
    block.imageUrl ? absolute(block.imageUrl, siteUrl) : null,
    block.name,
    absolute(block.url, siteUrl),
    body,
    t.html('campaign.buyNow'),
  );
}

function postCard(block: PostBlock, siteUrl: string, t: ServerMessagesFor): string {
  const excerpt = block.excerpt ? `<p style="margin:0 0 12px">${escapeHtml(block.excerpt)}</p>` : '';
  const body = `<p style="margin:0 0 4px;font-size:17px;font-weight:bold">${escapeHtml(block.title)}</p>${excerpt}`;
  return card(
    block.imageUrl ? absolute(block.imageUrl, siteUrl) : null,
    block.title,
    absolute(block.url, siteUrl),
    body,
    t.html('campaign.readMore'),
  );
}

/**
 * Campaign content → the email body HTML (`CampaignEmailInput.contentHtml`): sanitised, each block marker
 * replaced by its product or post card, `/uploads/…` images and links made absolute against the site.
 * Pure and synchronous: the API's preview and the worker's send call it with the same inputs and get the
 * same HTML. Blocks whose product or post is gone (or not the tenant's) are left out. The cards' buttons
 * are in the site's `language` (English when absent).
 */
export function expandCampaignContent(
  content: string,
  options: { blocks: CampaignBlocks; siteUrl: string; language?: SiteLanguage },
): string {
  const { blocks, siteUrl } = options;
  const t = serverMessages(options.language);
  return sanitizeCampaignContent(content)
    .replace(MARKER, (_marker, kind: string, id: string) => {
      const key = id.toLowerCase();
      if (kind === 'product') {
        const product = blocks.products.get(key);
        return product ? productCard(product, siteUrl, t) : '';
      }
      const post = blocks.posts.get(key);
      return post ? postCard(post, siteUrl, t) : '';
    })
    .replace(/(<img\b[^>]*?\bsrc=")(\/uploads\/[^"]*)"/g, (_m, start: string, path: string) => `${start}${absolute(path, siteUrl)}"`)
    .replace(/(<a\b[^>]*?\bhref=")(\/[^"]*)"/g, (_m, start: string, path: string) => `${start}${absolute(path, siteUrl)}"`);
}
