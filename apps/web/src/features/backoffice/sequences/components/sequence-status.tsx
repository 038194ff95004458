import { Badge, Text } from '@mantine/core';
import type { Sequence, SequenceStep } from '@/features/backoffice/sequences/api/sequences';

const STATUS_COLORS: Record<Sequence['status'], string> = { draft: 'gray', active: 'green', paused: 'yellow', archived: 'dark' };
const STATUS_LABELS: Record<Sequence['status'], string> = { draft: 'Draft', active: 'Active', paused: 'Paused', archived: 'Archived' };

/** Why people left, as the API counts them (`status:<status>` for an exit status). */
const EXIT_LABELS: Record<string, string> = {
  unsubscribed: 'unsubscribed',
  bounced: 'bounced',
  complained: 'complained',
  erased: 'erased',
  removed: 'removed by hand',
  archived: 'sequence archived',
};
const exitLabel = (reason: string) =>
  EXIT_LABELS[reason] ?? (reason.startsWith('status:') ? `became ${reason.slice(7).replace('_', ' ')}` : reason);

/** The sequence's status chip: draft, active, paused or archived. */
export function SequenceStatusBadge({ status }: { status: Sequence['status'] }) {
  return <Badge color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** Enrolled, in it now, completed, left (and why). */
export function SequenceStatsLine({ stats }: { stats: Sequence['stats'] }) {
  const why = Object.entries(stats.exited_by as Record<string, number>)
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => `${String(n)} ${exitLabel(reason)}`)
    .join(', ');
  return (
    <Text size="sm" c="dimmed">
      {stats.enrolled} enrolled · {stats.active} in it now · {stats.completed} completed · {stats.exited} left{why ? ` (${why})` : ''}
    </Text>
  );
}

/** An email step's figures: sent, opened, clicked, Buy clicks, unsubscribed. */
export function StepStatsLine({ stats }: { stats: SequenceStep['stats'] }) {
  return (
    <Text size="sm" c="dimmed">
      Sent {stats.sent} · Opened {stats.opened} · Clicked {stats.clicked} · Buy clicks {stats.buy_clicks} · Unsubscribed{' '}
      {stats.unsubscribed}
    </Text>
  );
}
