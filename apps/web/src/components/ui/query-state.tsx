import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/form-errors';

/** Placeholder rows for a list or table while it loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading" role="status">
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={28} />
      ))}
    </Stack>
  );
}

export interface LoadErrorProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  /**
   * The error in words, given the generic fallback (default `errorMessage`: any API error message,
   * the client's own "API request failed" included).
   */
  describe?: (error: unknown, fallback: string) => string;
}

/** A load failure (an alert): the message and a retry that refetches only this item. */
export function LoadError({ error, onRetry, title = 'Could not load this data', describe = errorMessage }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describe(error, 'Something went wrong. Please try again.')}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  /** Shown while the query loads (default: list placeholder rows). */
  loading?: ReactNode;
  /** How a failure reads (title, wording); the retry refetches the query. */
  errorProps?: Pick<LoadErrorProps, 'title' | 'describe'>;
  children: (data: T) => ReactNode;
}

/** Loading → placeholder, error → message with retry, data → children. */
export function QueryState<T>({ query, loading = <ListSkeleton />, errorProps, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        {...errorProps}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return <>{children(query.data as T)}</>;
}
