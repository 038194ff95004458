import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantQueryKey, useTenantId } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { DOMAIN_POLL_MS } from '@/lib/domain-health';

/** The distributor's own sending domain (docs/deliverability.md): status, records, who campaigns are from now. */
export type SendingDomain = Schema<'SendingDomainAnswer'>;
export type SendingDomainRecord = Schema<'SendingDomainRecordView'>;

const KEY = 'sending-domain';

/** The worker is checking the records: re-read every few seconds, as the custom-domain settings do. */
export const isSendingDomainChecking = (answer: SendingDomain | undefined): boolean =>
  answer?.status === 'pending' || answer?.status === 'misconfigured';

export function useSendingDomain() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantQueryKey(tenantId, KEY),
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/sending-domain', { path: { tenantId }, signal }),
    refetchInterval: (query) => (isSendingDomainChecking(query.state.data) ? DOMAIN_POLL_MS : false),
  });
}

/** Opt in (or change the address), Verify now, opt out; each answer replaces the cached one. */
export function useSendingDomainActions() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const store = (answer: SendingDomain) => {
    queryClient.setQueryData(tenantQueryKey(tenantId, KEY), answer);
  };
  const path = { tenantId };
  return {
    enable: useMutation({
      mutationFn: (localPart: string) => typedApi.put('/tenants/{tenantId}/sending-domain', { path, body: { local_part: localPart } }),
      onSuccess: store,
    }),
    verify: useMutation({ mutationFn: () => typedApi.post('/tenants/{tenantId}/sending-domain/verify', { path }), onSuccess: store }),
    disable: useMutation({ mutationFn: () => typedApi.delete('/tenants/{tenantId}/sending-domain', { path }), onSuccess: store }),
  };
}
