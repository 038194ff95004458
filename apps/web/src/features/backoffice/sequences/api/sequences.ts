import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateTenant, tenantQueryKey, useTenantId } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Body, type Schema } from '@/lib/api/typed-client';

/** Follow-up sequences (docs/product.md "Sequences"). */

export type Sequence = Schema<'SequenceView'>;
export type SequenceStep = Schema<'SequenceStepView'>;
export type SequenceTemplate = Schema<'SequenceTemplateView'>;
export type SequenceBody = Body<'/tenants/{tenantId}/sequences', 'post'>;
export type SequenceStepBody = SequenceBody['steps'][number];
export type TriggerType = Sequence['trigger']['type'];

const KEY = 'sequences';

export const TRIGGER_LABELS: Record<TriggerType, string> = {
  lead_captured: 'A lead is captured',
  subscription_confirmed: 'A subscription is confirmed',
  tag_added: 'A tag is added',
  status_changed: 'The status changes to',
};

export const STEP_LABELS: Record<SequenceStep['type'], string> = {
  email: 'Send an email',
  add_tag: 'Add a tag',
  set_status: 'Set the status',
};

export function useSequences() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantQueryKey(tenantId, KEY),
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/sequences', { path: { tenantId }, signal }),
  });
}

export function useSequenceTemplates() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantQueryKey(tenantId, KEY, 'templates'),
    queryFn: ({ signal }) => typedApi.get('/tenants/{tenantId}/sequences/templates', { path: { tenantId }, signal }),
    staleTime: Infinity,
  });
}

/** Every write answers the sequence (or nothing, for a delete) and refreshes the list. */
export function useSequenceActions() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateTenant(queryClient, tenantId, [KEY]);
  return {
    create: useMutation({
      mutationFn: (body: SequenceBody) => typedApi.post('/tenants/{tenantId}/sequences', { path: { tenantId }, body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: SequenceBody }) =>
        typedApi.put('/tenants/{tenantId}/sequences/{sequenceId}', { path: { tenantId, sequenceId: id }, body }),
      onSuccess,
    }),
    activate: useMutation({
      mutationFn: ({ id, acknowledge }: { id: string; acknowledge: boolean }) =>
        typedApi.post('/tenants/{tenantId}/sequences/{sequenceId}/activate', {
          path: { tenantId, sequenceId: id },
          body: acknowledge ? { acknowledge_warnings: true } : {},
        }),
      onSuccess,
    }),
    pause: useMutation({
      mutationFn: (id: string) => typedApi.post('/tenants/{tenantId}/sequences/{sequenceId}/pause', { path: { tenantId, sequenceId: id } }),
      onSuccess,
    }),
    /** "Send a test to me" of a saved email step (its index), through the campaigns' test path. */
    test: useMutation({
      mutationFn: ({ id, step }: { id: string; step: number }) =>
        typedApi.post('/tenants/{tenantId}/sequences/{sequenceId}/test', { path: { tenantId, sequenceId: id }, body: { step } }),
    }),
    remove: useMutation({
      mutationFn: (id: string) => typedApi.delete('/tenants/{tenantId}/sequences/{sequenceId}', { path: { tenantId, sequenceId: id } }),
      onSuccess,
    }),
  };
}

type StepLike = Partial<SequenceStep> & Pick<SequenceStep, 'type' | 'wait'>;

/** A sequence or a template as the editor's body: nulls left out (the API takes absent, not null). */
export function toBody(
  source: Pick<Sequence, 'name' | 'trigger' | 'basis' | 'exit_statuses'> & { steps: StepLike[]; time_zone?: string },
): SequenceBody {
  const trigger = source.trigger;
  return {
    name: source.name,
    trigger: {
      type: trigger.type,
      ...(trigger.tag ? { tag: trigger.tag } : {}),
      ...(trigger.status ? { status: trigger.status } : {}),
    },
    basis: source.basis,
    // The answer lists them as text; they are the contact statuses the API accepted.
    exit_statuses: source.exit_statuses as SequenceBody['exit_statuses'],
    ...(source.time_zone ? { time_zone: source.time_zone } : {}),
    steps: source.steps.map((step) => stepBody(step)),
  };
}

function stepBody(step: StepLike): SequenceStepBody {
  const out: Record<string, unknown> = { type: step.type, wait: step.wait };
  for (const key of ['id', 'at_hour', 'subject', 'preheader', 'content', 'tag', 'status'] as const) {
    if (step[key] !== null && step[key] !== undefined) out[key] = step[key];
  }
  return out as SequenceStepBody;
}
