import { Button } from '@mantine/core';
import { useResumeCampaignGuard, type CampaignFleetRow } from '@/features/admin/campaigns/api/campaigns';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The guard's pause (complaint or bounce rate over the limit) is lifted only here, by an admin. */
export function ResumeGuardButton({ row }: { row: CampaignFleetRow }) {
  const mutation = useResumeCampaignGuard();
  const name = row.site_name ?? row.subdomain;
  return (
    <Button
      size="xs"
      variant="light"
      color="orange"
      loading={mutation.isPending}
      aria-label={`Resume sending of ${name} after the guard's pause`}
      onClick={() => {
        mutation.mutate(row.tenant_id, {
          onSuccess: () => {
            notifySuccess(`${name}'s sending resumes; the guard counts only emails sent from now on`);
          },
          onError: (error) => {
            notifyError(failureMessage(error, `Could not resume ${name}'s campaign sending`));
          },
        });
      }}
    >
      Resume
    </Button>
  );
}
