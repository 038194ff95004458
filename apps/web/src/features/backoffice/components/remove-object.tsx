import { Button, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTenantSingletonRemove, type SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

export interface Removal<T> {
  /** The button, e.g. "Delete opportunity page". */
  label: string;
  /** What deleting does, in the confirmation. */
  confirm: ReactNode;
  success: string;
  /** Whether there is anything saved to delete (default: the object exists). */
  exists?: (data: T | null) => boolean;
}

/** Deletes the whole saved object after a confirmation; the form then shows it empty again. */
export function RemoveObject<T>({ resource, data, removal }: { resource: SingletonResourceConfig<T>; data: T | null; removal: Removal<T> }) {
  const remove = useTenantSingletonRemove(resource);
  const [opened, setOpened] = useState(false);
  const exists = removal.exists ? removal.exists(data) : data !== null;
  if (!exists) return null;
  return (
    <Group justify="flex-start" mt="sm">
      <Button
        variant="subtle"
        color="red"
        onClick={() => {
          setOpened(true);
        }}
      >
        {removal.label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={removal.label}
        loading={remove.isPending}
        onClose={() => {
          setOpened(false);
        }}
        onConfirm={() => {
          remove.mutate(undefined, {
            onSuccess: () => {
              setOpened(false);
              notifySuccess(removal.success);
            },
            onError: (error) => {
              notifyError(failureMessage(error, 'Could not delete it'));
            },
          });
        }}
      >
        <Text size="sm">{removal.confirm}</Text>
      </ConfirmDialog>
    </Group>
  );
}
