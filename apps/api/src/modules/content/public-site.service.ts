import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { defaultLanguageForCountry, isSiteLanguage } from '@ds/shared';
import { notFound } from '../../infra/http/api-error.js';
import { PublicSiteRepository, type SiteDataRow } from './public-site.repository.js';
import { SiteCache } from '../../infra/hot-cache/site-cache.js';
import { HotResponseCache } from '../../infra/hot-cache/hot-response-cache.js';
import { TenantResolver } from '../tenancy/tenant-resolver.service.js';
import { resolveCommercialLink } from '../shop-links/commercial-links.js';
import { ShopLinkRules } from '../shop-links/shop-link-rules.service.js';
import type { SiteDataAnswer, SiteSettingsView } from './views/site.views.js';
import { BatchLoader } from '../../infra/prisma/batch-loader.js';
import { toBlogSummary, toPublicBlog, toPublicCategory, toPublicContactEntry, toPublicProduct } from './public-views.js';

/** What a visitor of a storefront may read: published, active and visible content only. */
@Injectable()
export class PublicSiteService {
  constructor(
    private readonly repo: PublicSiteRepository,
    private readonly cache: SiteCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly resolver: TenantResolver,
    hotCache: HotResponseCache,
    private readonly shopLinks: ShopLinkRules,
  ) {
    hotCache.registerLoader('/api/site/data', (host) => this.siteDataForHost(host));
  }

  /** `GET /site/data` (docs/product.md#data, site data) through Nest: the tenant is known (LiveSiteGuard). */
  async siteData(tenantId: string): Promise<SiteDataAnswer> {
    const row = await this.repo.siteData(tenantId);
    if (!row) throw notFound('Store not found', 'STORE_NOT_FOUND');
    return JSON.parse(this.siteDataBody(row)) as SiteDataAnswer;
  }

  /**
   * The cold path of `GET /site/data` (registered with the hot cache, served before Express): host lookup
   * and every section in one query, serialized once. Null when the host is no live store — Nest then
   * answers 404 in its usual shape.
   */
  async siteDataForHost(host: string): Promise<{ tenantId: string; body: string } | null> {
    const storeHost = this.resolver.storeHost(host);
    if (!storeHost) return null;
    const row = await this.siteDataOfHosts.load('subdomain' in storeHost ? `s:${storeHost.subdomain}` : `c:${storeHost.customDomain}`);
    if (!row?.live) return null;
    this.resolver.remember(host, {
      id: row.id,
      template_id: row.template_id,
      site_name: row.site_name,
      site_language: isSiteLanguage(row.site_language) ? row.site_language : defaultLanguageForCountry(row.country),
    });
    return { tenantId: row.id, body: this.siteDataBody(row) };
  }

  /** First visits that arrive together share one query (keys: `s:<subdomain>`, `c:<custom domain>`). */
  private readonly siteDataOfHosts = new BatchLoader<SiteDataRow>(
    async (keys) => {
      const asked = new Set(keys);
      const rows = await this.repo.siteDataOfHosts(
        keys.filter((k) => k.startsWith('s:')).map((k) => k.slice(2)),
        keys.filter((k) => k.startsWith('c:')).map((k) => k.slice(2)),
      );
      const found = new Map<string, SiteDataRow>();
      for (const row of rows) {
        for (const key of [`s:${row.subdomain}`, row.verified_domain && `c:${row.verified_domain}`])
          if (key && asked.has(key)) found.set(key, row);
      }
      return found;
    },
    // A few batches out at once keep the pool's other connections free for everything else.
    { maxBatch: 100, maxInFlight: 3 },
  );

  /**
   * Key order matters: the answer is byte-identical whichever path made it (one ETag). The sections come
   * from PostgreSQL as JSON text and are spliced in as they are (docs/performance.md "Cold path").
   */
  private siteDataBody(t: SiteDataRow): string {
    const settings: SiteSettingsView = {
      site_name: t.site_name,
      site_phone: t.mobile,
      site_email: t.email_id,
      site_address: t.address,
      site_logo_url: t.site_logo,
      company_name: this.config.COMPANY_NAME,
      currency: t.currency,
      country: t.country,
      site_language: isSiteLanguage(t.site_language) ? t.site_language : defaultLanguageForCountry(t.country),
      nht_website_link: t.nht_website_link,
      nht_store_link: t.nht_store_link,
      nht_joining_link: t.nht_joining_link,
    };
    const socialLinks = t.social_links ?? JSON.stringify(t.social_links_other ?? {});
    return `{"settings":${JSON.stringify(settings)},${t.sections},"socialLinks":${socialLinks}}`;
  }

  categories(tenantId: string) {
    return this.cache.getOrLoad(tenantId, 'categories', async () => (await this.repo.activeCategories(tenantId)).map(toPublicCategory));
  }

  products(tenantId: string, categorySlug?: string) {
    return this.cache.getOrLoad(tenantId, `products:${categorySlug ?? '*'}`, async () =>
      (await this.repo.activeProducts(tenantId, categorySlug)).map(toPublicProduct),
    );
  }

  async product(tenantId: string, productId: string) {
    const product = await this.repo.activeProduct(tenantId, productId);
    if (!product) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
    return toPublicProduct(product);
  }

  blogs(tenantId: string) {
    return this.cache.getOrLoad(tenantId, 'blogs', async () => (await this.repo.visibleBlogs(tenantId)).map(toBlogSummary));
  }

  async blog(tenantId: string, blogId: string) {
    const blog = await this.repo.visibleBlog(tenantId, blogId);
    if (!blog) throw notFound('Blog post not found', 'BLOG_NOT_FOUND');
    return toPublicBlog(blog);
  }

  async contactEntries(tenantId: string) {
    return (await this.repo.contactEntries(tenantId)).map(toPublicContactEntry);
  }

  async opportunityPage(tenantId: string) {
    return { data: (await this.repo.opportunityPage(tenantId))?.data ?? {} };
  }

  async productPage(tenantId: string) {
    return { data: (await this.repo.productPage(tenantId))?.data ?? {} };
  }

  async joinUsPage(tenantId: string) {
    const tenant = await this.repo.joinUsPage(tenantId);
    // The resolved enrolment link (docs/product.md "Shop links and sales credit"); the page links to /go/join when there is one.
    const join = tenant ? resolveCommercialLink('join', tenant, await this.shopLinks.forCountry(tenant.country)) : null;
    return { data: tenant?.joinUsPage?.data ?? {}, joining_link: join?.url ?? null };
  }

  async templates() {
    return (await this.repo.activeTemplates()).map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      image: t.image,
      route: t.route,
    }));
  }
}
