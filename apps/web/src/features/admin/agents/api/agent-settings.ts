import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { DOMAIN_POLL_MS, shouldPollDomain, type CertificateState, type DomainAnswer, type DomainVerification } from '@/lib/domain-health';

/**
 * Site settings (docs/product.md#data) as the admin's wizard edits them (`GET /admin/settings/:tenantId`, and the PUT's
 * answer): the settings with the admin-only fields (`primary_domain_name`, the company default host unless
 * set, then `primary_domain_name_is_default`), beside the custom domain's DNS verification and certificate.
 */
export type AgentSettings = Schema<'AgentSettingsView'> & {
  /** The custom domain's DNS verification: the records to create while it is pending (docs/product.md#settings). */
  verification: DomainVerification;
  /** The custom domain's HTTPS certificate. */
  certificate: CertificateState;
};

/** `{ settings, verification, certificate }` → one object for the wizard's steps. */
export const toAgentSettings = ({ settings, verification, certificate }: Schema<'AgentSettingsAnswer'>): AgentSettings => ({
  ...settings,
  verification,
  certificate,
});

/** The settings as the shared DNS instructions / domain health panels read them. */
export const domainAnswerOf = (settings: AgentSettings): DomainAnswer => ({
  settings,
  verification: settings.verification,
  certificate: settings.certificate,
});

async function getAgentSettings(tenantId: string, signal?: AbortSignal): Promise<AgentSettings> {
  return toAgentSettings(await typedApi.get('/admin/settings/{tenantId}', { path: { tenantId }, signal }));
}

const agentSettingsQuery = (tenantId: string) =>
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

/** PUT /admin/settings/:tenantId (multipart, docs/product.md#api; a new logo travels as the `site_logo` file part). */
export async function updateAgentSettings({ tenantId, body }: { tenantId: string; body: FormData }): Promise<AgentSettings> {
  return toAgentSettings(await typedApi.put('/admin/settings/{tenantId}', { path: { tenantId }, body }));
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
