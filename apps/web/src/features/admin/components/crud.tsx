import { Alert, Button, Group, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { failureMessage, serverFieldErrors, splitFieldErrors } from '@/lib/form-errors';

export type Editing<T> = { mode: 'create' } | { mode: 'edit'; row: T } | null;

/** Which record a list screen is adding, editing or about to delete. */
export function useCrudState<T>() {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    editingRow: editing?.mode === 'edit' ? editing.row : null,
    deleting,
    startCreate: () => {
      setEditing({ mode: 'create' });
    },
    startEdit: (row: T) => {
      setEditing({ mode: 'edit', row });
    },
    closeEditor: () => {
      setEditing(null);
    },
    askDelete: (row: T) => {
      setDeleting(row);
    },
    cancelDelete: () => {
      setDeleting(null);
    },
  };
}

/** A form in a dialog that does not close on an outside click (unsaved input would be lost). */
export function FormDialog({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" closeOnClickOutside={false}>
      {children}
    </Modal>
  );
}

/**
 * Spreads a failed save over the form: field errors onto the inputs that exist, anything else
 * (or a plain failure) as the returned message.
 */
export function splitSaveError(
  error: unknown,
  fieldNames: readonly string[],
  fallback: string,
): { fields: Record<string, string>; message: string | null } {
  const { fields, other } = splitFieldErrors(serverFieldErrors(error), fieldNames);
  const hasFields = Object.keys(fields).length > 0;
  const message = other.length > 0 ? other.join(' ') : hasFields ? null : failureMessage(error, fallback);
  return { fields, message };
}

export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

export function FormActions({ submitLabel, loading, onCancel }: { submitLabel: string; loading?: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        Cancel
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
