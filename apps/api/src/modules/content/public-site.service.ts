import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { notFound } from '../../infra/http/api-error.js';
import { PublicSiteRepository } from './public-site.repository.js';
import { SiteCache } from '../../infra/hot-cache/site-cache.js';
import { toPublicHomePage, toBlogSummary, toPublicBlog, toPublicCategory, toPublicContactEntry, toPublicProduct } from './public-views.js';

/** What a visitor of a storefront may read: published, active and visible content only. */
@Injectable()
export class PublicSiteService {
  constructor(
    private readonly repo: PublicSiteRepository,
    private readonly cache: SiteCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `GET /site/data` (spec §3 "Site data response"). */
  siteData(tenantId: string) {
    return this.cache.getOrLoad(tenantId, 'data', async () => {
      const t = await this.repo.siteData(tenantId);
      if (!t) throw notFound('Store not found', 'STORE_NOT_FOUND');
      return {
        settings: {
          site_name: t.site_name,
          site_phone: t.mobile,
          site_email: t.email_id,
          site_address: t.address,
          site_logo_url: t.site_logo,
          company_name: this.config.COMPANY_NAME,
          currency: t.currency,
          country: t.country,
          nht_website_link: t.nht_website_link,
          nht_store_link: t.nht_store_link,
          nht_joining_link: t.nht_joining_link,
        },
        footer_disclaimers: t.footerDisclaimers.map((d) => ({
          id: d.id,
          site_disclaimer: d.site_disclaimer,
          product_disclaimer: d.product_disclaimer,
          income_disclaimer: d.income_disclaimer,
        })),
        homePage: t.homePage ? toPublicHomePage(t.homePage) : null,
        sliders: t.sliders.map((s) => ({ id: s.id, image: s.image, description: s.description, ctaText: s.ctaText, ctaLink: s.ctaLink })),
        socialLinks: (t.socialLinks?.data ?? {}) as Record<string, string>,
      };
    });
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
    return { data: tenant?.joinUsPage?.data ?? {}, joining_link: tenant?.nht_joining_link ?? null };
  }

  async templates() {
    return (await this.repo.activeTemplates()).map((t) => ({ id: t.id, name: t.name, description: t.description, image: t.image, route: t.route }));
  }
}
