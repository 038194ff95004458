import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formBody,
  invalidateTenant,
  tenantQueryKey,
  useTenantId,
  useTenantSingleton,
  type FormBody,
  type SingletonResourceConfig,
} from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { DOMAIN_POLL_MS, shouldPollDomain } from '@/lib/domain-health';

/** Site settings (docs/product.md#data), as GET/PUT /tenants/{id}/settings answer them. */
export type TenantSettings = Schema<'SettingsView'>;

/**
 * The settings, the custom domain's DNS verification (the records to create; `found` / `ok` / `problem`
 * once the worker checked) and its HTTPS certificate (docs/domains.md §6).
 */
export type SettingsAnswer = Schema<'SettingsAnswer'>;

export const settingsResource: SingletonResourceConfig<SettingsAnswer> = {
  key: 'settings',
  read: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/settings', { path: { tenantId }, signal }),
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
  const store = (answer: SettingsAnswer) => {
    queryClient.setQueryData(key, answer);
  };
  const refresh = () => invalidateTenant(queryClient, tenantId, ['settings', 'dashboard']);

  const save = useMutation({
    mutationFn: (body: FormBody) => typedApi.put('/tenants/{tenantId}/settings', { path: { tenantId }, body: formBody(body) }),
    onSuccess: store,
    onSettled: refresh,
  });
  const verifyDomain = useMutation({
    mutationFn: () => typedApi.post('/tenants/{tenantId}/settings/verify-domain', { path: { tenantId } }),
    onSuccess: store,
    onSettled: refresh,
  });
  return { save, verifyDomain };
}
