import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { DOMAIN_POLL_MS } from '@/lib/domain-health';

/** `GET /admin/deliverability` (docs/deliverability.md): the sending domain's records and what the worker's last DNS check found. */
export type Deliverability = Schema<'DeliverabilityAnswer'>;
export type SendingRecord = Schema<'SendingRecordView'>;

/** The worker has a check to finish (asked for, or the first one): re-read every few seconds, as the custom-domain screens do. */
export const isCheckRunning = (answer: Deliverability | undefined): boolean => answer?.check.status === 'running';

function getDeliverability(signal?: AbortSignal): Promise<Deliverability> {
  return typedApi.get('/admin/deliverability', { signal });
}

const deliverabilityQuery = () =>
  queryOptions({
    queryKey: adminKeys.deliverability,
    queryFn: ({ signal }) => getDeliverability(signal),
    refetchInterval: (query) => (isCheckRunning(query.state.data) ? DOMAIN_POLL_MS : false),
  });

export const useDeliverability = () => useQuery(deliverabilityQuery());

/** "Check again": the worker checks now; the answer (its check running) replaces the cached one, which starts the polling. */
export function useCheckAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => typedApi.post('/admin/deliverability/check'),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.deliverability, answer);
    },
  });
}
