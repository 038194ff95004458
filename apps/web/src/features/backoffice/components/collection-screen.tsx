import { Button, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTenantList, useTenantListMutations, type ListResourceConfig } from '@/features/backoffice/api/tenant-resource';
import type { Row } from '@/lib/records';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { fileFieldNames, type FieldDef } from '@/features/backoffice/components/form-fields';
import { QueryState } from '@/features/backoffice/components/query-state';
import { ListSkeleton } from '@/components/ui/query-state';
import { ResourceForm } from '@/features/backoffice/components/resource-form';
import { ResourceTable, type Column } from '@/features/backoffice/components/resource-table';
import { buildRequestBody, type FormValues } from '@/features/backoffice/lib/form-values';

export interface CollectionConfig<T extends Row> {
  resource: ListResourceConfig<T>;
  /** Singular name, capitalised: "Category". */
  noun: string;
  fields: readonly FieldDef[] | ((row: T | null) => readonly FieldDef[]);
  toValues: (row: T | null) => FormValues;
  columns: readonly Column<T>[];
  rowKey?: (row: T) => string;
  /** How a row is named in buttons and dialogs. */
  rowLabel: (row: T) => string;
  searchText?: (row: T) => string;
  /** JSON bodies instead of multipart. */
  json?: boolean;
  empty?: ReactNode;
  /** Adjusts values before they are sent (e.g. defaults). */
  prepare?: (values: FormValues) => FormValues;
}

/** A create sends every field, an update only what changed. */
function collectionBody<T extends Row>(
  config: Pick<CollectionConfig<T>, 'json' | 'prepare'>,
  fields: readonly FieldDef[],
  values: FormValues,
  initial: FormValues,
  isUpdate: boolean,
): FormData | Record<string, unknown> {
  const prepared = config.prepare ? config.prepare(values) : values;
  return buildRequestBody(prepared, initial, { json: config.json, fileFields: fileFieldNames(fields), changedOnly: isUpdate });
}

type Editing<T> = { mode: 'create' } | { mode: 'edit'; row: T } | null;

const idOf = (row: Row): string => String(row.id);

/**
 * A list screen for one tenant collection (docs/product.md#api, `/tenants/{tenantId}/…`): table with search, add and
 * edit in a dialog with the generic form, delete with confirmation. Every write refreshes the list.
 */
export function CollectionScreen<T extends Row>({ config, toolbar }: { config: CollectionConfig<T>; toolbar?: ReactNode }) {
  const list = useTenantList(config.resource);
  const { create, update, remove } = useTenantListMutations(config.resource);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const rowKey = config.rowKey ?? idOf;
  const noun = config.noun;
  const lower = noun.toLowerCase();

  const editingRow = editing?.mode === 'edit' ? editing.row : null;
  const fields = typeof config.fields === 'function' ? config.fields(editingRow) : config.fields;

  const close = () => {
    setEditing(null);
  };

  const deletion = useConfirmedAction<T>({
    run: (row) => remove.mutateAsync(rowKey(row)),
    // The server may say more than "deleted" (e.g. what else went with the row).
    success: (answer) => {
      const message = (answer as { message?: unknown } | undefined)?.message;
      return typeof message === 'string' ? message : `${noun} deleted`;
    },
    failure: `Could not delete the ${lower}`,
  });

  return (
    <>
      <QueryState query={list} loading={<ListSkeleton />}>
        {(rows) => (
          <ResourceTable
            rows={rows}
            columns={config.columns}
            rowKey={rowKey}
            label={`${noun} list`}
            searchText={config.searchText}
            empty={config.empty ?? `No ${lower} yet.`}
            toolbar={
              <>
                {toolbar}
                <Button
                  onClick={() => {
                    setEditing({ mode: 'create' });
                  }}
                >
                  Add {lower}
                </Button>
              </>
            }
            actions={(row) => (
              <>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Edit ${config.rowLabel(row)}`}
                  onClick={() => {
                    setEditing({ mode: 'edit', row });
                  }}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${config.rowLabel(row)}`}
                  onClick={() => {
                    deletion.ask(row);
                  }}
                >
                  Delete
                </Button>
              </>
            )}
          />
        )}
      </QueryState>

      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.mode === 'edit' ? `Edit ${lower}` : `Add ${lower}`}
        size="lg"
        closeOnClickOutside={false}
      >
        {editing && (
          <ResourceForm
            key={editingRow ? rowKey(editingRow) : 'new'}
            fields={fields}
            initialValues={config.toValues(editingRow)}
            submitLabel={editing.mode === 'edit' ? 'Save changes' : `Add ${lower}`}
            successMessage={editing.mode === 'edit' ? `${noun} updated` : `${noun} added`}
            errorFallback={`Could not save the ${lower}`}
            onCancel={close}
            onSubmit={(values, initial) => {
              const body = collectionBody(config, fields, values, initial, editing.mode === 'edit');
              return editingRow ? update.mutateAsync({ id: rowKey(editingRow), body }) : create.mutateAsync(body);
            }}
            onSaved={close}
          />
        )}
      </Modal>

      <ConfirmDialog {...deletion.dialog} title={`Delete ${lower}`}>
        {deletion.target ? `Delete “${config.rowLabel(deletion.target)}”? This cannot be undone.` : null}
      </ConfirmDialog>
    </>
  );
}
