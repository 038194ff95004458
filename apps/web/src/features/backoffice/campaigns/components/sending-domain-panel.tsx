import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CheckTimes, RecordField } from '@/components/domains/dns-instructions';
import { RefreshDnsButton } from '@/components/domains/refresh-dns-button';
import {
  isSendingDomainChecking,
  useSendingDomain,
  useSendingDomainActions,
  type SendingDomain,
  type SendingDomainRecord,
} from '@/features/backoffice/campaigns/api/sending-domain';
import { foundText, recordCheck, verificationColor, verificationLabel } from '@/lib/domain-health';
import { failureMessage, serverFieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths, toBackoffice } from '@/lib/paths';

const RECORD_PURPOSE: Record<SendingDomainRecord['kind'], string> = {
  dkim: 'DKIM key: proves the emails come from you',
  spf: 'SPF: names our mail servers (merge into an existing v=spf1 record)',
  dmarc: 'DMARC (recommended): tells mailbox providers what to do with mail that fails the checks',
};

function RecordRow({ record }: { record: SendingDomainRecord }) {
  // Not checked yet is `ok: null` here; the shared chip reads an absent `ok` as that.
  const check = recordCheck({ found: record.ok === null ? undefined : record.found, ok: record.ok ?? undefined });
  const what = `${record.kind.toUpperCase()} record`;
  const found = Boolean(record.found && record.found.length > 0);
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={4}>
          <Badge variant="outline">{record.type}</Badge>
          <Text size="xs" c="dimmed">
            {RECORD_PURPOSE[record.kind]}
          </Text>
        </Stack>
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
          style={found ? { wordBreak: 'break-all' } : undefined}
        >
          {record.ok === null ? 'Not checked yet' : foundText(record.found)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge
            color={record.required || check.state === 'ok' ? check.color : 'gray'}
            variant="light"
            aria-label={`${what} check: ${check.label}`}
          >
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

/** The From address's local part, with the domain after it; saves with PUT (opt in or change). */
function AddressForm({ answer, label }: { answer: SendingDomain; label: string }) {
  const { enable } = useSendingDomainActions();
  const [localPart, setLocalPart] = useState(answer.local_part ?? 'news');
  const error = enable.error
    ? (serverFieldErrors(enable.error).local_part ?? failureMessage(enable.error, 'Could not save the address'))
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(localPart, {
      onSuccess: (saved) => {
        notifySuccess(`Campaigns will be sent from ${saved.from_address ?? ''} once your DNS records are verified`);
      },
    });
  };
  return (
    <form onSubmit={submit} aria-label="Sending address">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="From address"
          description="The address your campaigns are sent from"
          value={localPart}
          onChange={(event) => {
            setLocalPart(event.currentTarget.value);
          }}
          rightSection={
            <Text size="sm" c="dimmed">
              @{answer.domain}
            </Text>
          }
          rightSectionWidth={Math.min(320, 24 + (answer.domain?.length ?? 0) * 8)}
          error={error}
          w={420}
          maxLength={64}
        />
        <Button type="submit" loading={enable.isPending}>
          {label}
        </Button>
      </Group>
    </form>
  );
}

function SetUp({ answer }: { answer: SendingDomain }) {
  const { verify, disable } = useSendingDomainActions();
  const polling = isSendingDomainChecking(answer);
  return (
    <Stack gap="md">
      <Text size="sm">
        At the company where you registered <strong>{answer.domain}</strong>, create these DNS records. We check them automatically; once
        the required ones are found, your campaigns are sent from <strong>{answer.from_address}</strong>.
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table withTableBorder verticalSpacing="sm" aria-label="DNS records for your sending domain">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Found</Table.Th>
              <Table.Th>Check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.records.map((record) => (
              <RecordRow key={record.name + record.kind} record={record} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {answer.message && (
        <Alert variant="light" color={verificationColor(answer.status)} title={`Verification: ${verificationLabel(answer.status)}`}>
          {answer.message}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <CheckTimes checkedAt={answer.checked_at} nextCheckAt={answer.next_check_at} polling={polling} />
        <RefreshDnsButton
          onRefresh={() => {
            verify.mutate(undefined, {
              onError: (err) => {
                notifyError(failureMessage(err, 'Could not start the check'));
              },
            });
          }}
          refreshing={verify.isPending}
          checkedAt={answer.checked_at}
          status={answer.status}
        />
      </Group>
      <AddressForm key={answer.local_part} answer={answer} label="Change address" />
      <Group>
        <Button
          variant="subtle"
          color="red"
          loading={disable.isPending}
          onClick={() => {
            disable.mutate(undefined, {
              onSuccess: () => {
                notifySuccess('Campaigns are sent from our address again');
              },
              onError: (err) => {
                notifyError(failureMessage(err, 'Could not stop using your domain'));
              },
            });
          }}
        >
          Stop sending from my domain
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Campaigns → "Sending domain": send campaigns From an address on the distributor's own (verified custom)
 * domain, once the DKIM and SPF records shown here are published (docs/deliverability.md). A status chip,
 * the records with copy buttons and what DNS answered, re-read every few seconds while being checked.
 * Until verified, campaigns keep going out from the platform's address with the site's name.
 */
export function SendingDomainPanel() {
  const query = useSendingDomain();
  const answer = query.data;
  // Nothing to add while loading, or if the section cannot be read (the campaigns above still work).
  if (!answer) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sending-domain-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="sending-domain-title">
            Sending domain
          </Title>
          <Badge
            color={verificationColor(answer.status)}
            variant="light"
            aria-label={`Sending domain status: ${verificationLabel(answer.status)}`}
          >
            {verificationLabel(answer.status)}
          </Badge>
        </Group>
        <Text size="sm">
          Campaigns are sent from <strong>{answer.sending_from}</strong>
          {answer.status === 'verified' ? '.' : ' with your site’s name, and replies go to you.'}
        </Text>
        {answer.status === 'none' && !answer.available && (
          <Text size="sm" c="dimmed">
            To send from an address on your own domain (such as news@yourdomain.com), first connect and verify your custom domain in{' '}
            <Anchor component={Link} to={toBackoffice(paths.backoffice.settings)}>
              Settings
            </Anchor>
            .
          </Text>
        )}
        {answer.status === 'none' && answer.available && (
          <>
            <Text size="sm">
              Send your campaigns from an address on <strong>{answer.domain}</strong>. We create a signing key for your domain and show the
              DNS records to add; mailbox providers then trust your emails as coming from you.
            </Text>
            <AddressForm answer={answer} label="Use my domain" />
          </>
        )}
        {answer.status !== 'none' && <SetUp answer={answer} />}
      </Stack>
    </Paper>
  );
}
