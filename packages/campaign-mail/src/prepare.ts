import type { TenantTransaction } from '@ds/db';
import { deploymentOf, excerpt, localizedDisclaimers, siteDisplayName, storefrontOrigin, type SiteLanguage } from '@ds/shared';
import { campaignBlockRefs, expandCampaignContent, type CampaignBlocks, type PostBlock, type ProductBlock } from './content.js';
import type { CampaignEmailInput } from './render.js';
import { intlLocale, siteLanguageOf } from './messages/index.js';

/** How the deployment is reached and what the company is called (from the app's config). */
export interface CampaignDeployment {
  /** `PUBLIC_URL`. */
  publicUrl: string;
  /** `BASE_DOMAIN`. */
  baseDomain: string;
  /** `COMPANY_NAME`, named by the default site disclaimer. */
  companyName: string;
}

/** What a campaign is made of (the `campaigns` row's fields). */
export interface CampaignSource {
  subject: string;
  preheader: string | null;
  content: string;
}

/**
 * Everything of a campaign's email that is the same for every recipient. Render one recipient's email
 * with `renderCampaignEmail({ ...prepared.email, links: { unsubscribeUrl, … }, trackLink })`.
 */
export interface PreparedCampaignEmail {
  email: Omit<CampaignEmailInput, 'links' | 'trackLink'>;
  /** The From name: the distributor's site name (the address is the platform's sending address). */
  fromName: string;
  /** Replies go to the distributor; null when they have no usable address. */
  replyTo: { name: string; address: string } | null;
  /** The storefront origin (web version, unsubscribe and tracking links live under it). */
  siteUrl: string;
}

/** Good enough to put in a Reply-To header: one address, no spaces, commas or angle brackets. */
const PLAIN_EMAIL = /^[^\s@<>,;"()]+@[^\s@<>,;"()]+\.[^\s@<>,;"()]+$/;

function present(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  return present([present(first), present(last)].filter(Boolean).join(' '));
}

/** A price as the site's language writes it (`Intl`: KRW and JPY without decimals, `29,95 €` in French). */
export function formatLocalPrice(
  amount: { toString(): string } | null,
  currency: string,
  language: SiteLanguage = 'en',
  country?: string | null,
): string | null {
  if (amount === null) return null;
  const value = Number(amount.toString());
  if (!Number.isFinite(value)) return null;
  try {
    return new Intl.NumberFormat(intlLocale(language, country), { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** The products and posts the body refers to, loaded through the tenant's client (another tenant's id finds nothing). */
export async function loadCampaignBlocks(
  db: TenantTransaction,
  content: string,
  siteUrl: string,
  currency: string,
  language: SiteLanguage = 'en',
  country?: string | null,
): Promise<CampaignBlocks> {
  const { productIds, postIds } = campaignBlockRefs(content);
  const [products, posts] = await Promise.all([
    productIds.length ? db.product.findMany({ where: { id: { in: productIds }, status: 'active' }, include: { category: true } }) : [],
    postIds.length ? db.blog.findMany({ where: { id: { in: postIds }, is_visible: true } }) : [],
  ]);
  const productBlocks = new Map<string, ProductBlock>();
  for (const p of products) {
    const page = `${siteUrl}/products/${encodeURIComponent(p.category?.slug?.trim() || 'all')}/${encodeURIComponent(p.id)}`;
    productBlocks.set(p.id.toLowerCase(), {
      name: present(p.title) ?? p.name,
      imageUrl: present(p.image),
      price: formatLocalPrice(p.your_price ?? p.base_price, p.currency || currency, language, country),
      // Through the site's own click link (docs/product.md "Shop links and sales credit"): the distributor's
      // shop link with their member ID, counted as the campaign's Buy click.
      url: present(p.buy_link) ? `${siteUrl}/go/buy/${encodeURIComponent(p.id)}` : page,
    });
  }
  const postBlocks = new Map<string, PostBlock>();
  for (const b of posts) {
    postBlocks.set(b.id.toLowerCase(), {
      title: b.title,
      // At most 180 characters on a card, the ellipsis included.
      excerpt: excerpt(b.content, 179) || null,
      imageUrl: present(b.image),
      url: `${siteUrl}/blog/${encodeURIComponent(b.id)}`,
    });
  }
  return { products: productBlocks, posts: postBlocks };
}

/**
 * Campaign → everything of its email but the recipient's own links: the site's name, address and
 * disclaimers, and the body with its blocks expanded (`expandCampaignContent`). The API (preview, test
 * send, web version) and the worker (send) both call this, so what is previewed is what is sent.
 * `db` is the campaign's tenant's client; returns null when that tenant is gone.
 */
export async function prepareCampaignEmail(
  db: TenantTransaction,
  campaign: CampaignSource,
  deployment: CampaignDeployment,
): Promise<PreparedCampaignEmail | null> {
  const tenant = await db.tenant.findFirst({ include: { user: true, footerDisclaimers: { orderBy: { created_at: 'asc' }, take: 1 } } });
  if (!tenant) return null;
  const siteUrl = storefrontOrigin(tenant, deploymentOf(deployment.publicUrl, deployment.baseDomain));
  const distributorName = fullName(tenant.first_name, tenant.last_name) ?? fullName(tenant.user?.first_name, tenant.user?.last_name);
  const siteName = siteDisplayName(tenant.site_name, distributorName);
  const distributorEmail = present(tenant.email_id) ?? tenant.user?.email ?? null;
  const replyTo =
    distributorEmail && PLAIN_EMAIL.test(distributorEmail) ? { name: distributorName ?? siteName, address: distributorEmail } : null;

  // The site's language: the footer, the cards' buttons and prices, and the default disclaimers.
  const language = siteLanguageOf(tenant);
  const defaults = localizedDisclaimers(language, deployment.companyName);
  const own = tenant.footerDisclaimers[0];
  const disclaimers = [
    present(own?.site_disclaimer) ?? defaults.site,
    present(own?.product_disclaimer) ?? defaults.product,
    present(own?.income_disclaimer) ?? defaults.income,
  ];
  // CAN-SPAM asks for a postal address; without one, the way to reach the distributor.
  const contactLine =
    [present(tenant.address), present(tenant.mobile), distributorEmail].filter(Boolean).join(' · ') || siteUrl.replace(/^https?:\/\//, '');

  const blocks = await loadCampaignBlocks(db, campaign.content, siteUrl, tenant.currency, language, tenant.country);
  const logo = present(tenant.site_logo);
  return {
    email: {
      subject: campaign.subject,
      preheader: campaign.preheader,
      contentHtml: expandCampaignContent(campaign.content, { blocks, siteUrl, language }),
      site: { name: siteName, url: siteUrl, contactLine, logoUrl: logo ? (logo.startsWith('/') ? `${siteUrl}${logo}` : logo) : null },
      disclaimers,
      language,
    },
    fromName: siteName,
    replyTo,
    siteUrl,
  };
}
