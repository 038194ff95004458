import type { ReactNode } from 'react';
import { useTenantSingleton, useTenantSingletonSave, type SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { RemoveObject, type Removal } from '@/features/backoffice/components/remove-object';
import { fileFieldNames, type FieldDef } from '@/features/backoffice/components/form-fields';
import { FormSkeleton, QueryState } from '@/features/backoffice/components/query-state';
import { ResourceForm } from '@/features/backoffice/components/resource-form';
import { buildRequestBody, type FormValues } from '@/features/backoffice/lib/form-values';

export interface SingletonEditorProps<T> {
  resource: SingletonResourceConfig<T>;
  fields: readonly FieldDef[];
  toValues: (data: T | null) => FormValues;
  json?: boolean;
  /** PUT merges (default); POST replaces. */
  method?: 'PUT' | 'POST';
  /** Send every field instead of only the changed ones. */
  sendAll?: boolean;
  /** Adjusts the values before they are sent. */
  prepare?: (values: FormValues) => FormValues;
  successMessage?: string;
  errorFallback?: string;
  submitLabel?: string;
  footer?: ReactNode;
  validate?: (values: FormValues) => Record<string, string>;
  /** A "Delete" action for the whole object (the resource needs `remove`); shown once something is saved. */
  removal?: Removal<T>;
}

/** Edits (part of) one tenant object, e.g. the home page's welcome message, with the generic form. */
export function SingletonEditor<T>({
  resource,
  fields,
  toValues,
  json,
  method = 'PUT',
  sendAll = false,
  prepare,
  successMessage = 'Changes saved',
  errorFallback,
  submitLabel,
  footer,
  validate,
  removal,
}: SingletonEditorProps<T>) {
  const query = useTenantSingleton(resource);
  const save = useTenantSingletonSave(resource);
  return (
    <QueryState query={query} loading={<FormSkeleton fields={Math.min(fields.length, 4)} />}>
      {(data) => (
        <>
          <ResourceForm
            fields={fields}
            initialValues={toValues(data)}
            successMessage={successMessage}
            errorFallback={errorFallback}
            submitLabel={submitLabel}
            footer={footer}
            validate={validate}
            onSubmit={(values, initial) => {
              const body = buildRequestBody(prepare ? prepare(values) : values, initial, {
                json,
                fileFields: fileFieldNames(fields),
                changedOnly: !sendAll,
              });
              return save.mutateAsync({ body, method });
            }}
          />
          {removal && <RemoveObject resource={resource} data={data} removal={removal} />}
        </>
      )}
    </QueryState>
  );
}
