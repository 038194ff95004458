import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CertificateStatus } from '@/components/domains/certificate-status';
import { RefreshDnsButton } from '@/components/domains/refresh-dns-button';
import { CheckTimes, DomainStatusChips, type DomainPanelProps } from '@/components/domains/dns-instructions';
import { verifiedDomainOf } from '@/lib/domain-health';

/**
 * A verified custom domain (the DNS instructions are gone): its status chips, the HTTPS certificate
 * state, and a re-check when the certificate failed.
 */
export function DomainHealth({ answer, onRefresh, refreshing, polling, statusChips = true }: DomainPanelProps) {
  const domain = verifiedDomainOf(answer) ?? '';
  const { certificate, verification } = answer;
  const secure = certificate.status === 'active';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="domain-health-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="domain-health-title">
            Your domain
          </Title>
          {statusChips && <DomainStatusChips answer={answer} />}
        </Group>
        <Anchor
          href={`${secure ? 'https' : 'http'}://${domain}/`}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          style={{ wordBreak: 'break-all' }}
        >
          {domain}
        </Anchor>
        {verification.message && (
          <Text size="sm" c="dimmed">
            {verification.message}
          </Text>
        )}
        <CertificateStatus certificate={certificate} />
        <Group justify="space-between" gap="sm">
          <CheckTimes checkedAt={verification.checked_at} nextCheckAt={verification.next_check_at} polling={polling} />
          {certificate.status === 'failed' && (
            <RefreshDnsButton
              onRefresh={onRefresh}
              refreshing={refreshing}
              checkedAt={verification.checked_at}
              status={verification.status}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
