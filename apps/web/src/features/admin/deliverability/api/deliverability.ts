import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** `GET /admin/deliverability` (docs/deliverability.md): the sending domain's records and their DNS state. */
export type Deliverability = Schema<'DeliverabilityAnswer'>;
export type SendingRecord = Schema<'SendingRecordView'>;

export function getDeliverability(signal?: AbortSignal): Promise<Deliverability> {
  return typedApi.get('/admin/deliverability', { signal });
}

export const deliverabilityQuery = () =>
  queryOptions({ queryKey: adminKeys.deliverability, queryFn: ({ signal }) => getDeliverability(signal) });

export const useDeliverability = () => useQuery(deliverabilityQuery());
