import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSequences } from '@/features/backoffice/sequences/api/sequences';
import { ValueSkeleton } from '@/features/backoffice/components/query-state';
import { dateTime } from '@/features/backoffice/lib/format';
import { LoadError } from '@/components/ui/query-state';
import { paths, toBackoffice } from '@/lib/paths';

/** "Sequences" on the dashboard: each active sequence's people in it and its next step's time (docs/product.md "Sequences"). */
export function SequencesCard() {
  const sequences = useSequences();
  const active = (sequences.data ?? []).filter((s) => s.status === 'active');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sequences-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="sequences-card">
            Sequences
          </Title>
          <Anchor component={Link} to={toBackoffice(paths.backoffice.sequences)} size="sm">
            All sequences
          </Anchor>
        </Group>
        {sequences.isPending ? (
          <ValueSkeleton width={240} />
        ) : sequences.isError ? (
          <LoadError
            error={sequences.error}
            onRetry={() => {
              void sequences.refetch();
            }}
          />
        ) : !active.length ? (
          <Text c="dimmed" size="sm">
            No active sequence. Start one from a template to follow up new leads by themselves.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {active.map((s) => (
              <Text key={s.id} component="li" size="sm">
                <strong>{s.name}</strong>: {s.stats.active} {s.stats.active === 1 ? 'person' : 'people'} in
                {s.next_step_at ? ` · next step ${dateTime(s.next_step_at)}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
