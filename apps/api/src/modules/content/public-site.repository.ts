import { Injectable } from '@nestjs/common';
import { Database, Prisma, PREPARED, type TenantClient } from '@ds/db';

/** Which tenant row a storefront's host found: by its subdomain, or the custom domain it verified (else null). */
export interface HostColumns {
  subdomain: string;
  verified_domain: string | null;
}

/** A JSON value of a column, as JSON.stringify writes it (PostgreSQL escapes strings the same way). */
const j = (column: string) => `COALESCE(to_json(${column})::text, 'null')`;
/** `{"a":…,"b":…}` of columns, keys in the order given: no whitespace, unlike PostgreSQL's own json output. */
const object = (alias: string, keys: [key: string, column: string][]) =>
  `'{' || ${keys.map(([key, column], i) => `'${i ? ',' : ''}${JSON.stringify(key)}:' || ${j(`${alias}.${column}`)}`).join(' || ')} || '}'`;

const HOME_PAGE_KEYS = [
  'welcome_description',
  'introduction_content',
  'introduction_image_url',
  'about_company_title',
  'about_company_content_1',
  'about_company_content_2',
  'about_company_image_url',
  'why_network_marketing_title',
  'why_network_marketing_content',
  'opportunity_video_url',
  'opportunity_video_header_title',
  'support_content',
].map((k): [string, string] => [k, k]);
const SLIDER_KEYS: [string, string][] = [
  ['id', 'id'],
  ['image', 'image'],
  ['description', 'description'],
  ['ctaText', '"ctaText"'],
  ['ctaLink', '"ctaLink"'],
];
const DISCLAIMER_KEYS = ['id', 'site_disclaimer', 'product_disclaimer', 'income_disclaimer'].map((k): [string, string] => [k, k]);

/**
 * The answer's sections as ready JSON text (`"footer_disclaimers":[…],"homePage":…,"sliders":[…]`), written
 * by PostgreSQL byte for byte as JSON.stringify would: Node splices it into the answer instead of parsing
 * and re-serialising it (a `text` column: the pg driver leaves it alone).
 */
const SECTIONS = Prisma.raw(`
  '"footer_disclaimers":' || COALESCE((SELECT '[' || string_agg(${object('d', DISCLAIMER_KEYS)}, ',' ORDER BY d.created_at) || ']'
                                          FROM footer_disclaimers d WHERE d.tenant_id = t.id), '[]')
  || ',"homePage":' || COALESCE((SELECT ${object('h', HOME_PAGE_KEYS)} FROM home_pages h WHERE h.tenant_id = t.id), 'null')
  || ',"sliders":' || COALESCE((SELECT '[' || string_agg(${object('s', SLIDER_KEYS)}, ',' ORDER BY s.sort_order, s.created_at) || ']'
                                  FROM sliders s WHERE s.tenant_id = t.id), '[]') AS sections`);

/**
 * The social links object as JSON text, keys in jsonb's order (what every reader of the column has always
 * received) — when it is what the form writes (an object of strings and nulls). Anything else (never written
 * by the API) comes back as `social_links_other`, parsed, for Node to serialise.
 */
const SOCIAL_LINKS = Prisma.raw(`
  CASE WHEN sl.data IS NULL OR jsonb_typeof(sl.data) = 'null' THEN '{}'
       WHEN jsonb_typeof(sl.data) = 'object' AND sle.plain IS NOT FALSE THEN sle.text
  END AS social_links,
  CASE WHEN jsonb_typeof(sl.data) NOT IN ('object', 'null') OR sle.plain IS FALSE THEN sl.data END AS social_links_other`);

/** The tenant's social links row (`tenant_id` is unique) and its entries written out, in one pass over them. */
const SOCIAL_LINKS_JOIN = Prisma.raw(`
  LEFT JOIN social_links sl ON sl.tenant_id = t.id
  LEFT JOIN LATERAL (
    SELECT bool_and(jsonb_typeof(e.value) IN ('string', 'null', 'boolean')) AS plain,
           '{' || COALESCE(string_agg(to_json(e.key)::text || ':' || e.value::text, ',' ORDER BY e.n), '') || '}' AS text
      FROM jsonb_each(CASE WHEN jsonb_typeof(sl.data) = 'object' THEN sl.data END) WITH ORDINALITY e(key, value, n)
  ) sle ON true`);

const SITE_DATA_COLUMNS = Prisma.sql`
  t.id::text AS id, t.template_id, t.site_name,
  (t.publish_on_site AND t.subscription_status = 'active') AS live,
  t.mobile, t.email_id, t.address, t.site_logo, t.currency, t.country, t.site_language,
  t.nht_website_link, t.nht_store_link, t.nht_joining_link,
  ${SECTIONS}, ${SOCIAL_LINKS}`;

/** Everything `GET /site/data` needs (one row): the settings' columns, the other sections as JSON text. */
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
  site_language: string;
  nht_website_link: string | null;
  nht_store_link: string | null;
  nht_joining_link: string | null;
  /** `"footer_disclaimers":[…],"homePage":{…}|null,"sliders":[…]`, as JSON.stringify writes them. */
  sections: string;
  /** The socialLinks object as JSON text; null when it holds what the API never writes (see `social_links_other`). */
  social_links: string | null;
  social_links_other: unknown;
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
    const rows = await this.db.acrossTenants('storefront site data: every section in one query; filtered to one tenant here').$queryRaw<
      SiteDataRow[]
    >`${Prisma.raw(PREPARED)}
      SELECT ${SITE_DATA_COLUMNS} FROM tenants t ${SOCIAL_LINKS_JOIN} WHERE t.id = ${tenantId}::uuid`;
    return rows[0] ?? null;
  }

  /**
   * The same for several hosts at once, the host lookup included: still one round trip, however many
   * storefronts' first visits arrive together (`PublicSiteService.siteDataForHost` batches them).
   * A custom domain counts only for the tenant that verified it (at most one: partial unique index).
   */
  siteDataOfHosts(subdomains: string[], customDomains: string[]): Promise<(SiteDataRow & HostColumns)[]> {
    return this.db.acrossTenants('storefront site data: host lookup and every section in one query, for the hosts asked').$queryRaw<
      (SiteDataRow & HostColumns)[]
    >`${Prisma.raw(PREPARED)}
      SELECT t.subdomain, CASE WHEN t.dns_status = 'verified' AND t.domain_type = 'custom_domain' THEN t.custom_domain END AS verified_domain,
             ${SITE_DATA_COLUMNS}
        FROM tenants t ${SOCIAL_LINKS_JOIN}
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
    return this.of(tenantId).tenant.findFirst({
      select: { country: true, member_id: true, nht_store_link: true, nht_joining_link: true, joinUsPage: true },
    });
  }

  /** Platform-wide: the template gallery is the same for everyone. */
  activeTemplates() {
    return this.db.platform.template.findMany({ where: { is_active: true }, orderBy: [{ sort_order: 'asc' }, { id: 'asc' }] });
  }
}
