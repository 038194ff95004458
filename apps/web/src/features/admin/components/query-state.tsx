import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  LoadError as BaseLoadError,
  QueryState as BaseQueryState,
  type LoadErrorProps,
  type QueryStateProps,
} from '@/components/ui/query-state';
import { failureMessage } from '@/lib/form-errors';

/** A load failure: the server's message (never the generic "API request failed") and a retry. */
export function LoadError(props: Omit<LoadErrorProps, 'describe'>) {
  return <BaseLoadError {...props} describe={failureMessage} />;
}

/** Loading → list placeholder, error → the server's message with retry, data → children. */
export function QueryState<T>({ errorTitle, ...props }: Omit<QueryStateProps<T>, 'errorProps'> & { errorTitle?: string }) {
  return <BaseQueryState {...props} errorProps={{ title: errorTitle, describe: failureMessage }} />;
}

/** The empty state of a list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Text c="dimmed" ta="center" role="status">
        {children}
      </Text>
    </Paper>
  );
}
