import { Button } from '@mantine/core';

interface RefreshButtonProps {
  /** The screen's list query: read again on click; the button spins while a refetch (not the first load) runs. */
  query: { isFetching: boolean; isPending: boolean; refetch: () => Promise<unknown> };
}

/** A screen's "Refresh" action: reads its list again from the server. */
export function RefreshButton({ query }: RefreshButtonProps) {
  return (
    <Button
      variant="default"
      loading={query.isFetching && !query.isPending}
      onClick={() => {
        void query.refetch();
      }}
    >
      Refresh
    </Button>
  );
}
