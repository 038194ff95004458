import { Alert, Badge, Button, Code, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { CheckTimes, RecordField } from '@/components/domains/dns-instructions';
import { ListSkeleton } from '@/components/ui/query-state';
import {
  isCheckRunning,
  useCheckAgain,
  useDeliverability,
  type Deliverability,
  type SendingRecord,
} from '@/features/admin/deliverability/api/deliverability';
import { QueryState } from '@/features/admin/components/query-state';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { DistributorSendingDomains } from '@/features/admin/deliverability/components/distributor-sending-domains';
import { failureMessage } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';

const PURPOSE: Record<SendingRecord['kind'], string> = {
  dkim: 'DKIM signing key',
  'dkim-previous': 'Previous DKIM key (rotation)',
  spf: 'SPF: who may send',
  dmarc: 'DMARC policy',
  'return-path': 'Return path: where bounces go',
};

const STATE: Record<SendingRecord['state'], { label: string; color: string }> = {
  published: { label: 'Published', color: 'green' },
  missing: { label: 'Missing', color: 'red' },
  different: { label: 'Different', color: 'orange' },
  unknown: { label: 'No DNS answer', color: 'gray' },
  unchecked: { label: 'Not checked yet', color: 'gray' },
};

function RecordRow({ record }: { record: SendingRecord }) {
  const state = STATE[record.state];
  const purpose = PURPOSE[record.kind];
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {purpose}
        </Text>
        <Text size="xs" c="dimmed">
          {record.type}
        </Text>
      </Table.Td>
      <Table.Td>
        <RecordField value={record.name} what={`${purpose} name`} />
      </Table.Td>
      <Table.Td maw={480}>
        {record.value === null ? (
          <Text size="sm" c="dimmed">
            Keep the published record unchanged until mail signed with it has been delivered.
          </Text>
        ) : (
          <RecordField value={record.value} what={`${purpose} value`} />
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Badge color={state.color} variant="light" aria-label={`${purpose}: ${state.label}`}>
            {state.label}
          </Badge>
          {record.state === 'different' &&
            record.found.map((value) => (
              <Text key={value} size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                Found: {value}
              </Text>
            ))}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function Records({ answer }: { answer: Deliverability }) {
  return (
    <Stack gap="md">
      {answer.dkim_domain ? (
        <Text size="sm">
          Emails are sent from <Code>{answer.from_domain}</Code> and DKIM-signed for <Code>{answer.dkim_domain}</Code> with selector{' '}
          <Code>{answer.dkim_selector}</Code>.
        </Text>
      ) : (
        <Alert color="orange" title="Emails go out unsigned">
          No DKIM key is configured (DKIM_SELECTOR and DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE). Emails are sent from{' '}
          <Code>{answer.from_domain}</Code> without a signature.
        </Alert>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" aria-label="DNS records of the sending domain">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Record</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>In DNS now</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.records.map((record) => (
              <RecordRow key={`${record.kind} ${record.name}`} record={record} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CheckTimes checkedAt={answer.check.checked_at} nextCheckAt={null} polling={isCheckRunning(answer)} />
    </Stack>
  );
}

/** Whether the worker is checking the records now (a spinner until its answer lands) or has answered. */
function CheckChip({ answer }: { answer: Deliverability | undefined }) {
  if (!answer) return null;
  const running = isCheckRunning(answer);
  const label = running ? 'Checking DNS…' : 'Checked';
  return (
    <Badge
      color={running ? 'blue' : 'gray'}
      variant="light"
      leftSection={running ? <Loader size={10} color="blue" /> : undefined}
      aria-label={`DNS check: ${label}`}
    >
      {label}
    </Badge>
  );
}

/**
 * Admin → Deliverability: the DKIM, SPF and DMARC records to publish and what the worker's last DNS check
 * found (docs/deliverability.md §2). "Check again" asks the worker; the screen re-reads every few seconds
 * until that check has landed. Below, every distributor's own sending domain (§9).
 */
export function DeliverabilityRoute() {
  const query = useDeliverability();
  const checkAgain = useCheckAgain();
  return (
    <AdminScreen
      title="Deliverability"
      description={
        "The DNS records the platform's sending domain publishes so that mailbox providers accept its email, each checked against DNS " +
        "every hour and when you press Check again; below them, the distributors' own sending domains."
      }
      actions={
        <Group gap="sm">
          <CheckChip answer={query.data} />
          <Button
            variant="default"
            loading={checkAgain.isPending}
            onClick={() => {
              checkAgain.mutate(undefined, {
                onError: (err) => {
                  notifyError(failureMessage(err, 'Could not start the check'));
                },
              });
            }}
          >
            Check again
          </Button>
        </Group>
      }
    >
      <Panel title="Sending domain records">
        <QueryState query={query} loading={<ListSkeleton rows={4} />} errorTitle="Could not check the sending domain's records">
          {(answer) => <Records answer={answer} />}
        </QueryState>
      </Panel>
      <DistributorSendingDomains />
    </AdminScreen>
  );
}
