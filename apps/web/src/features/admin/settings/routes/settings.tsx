import { Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { useQueueSession } from '@/features/admin/settings/api/queue-dashboard';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { failureMessage } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { getAdminProfile } from '@/lib/storage';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed" w={140}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
}

/** The admin's account and platform information, with the way into the job queue dashboard. */
export function AdminSettingsRoute() {
  const { name, email } = getAdminProfile();
  const config = getRuntimeConfig();
  const session = useQueueSession();

  const openQueues = () => {
    // Open the tab inside the click (popup blockers allow that), then point it at the dashboard
    // once the session cookie is set.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    session.mutate(undefined, {
      onSuccess: (url) => {
        if (tab && !tab.closed) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        notifyError(failureMessage(error, 'Could not open the queue dashboard'));
      },
    });
  };

  return (
    <AdminScreen title="Settings" description="Your admin account and the platform's operations tools." maw={760}>
      <Panel title="Account">
        <Stack gap="xs">
          <Row label="Name" value={name || 'Not set'} />
          <Row label="Email" value={email || 'Not set'} />
        </Stack>
      </Panel>
      <Panel title="Platform">
        <Stack gap="xs">
          <Row label="Platform" value={config.platformName} />
          <Row label="Company" value={config.companyName} />
          <Row label="Base domain" value={config.baseDomain} />
          <Text size="sm" c="dimmed">
            Distributor sites live at <Code>{`<subdomain>.${config.baseDomain}`}</Code> or on their own verified domain.
          </Text>
        </Stack>
      </Panel>
      <Panel title="Background jobs">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">The queue dashboard shows the platform&apos;s background jobs and lets you retry failed ones:</Text>
          <List size="sm">
            <List.Item>mail — welcome, password reset and autoresponder emails</List.Item>
            <List.Item>domains — custom domain DNS checks and certificates</List.Item>
            <List.Item>notifications — delivery of admin notifications</List.Item>
          </List>
          <Button onClick={openQueues} loading={session.isPending}>
            Open queue dashboard
          </Button>
        </Stack>
      </Panel>
    </AdminScreen>
  );
}
