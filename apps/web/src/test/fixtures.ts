import { fleetQuery, type Fleet, type FleetQuery } from '@/features/admin/domains/api/domains';
import type { Schema } from '@/lib/api/typed-client';
import type { Product } from '@/features/storefront/api/catalog';
import type { FooterDisclaimer, HomePage, SiteData, SiteSettings, Slider } from '@/features/storefront/api/site-data';

/**
 * Complete API answers for tests, typed by the contract: a test names only the fields it is about; the
 * rest is what the server sends for a site with nothing written yet (nulls, empty lists).
 */

const siteSettings = (fields: Partial<SiteSettings> = {}): SiteSettings => ({
  site_name: null,
  site_phone: null,
  site_email: null,
  site_address: null,
  site_logo_url: null,
  company_name: 'NHT Global',
  currency: 'USD',
  country: 'US',
  site_language: 'en',
  nht_website_link: null,
  nht_store_link: null,
  nht_joining_link: null,
  ...fields,
});

const homePage = (fields: Partial<HomePage> = {}): HomePage => ({
  welcome_description: null,
  introduction_content: null,
  introduction_image_url: null,
  about_company_title: null,
  about_company_content_1: null,
  about_company_content_2: null,
  about_company_image_url: null,
  why_network_marketing_title: null,
  why_network_marketing_content: null,
  opportunity_video_url: null,
  opportunity_video_header_title: null,
  support_content: null,
  ...fields,
});

const slider = (fields: Partial<Slider> = {}, id = 's1'): Slider => ({
  id,
  image: null,
  description: null,
  ctaText: null,
  ctaLink: null,
  ...fields,
});

const disclaimer = (fields: Partial<FooterDisclaimer> = {}, id = 'd1'): FooterDisclaimer => ({
  id,
  site_disclaimer: null,
  product_disclaimer: null,
  income_disclaimer: null,
  ...fields,
});

export interface SiteDataSeed {
  settings?: Partial<SiteSettings>;
  footer_disclaimers?: Partial<FooterDisclaimer>[];
  homePage?: Partial<HomePage> | null;
  sliders?: Partial<Slider>[];
  socialLinks?: Record<string, string>;
}

/** GET /site/data for a site with only `seed` written. */
export const siteData = (seed: SiteDataSeed = {}): SiteData => ({
  settings: siteSettings(seed.settings),
  footer_disclaimers: (seed.footer_disclaimers ?? []).map((d, i) => disclaimer(d, `d${i + 1}`)),
  homePage: seed.homePage ? homePage(seed.homePage) : null,
  sliders: (seed.sliders ?? []).map((s, i) => slider(s, `s${i + 1}`)),
  socialLinks: seed.socialLinks ?? {},
});

// ─── Back office ─────────────────────────────────────────────────────────────

type TenantSettings = Schema<'SettingsView'>;
type SettingsAnswer = Schema<'SettingsAnswer'>;

/** A distributor's settings as GET /tenants/{id}/settings answers them (a fresh subdomain site). */
export const tenantSettings = (fields: Partial<TenantSettings> = {}): TenantSettings => ({
  id: 't-1',
  subdomain: 'jane',
  template_id: 1,
  country: 'US',
  currency: 'USD',
  site_language: 'en',
  domain_type: 'sub_domain',
  custom_domain: null,
  first_name: null,
  last_name: null,
  email_id: null,
  mobile: null,
  address: null,
  skype: null,
  site_name: null,
  site_logo: null,
  site_logo_url: null,
  site_logo_name: null,
  nht_website_link: null,
  nht_store_link: null,
  nht_joining_link: null,
  member_id: null,
  member_id_example: null,
  sales_credited: true,
  dns_status: 'pending',
  custom_domain_status: 'pending',
  publish_on_site: true,
  time_zone: null,
  effective_time_zone: 'America/New_York',
  default_time_zone: 'America/New_York',
  follow_up_digest: true,
  site_status: 'active',
  ...fields,
});

export const verification = (fields: Partial<Schema<'VerificationView'>> = {}): Schema<'VerificationView'> => ({
  status: 'none',
  domain: null,
  records: [],
  checked_at: null,
  next_check_at: null,
  message: null,
  ...fields,
});

export const certificate = (fields: Partial<Schema<'CertificateView'>> = {}): Schema<'CertificateView'> => ({
  status: 'none',
  not_after: null,
  last_error: null,
  next_attempt_at: null,
  ...fields,
});

/** GET /tenants/{id}/settings for a site with only the named parts set. */
export const settingsAnswer = (
  parts: {
    settings?: Partial<TenantSettings>;
    verification?: Partial<Schema<'VerificationView'>>;
    certificate?: Partial<Schema<'CertificateView'>>;
  } = {},
): SettingsAnswer => ({
  settings: tenantSettings(parts.settings),
  verification: verification(parts.verification),
  certificate: certificate(parts.certificate),
});

/** The signed-in distributor (GET /users/{tenantId}). */
export const backofficeUser = (fields: Partial<Schema<'UserView'>> = {}): Schema<'UserView'> => ({
  id: 'u-7',
  tenant_id: 't-1',
  first_name: 'Jane',
  last_name: 'Doe',
  name: 'Jane Doe',
  email: 'jane@example.com',
  mobile: null,
  subdomain: 'jane',
  site_name: null,
  country: 'US',
  subscription_status: 'active',
  created_at: '2026-05-01T10:00:00.000Z',
  ...fields,
});

// ─── Admin ───────────────────────────────────────────────────────────────────

/** An agent as GET /admin/tenant-users lists it. */
export const agent = (fields: Partial<Schema<'AgentView'>> & Pick<Schema<'AgentView'>, 'id'>): Schema<'AgentView'> => {
  const [first_name = '', ...rest] = (fields.name ?? 'Jane Doe').split(' ');
  return {
    name: 'Jane Doe',
    first_name,
    last_name: rest.join(' '),
    email: 'jane@example.com',
    website_link: null,
    status: 'active',
    tenant_id: `t-${fields.id}`,
    plan: 'none',
    dns_status: 'pending',
    subdomain: 'jane',
    custom_domain: null,
    custom_domain_status: 'pending',
    site_status: 'active',
    created_at: '2026-05-01T10:00:00.000Z',
    ...fields,
  };
};

/** GET /admin/settings/{tenantId} for a site with only the named parts set. */
export const agentSettingsAnswer = (
  parts: {
    settings?: Partial<Schema<'AgentSettingsView'>>;
    verification?: Partial<Schema<'VerificationView'>>;
    certificate?: Partial<Schema<'CertificateView'>>;
  } = {},
): Schema<'AgentSettingsAnswer'> => ({
  settings: {
    ...tenantSettings(),
    primary_domain_name: 'jane.localhost',
    primary_domain_name_is_default: true,
    website_link: null,
    subscription_status: 'active',
    plan: 'none',
    ...parts.settings,
  },
  verification: verification(parts.verification),
  certificate: certificate(parts.certificate),
});

type FleetDomainView = Schema<'FleetDomainView'>;

/** One entry of GET /admin/domains: a verified domain with an active certificate unless told otherwise. */
export const fleetDomain = (
  fields: Partial<Omit<FleetDomainView, 'certificate'>> & { certificate?: Partial<Schema<'CertificateView'>> } = {},
): FleetDomainView => ({
  tenant_id: 't-0',
  subdomain: 'jane',
  site_name: "Jane's Wellness",
  domain: 'www.jane-wellness.com',
  domain_type: 'custom_domain',
  dns_status: 'verified',
  custom_domain_status: 'verified',
  verification_status: 'verified',
  message: 'DNS records verified',
  checked_at: '2026-11-20T12:00:00.000Z',
  next_check_at: null,
  records: [],
  ...fields,
  certificate: certificate(fields.certificate ?? { status: 'active', not_after: '2027-02-19T12:00:00.000Z' }),
});

/** One page of GET /admin/domains as the domains screen caches it. */
export const fleetPage = (
  domains: FleetDomainView[],
  query: FleetQuery = fleetQuery(),
  stats?: Partial<Schema<'DomainStatsView'>>,
): Fleet => {
  const count = (status: FleetDomainView['verification_status']) =>
    domains.filter((domain) => domain.verification_status === status).length;
  return {
    domains,
    stats: {
      total: domains.length,
      pending: count('pending'),
      verified: count('verified'),
      misconfigured: count('misconfigured'),
      failed: count('failed'),
      taken: count('taken'),
      certificates_active: domains.filter((domain) => domain.certificate.status === 'active').length,
      ...stats,
    },
    pagination: { page: query.page, limit: query.limit, total: domains.length },
    query,
  };
};

/** A storefront product with every field filled (image, banner, guide, video link, instructions). */
export const storefrontProduct = (fields: Partial<Product> = {}): Product => ({
  id: 'p1',
  category_id: 'c1',
  name: 'Protein Shake',
  title: 'Vanilla, 500 g',
  category_slug: 'nutrition',
  category_name: 'Nutrition',
  your_price: 29.99,
  base_price: 34.5,
  preferred_customer_price: 27,
  currency: 'USD',
  availability: 'coming_soon',
  status: 'active',
  image: '/uploads/shake.png',
  banner_image: '/uploads/banner.png',
  guide_pdf: '/uploads/guide.pdf',
  video: null,
  video_url: 'https://vimeo.com/123456',
  instructions: 'Mix with water.',
  description: 'A tasty shake.',
  buy_link: 'https://shop.example.com/shake',
  ...fields,
});
