import { Alert, Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { CopyValue } from '@/components/domains/dns-instructions';
import { ListSkeleton } from '@/components/ui/query-state';
import { useDeliverability, type Deliverability, type SendingRecord } from '@/features/admin/deliverability/api/deliverability';
import { QueryState } from '@/features/admin/components/query-state';
import { AdminScreen, Panel } from '@/features/admin/components/screen';

const PURPOSE: Record<SendingRecord['kind'], string> = {
  dkim: 'DKIM signing key',
  'dkim-previous': 'Previous DKIM key (rotation)',
  spf: 'SPF: who may send',
  dmarc: 'DMARC policy',
};

const STATE: Record<SendingRecord['state'], { label: string; color: string }> = {
  published: { label: 'Published', color: 'green' },
  missing: { label: 'Missing', color: 'red' },
  different: { label: 'Different', color: 'orange' },
  unknown: { label: 'No DNS answer', color: 'gray' },
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
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code style={{ wordBreak: 'break-all' }}>{record.name}</Code>
          <CopyValue value={record.name} what={`${purpose} name`} />
        </Group>
      </Table.Td>
      <Table.Td maw={480}>
        {record.value === null ? (
          <Text size="sm" c="dimmed">
            Keep the published record unchanged until mail signed with it has been delivered.
          </Text>
        ) : (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {record.value}
            </Code>
            <CopyValue value={record.value} what={`${purpose} value`} />
          </Group>
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
    </Stack>
  );
}

/** Admin → Deliverability: the DKIM, SPF and DMARC records to publish and what DNS holds (docs/deliverability.md). */
export function DeliverabilityRoute() {
  const query = useDeliverability();
  return (
    <AdminScreen
      title="Deliverability"
      description="The DNS records the platform's sending domain publishes so that mailbox providers accept its email. Each is checked against DNS when this screen loads."
      actions={
        <Button
          variant="default"
          loading={query.isFetching && !query.isPending}
          onClick={() => {
            void query.refetch();
          }}
        >
          Check again
        </Button>
      }
    >
      <Panel title="Sending domain records">
        <QueryState query={query} loading={<ListSkeleton rows={4} />} errorTitle="Could not check the sending domain's records">
          {(answer) => <Records answer={answer} />}
        </QueryState>
      </Panel>
    </AdminScreen>
  );
}
