import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/ui/page-title';

export interface ScreenFrameProps {
  title: string;
  description?: ReactNode;
  /** Shown at the end of the heading row; nothing is rendered there when absent. */
  actions?: ReactNode;
  children: ReactNode;
  maw: number;
}

/** Frame of a dashboard screen: heading (also the document title), one line on what it does, content. */
export function ScreenFrame({ title, description, actions, children, maw }: ScreenFrameProps) {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={maw}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

export interface PanelProps {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  /** Render as a `<section>` landmark named by the title (admin screens are navigated by them). */
  landmark?: boolean;
}

/** A bordered block of a screen, with an optional heading row. */
export function Panel({ title, actions, children, landmark = false }: PanelProps) {
  const body = (
    <Stack gap="md">
      {(title ?? actions) && (
        <Group justify="space-between" gap="sm">
          {title && (
            <Title order={2} size="h4">
              {title}
            </Title>
          )}
          {actions}
        </Group>
      )}
      {children}
    </Stack>
  );
  return landmark ? (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      {body}
    </Paper>
  ) : (
    <Paper withBorder radius="md" p="lg">
      {body}
    </Paper>
  );
}
