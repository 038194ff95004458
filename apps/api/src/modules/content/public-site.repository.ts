import { Injectable } from '@nestjs/common';
import { Database, Prisma, PREPARED, type TenantClient } from '@ds/db';
import type { HomePageContentView, PublicDisclaimerView, PublicSliderView } from './views/site.views.js';

/** Which tenant row a storefront's host found: by its subdomain, or the custom domain it verified (else null). */
export interface HostColumns {
  subdomain: string;
  verified_domain: string | null;
}

const SITE_DATA_COLUMNS = Prisma.sql`
  t.id::text AS id, t.template_id, t.site_name,
  (t.publish_on_site AND t.subscription_status = 'active') AS live,
  t.mobile, t.email_id, t.address, t.site_logo, t.currency, t.country,
  t.nht_website_link, t.nht_store_link, t.nht_joining_link,
  (SELECT json_build_object(
            'welcome_description', h.welcome_description, 'introduction_content', h.introduction_content,
            'introduction_image_url', h.introduction_image_url, 'about_company_title', h.about_company_title,
            'about_company_content_1', h.about_company_content_1, 'about_company_content_2', h.about_company_content_2,
            'about_company_image_url', h.about_company_image_url, 'why_network_marketing_title', h.why_network_marketing_title,
            'why_network_marketing_content', h.why_network_marketing_content, 'opportunity_video_url', h.opportunity_video_url,
            'opportunity_video_header_title', h.opportunity_video_header_title, 'support_content', h.support_content)
     FROM home_pages h WHERE h.tenant_id = t.id) AS home_page,
  (SELECT s.data FROM social_links s WHERE s.tenant_id = t.id) AS social_links,
  COALESCE((SELECT json_agg(json_build_object('id', s.id, 'image', s.image, 'description', s.description, 'ctaText', s."ctaText", 'ctaLink', s."ctaLink")
                     ORDER BY s.sort_order, s.created_at)
              FROM sliders s WHERE s.tenant_id = t.id), '[]'::json) AS sliders,
  COALESCE((SELECT json_agg(json_build_object('id', d.id, 'site_disclaimer', d.site_disclaimer,
                                              'product_disclaimer', d.product_disclaimer, 'income_disclaimer', d.income_disclaimer)
                     ORDER BY d.created_at)
              FROM footer_disclaimers d WHERE d.tenant_id = t.id), '[]'::json) AS footer_disclaimers`;

/** Everything `GET /site/data` needs, with the sections already in answer order and shape (one row). */
export interface SiteDataRow {
  id: string;
  template_id: number;
  site_name: string | null;
  live: boolean;
  mobile: string | null;
  email_id: string | null;
  address: string | null;
  site_logo: string | null;
  currency: string;
  country: string;
  nht_website_link: string | null;
  nht_store_link: string | null;
  nht_joining_link: string | null;
  home_page: HomePageContentView | null;
  social_links: Record<string, string> | null;
  sliders: PublicSliderView[];
  footer_disclaimers: PublicDisclaimerView[];
}

/** Published content of one tenant, read through its tenant-bound client (`Database.forTenant`). */
@Injectable()
export class PublicSiteRepository {
  constructor(private readonly db: Database) {}

  private of(tenantId: string): TenantClient {
    return this.db.forTenant(tenantId);
  }

  /**
   * A storefront's public data in ONE round trip (the cold path of the storefront's first request, see
   * docs/performance.md): the tenant row and each section as a JSON sub-select, built by PostgreSQL in
   * the answer's key order. Raw SQL is not scoped by the tenant door, so it crosses it explicitly and
   * names the tenant itself. PREPARED: each connection plans it once.
   */
  async siteData(tenantId: string): Promise<SiteDataRow | null> {
    const rows = await this.db.acrossTenants('storefront site data: every section in one query; filtered to one tenant here').$queryRaw<SiteDataRow[]>`${Prisma.raw(PREPARED)}
      SELECT ${SITE_DATA_COLUMNS} FROM tenants t WHERE t.id = ${tenantId}::uuid`;
    return rows[0] ?? null;
  }

  /**
   * The same for several hosts at once, the host lookup included: still one round trip, however many
   * storefronts' first visits arrive together (`PublicSiteService.siteDataForHost` batches them).
   * A custom domain counts only for the tenant that verified it (at most one: partial unique index).
   */
  siteDataOfHosts(subdomains: string[], customDomains: string[]): Promise<(SiteDataRow & HostColumns)[]> {
    return this.db.acrossTenants('storefront site data: host lookup and every section in one query, for the hosts asked').$queryRaw<(SiteDataRow & HostColumns)[]>`${Prisma.raw(PREPARED)}
      SELECT t.subdomain, CASE WHEN t.dns_status = 'verified' AND t.domain_type = 'custom_domain' THEN t.custom_domain END AS verified_domain,
             ${SITE_DATA_COLUMNS}
        FROM tenants t
       WHERE t.subdomain = ANY(${subdomains}::text[])
          OR (t.custom_domain = ANY(${customDomains}::text[]) AND t.dns_status = 'verified' AND t.domain_type = 'custom_domain')`;
  }

  activeCategories(tenantId: string) {
    return this.of(tenantId).category.findMany({ where: { status: 'active' }, orderBy: [{ sort_order: 'asc' }, { name: 'asc' }] });
  }

  activeProducts(tenantId: string, categorySlug?: string) {
    return this.of(tenantId).product.findMany({
      where: { status: 'active', ...(categorySlug ? { category: { slug: categorySlug, status: 'active' } } : {}) },
      include: { category: true },
      orderBy: [{ sort_order: 'asc' }, { name: 'asc' }],
    });
  }

  activeProduct(tenantId: string, productId: string) {
    return this.of(tenantId).product.findFirst({ where: { id: productId, status: 'active' }, include: { category: true } });
  }

  visibleBlogs(tenantId: string) {
    return this.of(tenantId).blog.findMany({ where: { is_visible: true }, orderBy: { created_at: 'desc' } });
  }

  visibleBlog(tenantId: string, blogId: string) {
    // A post's banners are its tenant's (the relation ties them to the post).
    return this.of(tenantId).blog.findFirst({
      where: { id: blogId, is_visible: true },
      include: { banners: { orderBy: [{ sort_order: 'asc' }, { created_at: 'asc' }] } },
    });
  }

  contactEntries(tenantId: string) {
    return this.of(tenantId).contactUsEntry.findMany({ orderBy: { created_at: 'desc' } });
  }

  opportunityPage(tenantId: string) {
    return this.of(tenantId).opportunityPage.findFirst();
  }

  productPage(tenantId: string) {
    return this.of(tenantId).productPage.findFirst();
  }

  /** The page and the tenant's joining link, in one read. */
  joinUsPage(tenantId: string) {
    return this.of(tenantId).tenant.findFirst({ select: { nht_joining_link: true, joinUsPage: true } });
  }

  /** Platform-wide: the template gallery is the same for everyone. */
  activeTemplates() {
    return this.db.platform.template.findMany({ where: { is_active: true }, orderBy: [{ sort_order: 'asc' }, { id: 'asc' }] });
  }
}
