import { Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useSubscriberDetail, type SubscriberDetail } from '@/features/backoffice/audience/api/audience';
import { SubscriptionBadge } from '@/features/backoffice/audience/components/audience-table';
import { dateTime } from '@/features/backoffice/lib/format';
import { ListSkeleton, LoadError } from '@/components/ui/query-state';

const DELIVERY_LABEL: Record<string, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Delivered',
  failed: 'Failed',
  bounced: 'Bounced',
  skipped: 'Not sent',
};

/** Where and when they gave consent, in words. */
export function consentSummary(consent: SubscriberDetail['consent']): string {
  if (!consent.at) return 'No record';
  const where = [consent.host, consent.page].filter(Boolean).join('');
  return [dateTime(consent.at), where && `on ${where}`, consent.source && `(${consent.source})`].filter(Boolean).join(' ');
}

function Evidence({ subscriber }: { subscriber: SubscriberDetail }) {
  const rows: [string, string][] = [
    ['Status', ''],
    ['Consent given', consentSummary(subscriber.consent)],
    ['Confirmed by email', dateTime(subscriber.confirmed_at) || 'Not yet'],
    ['Address fingerprint', subscriber.consent.ip_hash ? `${subscriber.consent.ip_hash.slice(0, 12)}…` : '—'],
  ];
  if (subscriber.unsubscribed_at) rows.push(['Unsubscribed', dateTime(subscriber.unsubscribed_at)]);
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170}>{label}</Table.Th>
            <Table.Td>{label === 'Status' ? <SubscriptionBadge status={subscriber.status} /> : value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function History({ campaigns }: { campaigns: SubscriberDetail['campaigns'] }) {
  if (campaigns.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No campaigns sent to this subscriber yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label="Campaign history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Campaign</Table.Th>
            <Table.Th>Delivery</Table.Th>
            <Table.Th>Opened</Table.Th>
            <Table.Th>Clicked</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((c) => (
            <Table.Tr key={c.campaign_id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {c.subject}
                </Text>
                {c.unsubscribed_at && (
                  <Text size="xs" c="dimmed">
                    Unsubscribed from this email {dateTime(c.unsubscribed_at)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={c.delivery === 'sent' ? 'green' : c.delivery === 'bounced' || c.delivery === 'failed' ? 'red' : 'gray'}
                  styles={{ root: { flex: 'none', maxWidth: 'none' }, label: { overflow: 'visible' } }}
                >
                  {DELIVERY_LABEL[c.delivery] ?? c.delivery}
                </Badge>
                {c.sent_at && (
                  <Text size="xs" c="dimmed">
                    {dateTime(c.sent_at)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{c.opened_at ? dateTime(c.opened_at) : '—'}</Table.Td>
              <Table.Td>{c.clicked_at ? dateTime(c.clicked_at) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A subscriber's consent evidence and campaign history, in a dialog over the list. */
export function SubscriberDetails({ subscriberId, onClose }: { subscriberId: string | null; onClose: () => void }) {
  const query = useSubscriberDetail(subscriberId);
  return (
    <Modal opened={subscriberId !== null} onClose={onClose} title={query.data?.email ?? 'Subscriber'} size="lg">
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError title="Could not load this subscriber" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack>
          <Evidence subscriber={query.data} />
          <Group justify="space-between">
            <Text fw={600}>Campaigns</Text>
          </Group>
          <History campaigns={query.data.campaigns} />
        </Stack>
      )}
    </Modal>
  );
}
