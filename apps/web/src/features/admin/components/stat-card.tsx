import { Paper, Skeleton, Text } from '@mantine/core';

/** A labelled count; the label names the figure for screen readers too. */
export function StatCard({ label, value, color }: { label: string; value: number | null | undefined; color?: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Skeleton height={28} width={60} mt={6} />
      ) : (
        <Text fz={28} fw={700} c={color}>
          {value}
        </Text>
      )}
    </Paper>
  );
}
