import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formBody, invalidateTenant, tenantQueryKey, useTenantId } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { CAMPAIGN_POLL_MS, isInFlight } from '@/features/backoffice/campaigns/lib/campaign-status';

export type Campaign = Schema<'CampaignView'>;
export type CampaignDetail = Schema<'CampaignDetailView'>;
export type CampaignPreview = Schema<'CampaignPreviewView'>;
export type ComplianceWarning = Schema<'ComplianceWarningView'>;
export type SendingBlocker = Schema<'SendingBlockerView'>;
/** Who a send goes to: every confirmed subscriber, or the recently engaged (docs/campaigns.md "Audience"). */
export type CampaignAudience = Schema<'CampaignAudience'>;
/** A send narrowed to the contacts with a tag and/or a status (docs/campaigns.md "Audience"); empty: no condition. */
export interface AudienceFilter {
  tag: string;
  status: Schema<'ContactStatus'> | null;
}

export interface CampaignDraft {
  subject: string;
  preheader: string;
  content: string;
}

/** What the block pickers offer: the distributor's products and blog posts. */
export interface BlockChoice {
  id: string;
  label: string;
}

const KEY = 'campaigns';

/** The list; re-read every few seconds while a send is scheduled or running (the progress and chips move). */
export function useCampaigns() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantQueryKey(tenantId, KEY),
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/campaigns', { path: { tenantId }, signal }),
    refetchInterval: (query) => (query.state.data?.some((c) => isInFlight(c.status)) ? CAMPAIGN_POLL_MS : false),
  });
}

/** One campaign with its stats, polled while it is scheduled or sending. */
export function useCampaign(campaignId: string | null) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantQueryKey(tenantId, KEY, campaignId ?? 'none'),
    queryFn: ({ signal }) =>
      typedApi.get('/tenants/{tenantId}/campaigns/{campaignId}', { path: { tenantId, campaignId: campaignId! }, signal }),
    enabled: campaignId !== null,
    refetchInterval: (query) => (query.state.data && isInFlight(query.state.data.status) ? CAMPAIGN_POLL_MS : false),
  });
}

/** Every write of the composer; each refreshes the list and the campaign. */
export function useCampaignActions() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const onSettled = () => invalidateTenant(queryClient, tenantId, [KEY]);
  const path = (campaignId: string) => ({ tenantId, campaignId });
  return {
    create: useMutation({
      mutationFn: (body: CampaignDraft) => typedApi.post('/tenants/{tenantId}/campaigns', { path: { tenantId }, body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: CampaignDraft }) =>
        typedApi.put('/tenants/{tenantId}/campaigns/{campaignId}', { path: path(id), body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => typedApi.delete('/tenants/{tenantId}/campaigns/{campaignId}', { path: path(id) }),
      onSettled,
    }),
    send: useMutation({
      mutationFn: ({
        id,
        scheduledAt,
        acknowledge,
        audience,
        filter,
      }: {
        id: string;
        scheduledAt: string | null;
        acknowledge: boolean;
        audience: CampaignAudience;
        filter?: AudienceFilter;
      }) =>
        typedApi.post('/tenants/{tenantId}/campaigns/{campaignId}/send', {
          path: path(id),
          body: {
            ...(scheduledAt ? { scheduled_at: scheduledAt } : {}),
            acknowledge_warnings: acknowledge,
            audience,
            ...(filter?.tag.trim() ? { audience_tag: filter.tag.trim() } : {}),
            ...(filter?.status ? { audience_status: filter.status } : {}),
          },
        }),
      onSettled,
    }),
    cancel: useMutation({
      mutationFn: (id: string) => typedApi.post('/tenants/{tenantId}/campaigns/{campaignId}/cancel', { path: path(id) }),
      onSettled,
    }),
    test: useMutation({ mutationFn: (id: string) => typedApi.post('/tenants/{tenantId}/campaigns/{campaignId}/test', { path: path(id) }) }),
  };
}

/** The email of what the editor holds now (saved or not), with its compliance warnings. */
export function previewCampaign(tenantId: string, draft: CampaignDraft, signal?: AbortSignal): Promise<CampaignPreview> {
  return typedApi.post('/tenants/{tenantId}/campaigns/preview', { path: { tenantId }, body: draft, signal });
}

/** Uploads an image for the body; answers its URL. */
export async function uploadCampaignImage(tenantId: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { url } = await typedApi.post('/tenants/{tenantId}/campaigns/images', { path: { tenantId }, body: formBody(body) });
  return url;
}

/** Products and blog posts that blocks can show. */
export function useBlockChoices() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantQueryKey(tenantId, KEY, 'block-choices'),
    queryFn: async ({ signal }) => {
      const [products, blogs] = await Promise.all([
        typedApi.get('/tenants/{tenantId}/products', { path: { tenantId }, signal }),
        typedApi.get('/tenants/{tenantId}/blogs', { path: { tenantId }, signal }),
      ]);
      return {
        products: products.filter((p) => p.status === 'active').map((p): BlockChoice => ({ id: p.id, label: p.title?.trim() || p.name })),
        posts: blogs.filter((b) => b.is_visible).map((b): BlockChoice => ({ id: b.id, label: b.title })),
      };
    },
    staleTime: 60_000,
  });
}
