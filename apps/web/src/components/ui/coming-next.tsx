import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ComingNextProps {
  title: string;
  description?: ReactNode;
}

/** Placeholder for a screen whose route is final but whose content arrives in a later issue. */
export function ComingNext({ title, description }: ComingNextProps) {
  return (
    <Paper withBorder radius="md" p="xl" maw={720}>
      <Stack gap="xs" align="flex-start">
        <Badge variant="light">Coming next</Badge>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{description ?? 'This screen is being built and will be available soon.'}</Text>
      </Stack>
    </Paper>
  );
}
