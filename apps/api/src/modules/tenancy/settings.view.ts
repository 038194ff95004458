import { DomainStatus, DomainType, type Certificate, type DomainVerification, type Tenant } from '@ds/db';
import { defaultLanguageForCountry, isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from '@ds/shared';
import { defaultTimeZone, tenantTimeZone } from '@ds/shared';
import { Bool, Id, Int, Nested, OneOf, Text } from '../../infra/http/answer-properties.js';
import { CertificateView, toCertificateView } from '../custom-domains/certificate.view.js';
import { toVerificationView, VerificationView } from '../custom-domains/verification.view.js';
import { salesCredited, type ShopLinkRuleData } from '../shop-links/commercial-links.js';

export type TenantWithVerification = Tenant & { domainVerification: DomainVerification | null; certificates?: Certificate[] };

/**
 * Whether the storefront answers yet: a subdomain site is live the moment it is created (`active`); a
 * custom domain is `pending` until its DNS is verified, then `verified`.
 */
export const SITE_STATUSES = ['active', 'pending', 'verified'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

export function siteStatusOf(tenant: Pick<Tenant, 'domain_type' | 'custom_domain' | 'dns_status'>): SiteStatus {
  return tenant.domain_type === DomainType.custom_domain && tenant.custom_domain ? tenant.dns_status : 'active';
}

/** A tenant's site language; a tag this build does not know (a language withdrawn) reads as its country's default. */
function siteLanguageOf(tenant: Pick<Tenant, 'site_language' | 'country'>): SiteLanguage {
  return isSiteLanguage(tenant.site_language) ? tenant.site_language : defaultLanguageForCountry(tenant.country);
}

/** Tenant settings as docs/product.md#data names them. */
export class SettingsView {
  @Id() id!: string;
  @Text() subdomain!: string;
  @Int() template_id!: number;
  @Text() country!: string;
  @Text() currency!: string;
  @OneOf(SITE_LANGUAGES, 'SiteLanguage', { description: 'The storefront\'s language, a BCP 47 tag (docs/product.md "Languages")' })
  site_language!: SiteLanguage;
  @OneOf(Object.values(DomainType), 'DomainType') domain_type!: DomainType;
  @Text({ nullable: true }) custom_domain!: string | null;
  @Text({ nullable: true }) first_name!: string | null;
  @Text({ nullable: true }) last_name!: string | null;
  @Text({ nullable: true }) email_id!: string | null;
  @Text({ nullable: true }) mobile!: string | null;
  @Text({ nullable: true }) address!: string | null;
  @Text({ nullable: true }) skype!: string | null;
  @Text({ nullable: true }) site_name!: string | null;
  @Text({ nullable: true, description: 'URL of the logo (`/uploads/...`)' }) site_logo!: string | null;
  @Text({ nullable: true, description: 'Same as site_logo' }) site_logo_url!: string | null;
  @Text({ nullable: true, description: 'The logo file name as uploaded' }) site_logo_name!: string | null;
  @Text({ nullable: true }) nht_website_link!: string | null;
  @Text({ nullable: true }) nht_store_link!: string | null;
  @Text({ nullable: true }) nht_joining_link!: string | null;
  @Text({ nullable: true, description: "The distributor's member ID, filled into the country's shop links" }) member_id!: string | null;
  @Text({ nullable: true, description: "An example of a member ID in the country's format (Admin → Shop links)" })
  member_id_example!: string | null;
  @Bool({
    description: 'Whether sales through the Buy links are credited to the distributor (own shop link, or member ID with a template)',
  })
  sales_credited!: boolean;
  @OneOf(Object.values(DomainStatus), 'DomainStatus') dns_status!: DomainStatus;
  @OneOf(Object.values(DomainStatus), 'DomainStatus') custom_domain_status!: DomainStatus;
  @Bool() publish_on_site!: boolean;
  @Text({ nullable: true, description: "The IANA time zone the distributor chose; null: their country's (effective_time_zone)" })
  time_zone!: string | null;
  @Text({ description: 'The zone in force: time_zone, else the first zone of the country (e.g. America/New_York for US)' })
  effective_time_zone!: string;
  @Text({ description: "The country's zone, used while time_zone is null" }) default_time_zone!: string;
  @Bool({ description: 'Whether the daily follow-up digest email is on' }) follow_up_digest!: boolean;
  @OneOf(SITE_STATUSES, 'SiteStatus', { description: 'active: a subdomain site (live at once); pending/verified: the custom domain' })
  site_status!: SiteStatus;
}

/** `GET`/`PUT /tenants/:tenantId/settings` and the domain re-check. */
export class SettingsAnswer {
  @Nested(() => SettingsView) settings!: SettingsView;
  @Nested(() => VerificationView) verification!: VerificationView;
  @Nested(() => CertificateView) certificate!: CertificateView;
}

/**
 * Tenant settings, plus the verification object of docs/domains.md and the state of the custom domain's
 * certificate (`acme`: whether this platform issues certificates at all).
 */
export function toSettingsView(
  tenant: TenantWithVerification,
  options: { acme: boolean; shopLinks?: ShopLinkRuleData | null } = { acme: false },
): SettingsAnswer {
  const rule = options.shopLinks ?? null;
  return {
    settings: {
      id: tenant.id,
      subdomain: tenant.subdomain,
      template_id: tenant.template_id,
      country: tenant.country,
      currency: tenant.currency,
      site_language: siteLanguageOf(tenant),
      domain_type: tenant.domain_type,
      custom_domain: tenant.custom_domain,
      first_name: tenant.first_name,
      last_name: tenant.last_name,
      email_id: tenant.email_id,
      mobile: tenant.mobile,
      address: tenant.address,
      skype: tenant.skype,
      site_name: tenant.site_name,
      site_logo: tenant.site_logo,
      site_logo_url: tenant.site_logo,
      site_logo_name: tenant.site_logo_name,
      nht_website_link: tenant.nht_website_link,
      nht_store_link: tenant.nht_store_link,
      nht_joining_link: tenant.nht_joining_link,
      member_id: tenant.member_id,
      member_id_example: rule?.member_id_example ?? null,
      sales_credited: salesCredited(tenant, rule),
      dns_status: tenant.dns_status,
      custom_domain_status: tenant.custom_domain_status,
      publish_on_site: tenant.publish_on_site,
      time_zone: tenant.time_zone,
      effective_time_zone: tenantTimeZone(tenant),
      default_time_zone: defaultTimeZone(tenant.country),
      follow_up_digest: tenant.follow_up_digest,
      site_status: siteStatusOf(tenant),
    },
    verification: toVerificationView(tenant),
    certificate: toCertificateView(tenant, tenant.certificates ?? [], options.acme),
  };
}
