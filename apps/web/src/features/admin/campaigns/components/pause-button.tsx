import { Button } from '@mantine/core';
import type { CampaignFleetRow } from '@/features/admin/campaigns/api/campaigns';
import { usePolicyChange } from '@/features/admin/campaigns/components/policy-change';

/** Pauses a distributor's campaign sending, or lets them send again. */
export function PauseButton({ row }: { row: CampaignFleetRow }) {
  const { change, pending, name } = usePolicyChange(row);
  return (
    <Button
      size="xs"
      variant="light"
      color={row.paused ? 'green' : 'red'}
      loading={pending}
      aria-label={`${row.paused ? 'Resume' : 'Pause'} campaign sending of ${name}`}
      onClick={() => {
        change({ paused: !row.paused }, row.paused ? `${name} may send campaigns again` : `${name}'s campaign sending is paused`);
      }}
    >
      {row.paused ? 'Resume' : 'Pause'}
    </Button>
  );
}
