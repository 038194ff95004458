import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invalidateTenant,
  optionalId,
  tenantPath,
  tenantQueryKey,
  useTenantId,
  useTenantSingleton,
  type SingletonResourceConfig,
} from '@/features/backoffice/api/tenant-resource';
import { boolValue, isRecord, type Row } from '@/lib/records';
import { api } from '@/lib/api-client';
import {
  DOMAIN_POLL_MS,
  shouldPollDomain,
  toCertificateState,
  toDomainVerification,
  type CertificateState,
  type DomainVerification,
  type VerificationStatus,
} from '@/lib/domain-health';
import { toDomainType, type DomainType } from '@/lib/domain-type';

export type { CertificateState, DomainType, VerificationStatus };
export type DomainStatus = 'pending' | 'verified';

/** Spec §3 "Tenant settings" (as GET/PUT /tenants/{id}/settings answer them). */
export interface TenantSettings {
  id?: string;
  subdomain: string | null;
  domain_type: DomainType;
  custom_domain: string | null;
  first_name: string | null;
  last_name: string | null;
  email_id: string | null;
  mobile: string | null;
  address: string | null;
  skype: string | null;
  site_name: string | null;
  site_logo: string | null;
  site_logo_url: string | null;
  site_logo_name: string | null;
  nht_website_link: string | null;
  nht_store_link: string | null;
  nht_joining_link: string | null;
  dns_status: DomainStatus;
  custom_domain_status: DomainStatus;
  publish_on_site: boolean;
}

export interface SettingsAnswer {
  settings: TenantSettings;
  /** The DNS records to create (`value` expected; `found` / `ok` / `problem` once the worker checked). */
  verification: DomainVerification;
  /** The custom domain's HTTPS certificate (docs/domains.md §6). */
  certificate: CertificateState;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const domainStatus = (value: unknown): DomainStatus => (value === 'verified' ? 'verified' : 'pending');

/** Applies spec §9 defaults: domain_type sub_domain, dns/custom-domain status pending. */
export function normalizeSettingsAnswer(answer: unknown): SettingsAnswer {
  const root = isRecord(answer) ? answer : {};
  const raw: Row = isRecord(root.settings) ? root.settings : root;
  const settings: TenantSettings = {
    id: optionalId(raw.id) ?? undefined,
    subdomain: text(raw.subdomain),
    domain_type: toDomainType(raw.domain_type),
    custom_domain: text(raw.custom_domain),
    first_name: text(raw.first_name),
    last_name: text(raw.last_name),
    email_id: text(raw.email_id),
    mobile: text(raw.mobile),
    address: text(raw.address),
    skype: text(raw.skype),
    site_name: text(raw.site_name),
    site_logo: text(raw.site_logo) ?? text(raw.site_logo_url),
    site_logo_url: text(raw.site_logo_url) ?? text(raw.site_logo),
    site_logo_name: text(raw.site_logo_name),
    nht_website_link: text(raw.nht_website_link),
    nht_store_link: text(raw.nht_store_link),
    nht_joining_link: text(raw.nht_joining_link),
    dns_status: domainStatus(raw.dns_status),
    custom_domain_status: domainStatus(raw.custom_domain_status),
    publish_on_site: boolValue(raw.publish_on_site, true),
  };
  return {
    settings,
    verification: toDomainVerification(root.verification, {
      status: settings.custom_domain ? settings.dns_status : 'none',
      domain: settings.custom_domain,
    }),
    certificate: toCertificateState(root.certificate),
  };
}

export const settingsResource: SingletonResourceConfig<SettingsAnswer> = {
  path: 'settings',
  select: normalizeSettingsAnswer,
  refetchInterval: (data) => (shouldPollDomain(data) ? DOMAIN_POLL_MS : false),
};

/** The tenant's settings; polled every 5 s while the verification is pending or the certificate issuing. */
export function useSettings() {
  return useTenantSingleton(settingsResource);
}

/** Writes settings (PUT multipart) or asks for a DNS re-check; the answer replaces the cached settings. */
export function useSettingsMutations() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const key = tenantQueryKey(tenantId, 'settings');
  const store = (answer: unknown) => {
    queryClient.setQueryData(key, normalizeSettingsAnswer(answer));
  };
  const refresh = () => invalidateTenant(queryClient, tenantId, ['settings', 'dashboard']);

  const save = useMutation({
    mutationFn: (body: FormData | Record<string, unknown>) => api.put<unknown>(tenantPath(tenantId, 'settings'), body),
    onSuccess: store,
    onSettled: refresh,
  });
  const verifyDomain = useMutation({
    mutationFn: () => api.post<unknown>(tenantPath(tenantId, 'settings', 'verify-domain')),
    onSuccess: store,
    onSettled: refresh,
  });
  return { save, verifyDomain };
}
