import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { text } from '@/features/admin/lib/data';
import { boolValue, isRecord, type Row } from '@/lib/records';
import { api } from '@/lib/api-client';
import {
  DOMAIN_POLL_MS,
  shouldPollDomain,
  toCertificateState,
  toDomainVerification,
  toVerificationStatus,
  type CertificateState,
  type DomainAnswer,
  type DomainVerification,
} from '@/lib/domain-health';
import { toDomainType, type DomainType } from '@/lib/domain-type';

/** Spec §3 tenant settings as the admin sees them (`GET /admin/settings/:tenantId`, and the PUT's answer). */
export interface AgentSettings {
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
  site_logo_url: string | null;
  site_logo_name: string | null;
  nht_website_link: string | null;
  nht_store_link: string | null;
  nht_joining_link: string | null;
  dns_status: string;
  custom_domain_status: string;
  publish_on_site: boolean;
  /** Admin-only: stored value, or the company default host (then `primary_domain_is_default`). */
  primary_domain_name: string | null;
  primary_domain_is_default: boolean;
  website_link: string | null;
  subscription_status: string | null;
  plan: string | null;
  /** The custom domain's DNS verification: the records to create while it is pending (spec §4). */
  verification: DomainVerification;
  /** The custom domain's HTTPS certificate. */
  certificate: CertificateState;
}

/** `{ settings, verification, certificate }` (or the settings object bare) → AgentSettings with spec §3 defaults. */
export function toAgentSettings(answer: unknown): AgentSettings {
  const body: Row = isRecord(answer) ? answer : {};
  const s: Row = isRecord(body.settings) ? body.settings : body;
  const dnsStatus = text(s.dns_status) ?? 'pending';
  const customDomain = text(s.custom_domain);
  return {
    subdomain: text(s.subdomain),
    domain_type: toDomainType(s.domain_type),
    custom_domain: customDomain,
    first_name: text(s.first_name),
    last_name: text(s.last_name),
    email_id: text(s.email_id),
    mobile: text(s.mobile),
    address: text(s.address),
    skype: text(s.skype),
    site_name: text(s.site_name),
    site_logo_url: text(s.site_logo_url) ?? text(s.site_logo),
    site_logo_name: text(s.site_logo_name),
    nht_website_link: text(s.nht_website_link),
    nht_store_link: text(s.nht_store_link),
    nht_joining_link: text(s.nht_joining_link),
    dns_status: dnsStatus,
    custom_domain_status: text(s.custom_domain_status) ?? 'pending',
    publish_on_site: boolValue(s.publish_on_site, true),
    primary_domain_name: text(s.primary_domain_name),
    primary_domain_is_default: boolValue(s.primary_domain_name_is_default, false),
    website_link: text(s.website_link),
    subscription_status: text(s.subscription_status),
    plan: text(s.plan),
    verification: toDomainVerification(body.verification, { status: toVerificationStatus(dnsStatus, 'pending'), domain: customDomain }),
    certificate: toCertificateState(body.certificate),
  };
}

/** The settings as the shared DNS instructions / domain health panels read them. */
export const domainAnswerOf = (settings: AgentSettings): DomainAnswer => ({
  settings,
  verification: settings.verification,
  certificate: settings.certificate,
});

const settingsPath = (tenantId: string) => `/admin/settings/${encodeURIComponent(tenantId)}`;

export async function getAgentSettings(tenantId: string, signal?: AbortSignal): Promise<AgentSettings> {
  return toAgentSettings(await api.get<unknown>(settingsPath(tenantId), { signal }));
}

export const agentSettingsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: adminKeys.settings(tenantId),
    queryFn: ({ signal }) => getAgentSettings(tenantId, signal),
    // The wizard edits what it shows: always start from the server's current values.
    staleTime: 0,
  });

/** Re-read every 5 s while the site's custom domain waits for DNS or its certificate (as the back office does). */
export const useAgentSettings = (tenantId: string | null) =>
  useQuery({
    ...agentSettingsQuery(tenantId ?? ''),
    enabled: Boolean(tenantId),
    refetchInterval: (query) => {
      const settings = query.state.data;
      return settings && shouldPollDomain(domainAnswerOf(settings)) ? DOMAIN_POLL_MS : false;
    },
  });

/** PUT /admin/settings/:tenantId (multipart, spec §7; a new logo travels as the `site_logo` file part). */
export async function updateAgentSettings({ tenantId, body }: { tenantId: string; body: FormData }): Promise<AgentSettings> {
  return toAgentSettings(await api.put<unknown>(settingsPath(tenantId), body));
}

export function useUpdateAgentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAgentSettings,
    onSuccess: (settings, { tenantId }) => {
      client.setQueryData(adminKeys.settings(tenantId), settings);
      // Site name, links and domain show in the agents list and on the dashboard.
      void client.invalidateQueries({ queryKey: adminKeys.tenantUsers });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
