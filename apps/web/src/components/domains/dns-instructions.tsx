import { ActionIcon, Alert, Badge, CopyButton, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { CertificateStatus } from '@/components/domains/certificate-status';
import { RefreshDnsButton } from '@/components/domains/refresh-dns-button';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import {
  foundText,
  LOCAL_DATES,
  recordCheck,
  verificationColor,
  verificationLabel,
  isDomainTaken,
  verifiedDomainOf,
  type DnsRecordCheck,
  type DomainAnswer,
} from '@/lib/domain-health';

/** A copy-to-clipboard button for one record field (`what` names it for screen readers). */
function CopyValue({ value, what }: { value: string; what: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
          <ActionIcon
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? `${what} copied` : `Copy ${what}`}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** One field of a record to publish (its name or value), in monospace with its copy button. */
export function RecordField({ value, what }: { value: string; what: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
      <CopyValue value={value} what={what} />
    </Group>
  );
}

/** The site's DNS and custom-domain status (docs/product.md#settings: pending or verified). */
export function DomainStatusChips({ answer }: { answer: DomainAnswer }) {
  const { dns_status, custom_domain_status } = answer.settings;
  return (
    <Group gap="xs">
      <Badge color={verificationColor(dns_status)} variant="light" aria-label={`DNS status: ${verificationLabel(dns_status)}`}>
        DNS: {verificationLabel(dns_status)}
      </Badge>
      <Badge
        color={verificationColor(custom_domain_status)}
        variant="light"
        aria-label={`Custom domain status: ${verificationLabel(custom_domain_status)}`}
      >
        Domain: {verificationLabel(custom_domain_status)}
      </Badge>
    </Group>
  );
}

/** Last / next check and, while polling, that the screen updates itself. */
export function CheckTimes({
  checkedAt,
  nextCheckAt,
  polling,
}: {
  checkedAt: string | null;
  nextCheckAt: string | null;
  polling: boolean;
}) {
  return (
    <Stack gap={2}>
      {checkedAt && (
        <Text size="xs" c="dimmed">
          Last checked: {LOCAL_DATES.dateTime(checkedAt)}
        </Text>
      )}
      {nextCheckAt && (
        <Text size="xs" c="dimmed">
          Next check: {LOCAL_DATES.dateTime(nextCheckAt)}
        </Text>
      )}
      {polling && (
        <Text size="xs" c="dimmed" role="status">
          Checking for updates every few seconds…
        </Text>
      )}
    </Stack>
  );
}

function RecordRow({ record }: { record: DnsRecordCheck }) {
  const check = recordCheck(record);
  const what = `${record.type} record`;
  const found = Boolean(record.found && record.found.length > 0);
  return (
    <Table.Tr>
      <Table.Td>
        <Badge variant="outline">{record.type}</Badge>
      </Table.Td>
      <Table.Td>
        <RecordField value={record.name} what={`${what} name`} />
      </Table.Td>
      <Table.Td>
        <RecordField value={record.value} what={`${what} value`} />
      </Table.Td>
      <Table.Td>
        <Text
          size="sm"
          ff={found ? 'monospace' : undefined}
          c={found ? undefined : 'dimmed'}
          // Record values are long unbroken strings; "Nothing" and other words stay whole.
          style={found ? { wordBreak: 'break-all' } : undefined}
        >
          {foundText(record.found)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge color={check.color} variant="light" aria-label={`${what} check: ${check.label}`}>
            {check.label}
          </Badge>
          {record.problem && check.state !== 'ok' && (
            <Text size="xs" c="dimmed">
              {record.problem}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

export interface DomainPanelProps {
  answer: DomainAnswer;
  onRefresh: () => void;
  refreshing: boolean;
  polling: boolean;
  /** Off where the screen already shows the status chips next to it (the admin's setup wizard). */
  statusChips?: boolean;
}

/**
 * The DNS records a pending custom domain needs — expected value (with copy buttons), what DNS answered
 * and an OK / not-OK chip per record — the status chips, the certificate state and a re-check.
 */
export function DnsInstructions({ answer, onRefresh, refreshing, polling, statusChips = true }: DomainPanelProps) {
  const { verification } = answer;
  const domain = verifiedDomainOf(answer) ?? '';
  // Another site verified the domain first: the records would not help any more, the reason does.
  const taken = isDomainTaken(answer);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dns-instructions-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="dns-instructions-title">
            Connect {domain}
          </Title>
          {statusChips && <DomainStatusChips answer={answer} />}
        </Group>
        {!taken && (
          <Text size="sm">
            At the company where you registered <strong>{domain}</strong>, create these DNS records. We check them automatically; your site
            goes live on the domain once they are found.
          </Text>
        )}
        {taken ? null : verification.records.length > 0 ? (
          <Table.ScrollContainer minWidth={720}>
            <Table withTableBorder verticalSpacing="sm" aria-label="DNS records to create">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Expected value</Table.Th>
                  <Table.Th>Found</Table.Th>
                  <Table.Th>Check</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {verification.records.map((record) => (
                  <RecordRow key={`${record.type}:${record.name}`} record={record} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            The records are being prepared…
          </Text>
        )}
        {verification.message && (
          <Alert
            variant="light"
            color={verificationColor(verification.status)}
            title={`Verification: ${verificationLabel(verification.status)}`}
          >
            {verification.message}
          </Alert>
        )}
        <CertificateStatus certificate={answer.certificate} />
        <Group justify="space-between" gap="sm">
          <CheckTimes checkedAt={verification.checked_at} nextCheckAt={verification.next_check_at} polling={polling} />
          <RefreshDnsButton
            onRefresh={onRefresh}
            refreshing={refreshing}
            checkedAt={verification.checked_at}
            status={verification.status}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
