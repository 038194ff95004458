import { useState } from 'react';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

export interface ConfirmedActionOptions<T> {
  /** Performs the action on the confirmed target (usually a mutation's `mutateAsync`). */
  run: (target: T) => Promise<unknown>;
  /** The success toast: fixed text, or derived from the server's answer (e.g. its `message`). */
  success: string | ((answer: unknown, target: T) => string);
  /** The error toast when the server gives no message of its own. */
  failure: string;
}

export interface ConfirmedAction<T> {
  /** What the dialog is asking about; null while it is closed. */
  target: T | null;
  /** Opens the confirmation for this target. */
  ask: (target: T) => void;
  /** Spread onto `<ConfirmDialog>`: open state, busy state, confirm and close handlers. */
  dialog: { opened: boolean; loading: boolean; onConfirm: () => void; onClose: () => void };
}

/**
 * "Are you sure?" → act → toast, the one way every screen deletes or removes something: the dialog stays
 * open (with a spinner) while the request runs, closes on success, and stays open on failure so the user
 * can retry or cancel.
 */
export function useConfirmedAction<T>({ run, success, failure }: ConfirmedActionOptions<T>): ConfirmedAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const onConfirm = () => {
    if (target === null || busy) return;
    setBusy(true);
    run(target).then(
      (answer) => {
        setBusy(false);
        setTarget(null);
        notifySuccess(typeof success === 'function' ? success(answer, target) : success);
      },
      (error: unknown) => {
        setBusy(false);
        notifyError(failureMessage(error, failure));
      },
    );
  };

  return {
    target,
    ask: setTarget,
    dialog: {
      opened: target !== null,
      loading: busy,
      onConfirm,
      onClose: () => {
        if (!busy) setTarget(null);
      },
    },
  };
}
