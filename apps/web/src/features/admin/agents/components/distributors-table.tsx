import { Stack } from '@mantine/core';
import type { useTenantUsers } from '@/features/admin/agents/api/tenant-users';
import type { Agent } from '@/features/admin/agents/lib/agent';
import { DataTable, type Column } from '@/features/admin/components/data-table';
import { Panel } from '@/features/admin/components/screen';
import { SearchBox, type ServerList } from '@/features/admin/components/searchable-list';
import { ServerQueryResults } from '@/features/admin/components/server-query-results';

interface DistributorsTableProps {
  /** The distributors as the server answers for the search and page in `list`. */
  query: ReturnType<typeof useTenantUsers>;
  list: ServerList;
  columns: Column<Agent>[];
  errorTitle: string;
  /** Accessible name of the page buttons. */
  pagesLabel: string;
  /** Shown when there are no distributors at all. */
  empty: string;
  minWidth?: number;
}

/** The searchable, server-paged table of distributors, as the Distributors and the Reset-password screens list them. */
export function DistributorsTable({ query, list, columns, errorTitle, pagesLabel, empty, minWidth }: DistributorsTableProps) {
  return (
    <Panel>
      <Stack gap="md">
        <SearchBox label="Search distributors" value={list.term} onChange={list.setTerm} />
        <ServerQueryResults
          query={query}
          errorTitle={errorTitle}
          loadingRows={10}
          items={(data) => data.users}
          list={list}
          pagesLabel={pagesLabel}
          empty={empty}
        >
          {(agents) => <DataTable label="Distributors" rows={agents} columns={columns} rowKey={(agent) => agent.id} minWidth={minWidth} />}
        </ServerQueryResults>
      </Stack>
    </Panel>
  );
}
