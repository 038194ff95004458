import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQuery, type ListQuery, type Pagination } from '@/features/admin/lib/paging';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** One distributor of `GET /admin/campaigns` (docs/campaigns-delivery.md §7). */
export type CampaignFleetRow = Schema<'CampaignFleetRow'>;
export type CampaignPolicy = Schema<'CampaignPolicyView'>;
/** What an admin changes: the daily quota (null: platform default) and/or the pause. */
export type CampaignPolicyChange = Schema<'CampaignPolicyDto'>;

export interface CampaignFleetPage {
  distributors: CampaignFleetRow[];
  pagination: Pagination;
  query: ListQuery;
}

export const campaignFleetQuery = (list: Partial<ListQuery> = {}): ListQuery => listQuery(list);

/** GET /admin/campaigns?page=&limit= → one page, busiest distributors first. */
async function getCampaignFleet(query: ListQuery, signal?: AbortSignal): Promise<CampaignFleetPage> {
  const answer = await typedApi.get('/admin/campaigns', { query: { page: query.page, limit: query.limit }, signal });
  return { distributors: answer.distributors, pagination: { page: query.page, limit: query.limit, total: answer.total }, query };
}

export const useCampaignFleet = (query: ListQuery) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.campaignFleetPage(query),
      queryFn: ({ signal }) => getCampaignFleet(query, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** PUT /admin/tenants/:tenantId/campaign-policy → the policy as saved. */
function setCampaignPolicy(tenantId: string, change: CampaignPolicyChange): Promise<CampaignPolicy> {
  return typedApi.put('/admin/tenants/{tenantId}/campaign-policy', { path: { tenantId }, body: change });
}

export function useSetCampaignPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tenantId, change }: { tenantId: string; change: CampaignPolicyChange }) => setCampaignPolicy(tenantId, change),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.campaignFleet });
    },
  });
}

/**
 * POST /admin/tenants/:tenantId/campaign-guard/resume: lifts the complaint/bounce guard's pause; the
 * guard then counts only emails sent from now on (docs/deliverability.md "Guards").
 */
function resumeCampaignGuard(tenantId: string): Promise<CampaignPolicy> {
  return typedApi.post('/admin/tenants/{tenantId}/campaign-guard/resume', { path: { tenantId } });
}

export function useResumeCampaignGuard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: string) => resumeCampaignGuard(tenantId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.campaignFleet });
    },
  });
}
