import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled panel of the Analytics screen (a chart, a breakdown, the clicks' sections). */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
