import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState as BaseQueryState, type QueryStateProps } from '@/components/ui/query-state';

/** Placeholder for a form while its data loads. */
export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading" role="status">
      {Array.from({ length: fields }, (_, index) => (
        <Stack key={index} gap={6}>
          <Skeleton height={12} width={120} />
          <Skeleton height={36} />
        </Stack>
      ))}
      <Skeleton height={36} width={120} />
    </Stack>
  );
}

/** A small placeholder for one value (a count, a chip). */
export function ValueSkeleton({ width = 60 }: { width?: number }) {
  return <Skeleton height={20} width={width} aria-label="Loading" role="status" />;
}

/** Loading → form placeholder (by default), error → message with retry, data → children. */
export function QueryState<T>({ loading = <FormSkeleton />, ...props }: Omit<QueryStateProps<T>, 'errorProps'>) {
  return <BaseQueryState {...props} loading={loading} />;
}

/** The empty state of a list. */
export function EmptyList({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" bg="gray.0">
      <Stack align="center" gap="sm">
        <Text c="dimmed" ta="center">
          {children}
        </Text>
        {action && <Group>{action}</Group>}
      </Stack>
    </Paper>
  );
}
