import { Button, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Panel } from '@/components/ui/screen';
import { useSettingsMutations, type TenantSettings } from '@/features/backoffice/settings/api/settings';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Every zone this browser knows (the server checks the choice against its own, Intl's, list). */
function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * Follow-up reminders (docs/product.md "Contacts"): the distributor's time zone — the daily digest comes at
 * 08:00 in it; none chosen means their country's — and the digest itself on or off.
 */
export function FollowUpPanel({ settings }: { settings: TenantSettings }) {
  const { save } = useSettingsMutations();
  const [zone, setZone] = useState(settings.time_zone ?? '');
  const [digest, setDigest] = useState(settings.follow_up_digest);
  const zones = knownZones();
  const options = [
    { value: '', label: `My country's time zone (${settings.default_time_zone})` },
    ...(zone && !zones.includes(zone) ? [zone] : []).concat(zones).map((z) => ({ value: z, label: z })),
  ];
  const changed = zone !== (settings.time_zone ?? '') || digest !== settings.follow_up_digest;
  const submit = () => {
    save.mutate(
      { time_zone: zone, follow_up_digest: String(digest) },
      {
        onSuccess: () => {
          notifySuccess('Follow-up reminders saved');
        },
        onError: (error) => {
          notifyError(failureMessage(error, 'Failed to update settings'));
        },
      },
    );
  };
  return (
    <Panel title="Follow-up reminders">
      <Stack gap="md" maw={480}>
        <Switch
          label="Daily follow-up digest"
          description="An email at 08:00 listing the contacts due for a follow-up today or overdue; only on days when someone is due."
          checked={digest}
          onChange={(event) => {
            setDigest(event.currentTarget.checked);
          }}
        />
        <NativeSelect
          label="Time zone"
          description={`The digest comes at 08:00 in this zone. Now: ${settings.effective_time_zone}.`}
          value={zone}
          data={options}
          onChange={(event) => {
            setZone(event.currentTarget.value);
          }}
        />
        <Group>
          <Button onClick={submit} loading={save.isPending} disabled={!changed}>
            Save reminders
          </Button>
          {!settings.follow_up_digest && (
            <Text size="sm" c="dimmed">
              The digest is off.
            </Text>
          )}
        </Group>
      </Stack>
    </Panel>
  );
}
