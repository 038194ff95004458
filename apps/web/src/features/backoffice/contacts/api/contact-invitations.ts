import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantQueryKey, useTenantId } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** Invitations to subscribe for imported contacts (docs/product.md "Contacts", Import). */

export type InvitationRequest = Schema<'ContactInvitationsDto'>;
export type InvitationAnswer = Schema<'InvitationRequestAnswer'>;
export type InvitationStatus = Schema<'InvitationStatusAnswer'>;
export type InvitationSkip = keyof InvitationAnswer['skipped'];

const KEY = 'contact-invitations';

/** Why contacts are skipped, as the confirmation says it. */
export const SKIP_LABELS: Record<InvitationSkip, string> = {
  already_invited: 'already invited (one invitation per address, ever)',
  subscribed: 'already subscribed',
  pending: 'already asked to confirm a subscription',
  unsubscribed: 'unsubscribed at some point',
  bounced: 'emails to them bounced',
  complained: 'reported an email as spam',
  suppressed: 'erased at their request',
  rate_limited: 'over the hourly limit: invite them again in an hour',
  not_found: 'no longer in your contacts',
};

/** GET …/contacts/invitations: sent, waiting, confirmed, and the hour's allowance. */
export function useInvitationStatus() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantQueryKey(tenantId, KEY),
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/contacts/invitations', { path: { tenantId }, signal }),
  });
}

/** The preview (how many, and why not the others) and the request itself. */
export function useContactInvitations() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const path = { tenantId };
  return {
    preview: useMutation({
      mutationFn: (body: InvitationRequest) => typedApi.post('/tenants/{tenantId}/contacts/invitations/preview', { path, body }),
    }),
    invite: useMutation({
      mutationFn: (body: InvitationRequest) => typedApi.post('/tenants/{tenantId}/contacts/invitations', { path, body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantQueryKey(tenantId, KEY) }),
    }),
  };
}
