import type { Certificate, DomainVerification, Tenant } from '@ds/db';
import { toCertificateView } from '../domains/certificate.view.js';

export type TenantWithVerification = Tenant & { domainVerification: DomainVerification | null; certificates?: Certificate[] };

/**
 * Tenant settings as spec §3 names them, plus the verification object of design §6 and the state of the
 * custom domain's certificate (`acme`: whether this platform issues certificates at all).
 */
export function toSettingsView(tenant: TenantWithVerification, options: { acme: boolean } = { acme: false }) {
  return {
    settings: {
      id: tenant.id,
      subdomain: tenant.subdomain,
      template_id: tenant.template_id,
      country: tenant.country,
      currency: tenant.currency,
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
      dns_status: tenant.dns_status,
      custom_domain_status: tenant.custom_domain_status,
      publish_on_site: tenant.publish_on_site,
    },
    verification: toVerificationView(tenant),
    certificate: toCertificateView(tenant, tenant.certificates ?? [], options.acme),
  };
}

export interface VerificationRecordView {
  type: string;
  name: string;
  value: string;
  found?: unknown;
  ok?: boolean;
  problem?: string | null;
}

function toVerificationView(tenant: TenantWithVerification) {
  const v = tenant.domainVerification;
  if (!v || !tenant.custom_domain) {
    return { status: tenant.custom_domain ? tenant.dns_status : 'none', domain: tenant.custom_domain, records: [] as VerificationRecordView[], checked_at: null, next_check_at: null, message: null };
  }
  const records = Array.isArray(v.records) ? (v.records as unknown as VerificationRecordView[]) : [];
  return { status: v.status, domain: v.domain, records, checked_at: v.checked_at, next_check_at: v.next_check_at, message: v.message };
}
