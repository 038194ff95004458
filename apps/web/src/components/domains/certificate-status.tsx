import { Badge, Group, Stack, Text } from '@mantine/core';
import { certificateBadge, certificateColor, certificateLabel, certificateNote, type CertificateState } from '@/lib/domain-health';

/** The custom domain's HTTPS certificate: a chip, the state in words and, when there is one, a second line. */
export function CertificateStatus({ certificate }: { certificate: CertificateState }) {
  const note = certificateNote(certificate);
  const stuck = certificate.status === 'failed' && !certificate.next_attempt_at;
  return (
    <Stack gap={4} role="group" aria-label="HTTPS certificate">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        HTTPS certificate
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={certificateColor(certificate)} variant="light" style={{ flexShrink: 0 }}>
          {certificateBadge(certificate.status)}
        </Badge>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {certificateLabel(certificate)}
        </Text>
      </Group>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      {stuck && (
        <Text size="xs" c="dimmed">
          We will not try again on our own: fix what the message says and press Refresh DNS, or contact support.
        </Text>
      )}
    </Stack>
  );
}
