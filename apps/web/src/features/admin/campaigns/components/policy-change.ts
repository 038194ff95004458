import { useSetCampaignPolicy, type CampaignFleetRow, type CampaignPolicyChange } from '@/features/admin/campaigns/api/campaigns';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Changes a distributor's campaign policy (pause, quota): `done` is the toast on success; failures name the distributor. */
export function usePolicyChange(row: CampaignFleetRow) {
  const mutation = useSetCampaignPolicy();
  const name = row.site_name ?? row.subdomain;
  const change = (body: CampaignPolicyChange, done: string, onSaved?: () => void) => {
    mutation.mutate(
      { tenantId: row.tenant_id, change: body },
      {
        onSuccess: () => {
          notifySuccess(done);
          onSaved?.();
        },
        onError: (error) => {
          notifyError(failureMessage(error, `Could not change ${name}'s campaign sending`));
        },
      },
    );
  };
  return { change, pending: mutation.isPending, name };
}
