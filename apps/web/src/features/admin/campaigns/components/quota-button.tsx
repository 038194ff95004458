import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import type { CampaignFleetRow } from '@/features/admin/campaigns/api/campaigns';
import { usePolicyChange } from '@/features/admin/campaigns/components/policy-change';
import { count } from '@/features/admin/campaigns/lib/count';

/** The server's bound on a distributor's own quota. */
const MAX_QUOTA = 1_000_000;

/** Sets a distributor's own daily campaign quota in a dialog; emptied, the platform default applies again. */
export function QuotaButton({ row }: { row: CampaignFleetRow }) {
  const { change, pending, name } = usePolicyChange(row);
  const [open, setOpen] = useState(false);
  const [quota, setQuota] = useState<number | ''>(row.daily_quota ?? '');
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={`Daily quota of ${name}`}
        onClick={() => {
          setQuota(row.daily_quota ?? '');
          setOpen(true);
        }}
      >
        Quota
      </Button>
      <Modal opened={open} onClose={close} title={`Daily campaign quota of ${name}`}>
        <Stack gap="md">
          <NumberInput
            label="Emails a day (UTC)"
            description={`Leave empty for the platform default (${count(row.effective_quota)} now applies).`}
            min={0}
            max={MAX_QUOTA}
            allowDecimal={false}
            allowNegative={false}
            value={quota}
            onChange={(value) => {
              setQuota(typeof value === 'number' ? value : '');
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              loading={pending}
              onClick={() => {
                change({ daily_quota: quota === '' ? null : quota }, `${name}'s daily quota is saved`, close);
              }}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
