import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useSetUserStatus } from '@/features/admin/agents/api/tenant-users';
import { agentLabel, type Agent } from '@/features/admin/agents/lib/agent';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

interface StatusSwitchProps {
  agent: Agent;
  /** Called with the updated agent after the server accepted the change. */
  onChanged?: (agent: Agent) => void;
  withLabel?: boolean;
}

/**
 * The agent's subscription status (docs/product.md#agents): a toggle calling PUT /admin/user-status. Deactivating
 * takes the storefront offline at once, so it asks first; reactivating does not.
 */
export function StatusSwitch({ agent, onChanged, withLabel = true }: StatusSwitchProps) {
  const mutation = useSetUserStatus();
  const [confirming, setConfirming] = useState(false);
  const name = agentLabel(agent);
  const active = agent.status === 'active';

  const change = (status: Agent['status']) => {
    mutation.mutate(
      { agent, subscription_status: status },
      {
        onSuccess: ({ agent: updated, message }) => {
          setConfirming(false);
          notifySuccess(message);
          onChanged?.(updated);
        },
        onError: (error) => {
          setConfirming(false);
          notifyError(failureMessage(error, 'Could not update the status'));
        },
      },
    );
  };

  return (
    <>
      <Switch
        checked={active}
        disabled={mutation.isPending}
        label={withLabel ? (active ? 'Active' : 'Inactive') : undefined}
        aria-label={`Subscription status of ${name}`}
        color="green"
        onChange={(event) => {
          if (event.currentTarget.checked) change('active');
          else setConfirming(true);
        }}
      />
      <ConfirmDialog
        opened={confirming}
        title="Deactivate distributor"
        confirmLabel="Deactivate"
        loading={mutation.isPending}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          change('inactive');
        }}
      >
        Deactivate {name}? Their storefront stops being served at once (visitors see “Store not found”) until the subscription is activated
        again.
      </ConfirmDialog>
    </>
  );
}
