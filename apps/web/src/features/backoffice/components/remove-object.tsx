import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { useTenantSingletonRemove, type SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';

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
export function RemoveObject<T>({
  resource,
  data,
  removal,
}: {
  resource: SingletonResourceConfig<T>;
  data: T | null;
  removal: Removal<T>;
}) {
  const remove = useTenantSingletonRemove(resource);
  const removing = useConfirmedAction<true>({
    run: () => remove.mutateAsync(undefined),
    success: removal.success,
    failure: 'Could not delete it',
  });
  const exists = removal.exists ? removal.exists(data) : data !== null;
  if (!exists) return null;
  return (
    <Group justify="flex-start" mt="sm">
      <Button
        variant="subtle"
        color="red"
        onClick={() => {
          removing.ask(true);
        }}
      >
        {removal.label}
      </Button>
      <ConfirmDialog {...removing.dialog} title={removal.label}>
        <Text size="sm">{removal.confirm}</Text>
      </ConfirmDialog>
    </Group>
  );
}
