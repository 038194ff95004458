import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormField, requiredErrors, type FieldDef } from '@/features/backoffice/components/form-fields';
import { useUnsavedChanges } from '@/features/backoffice/components/unsaved-changes';
import { sameValues, valuesSignature, type FormValues } from '@/features/backoffice/lib/form-values';
import { failureMessage, serverFieldErrors, splitFieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

/** `Answer`: what `onSubmit` resolves to (the server's answer), handed to `onSaved`. */
export interface ResourceFormProps<Answer = unknown> {
  fields: readonly FieldDef[];
  /** Saved values; when they change (a refetch) and the user has no edits, the form shows them. */
  initialValues: FormValues;
  /** Sends the values; throw (an ApiError) to keep the form as it is and show what went wrong. */
  onSubmit: (values: FormValues, initial: FormValues) => Promise<Answer>;
  onSaved?: (answer: Answer, values: FormValues) => void;
  onCancel?: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  successMessage?: string;
  errorFallback?: string;
  /** Extra client checks (name → message). */
  validate?: (values: FormValues) => Record<string, string>;
  /** Content between the fields and the buttons. */
  footer?: ReactNode;
  /** Start empty again after a successful save (an "add" form that stays open). */
  resetAfterSave?: boolean;
}

/**
 * The back office's one form: renders field definitions, keeps unsaved edits (navigation guard),
 * validates required fields, maps server field errors onto inputs, keeps input on failure,
 * and toasts the outcome.
 */
export function ResourceForm<Answer = unknown>({
  fields,
  initialValues,
  onSubmit,
  onSaved,
  onCancel,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  successMessage = 'Changes saved',
  errorFallback = 'Could not save your changes',
  validate,
  footer,
  resetAfterSave = false,
}: ResourceFormProps<Answer>) {
  const form = useForm<FormValues>({ mode: 'controlled', initialValues });
  const [baseline, setBaseline] = useState<FormValues>(initialValues);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = !sameValues(form.values, baseline);
  const markClean = useUnsavedChanges(dirty);

  // Fresh server data replaces the form's content only while the user has nothing unsaved.
  const incoming = valuesSignature(initialValues);
  const lastIncoming = useRef(incoming);
  const latest = useRef({ incoming, initialValues });
  latest.current = { incoming, initialValues };
  useEffect(() => {
    if (lastIncoming.current === incoming) return;
    lastIncoming.current = incoming;
    if (dirty) return;
    form.setValues(initialValues);
    setBaseline(initialValues);
    // Only a change of the saved data re-runs this (the signature stands for initialValues).
  }, [incoming, dirty, form, initialValues]);

  const fieldNames = fields.map((field) => field.name);

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const clientErrors = { ...requiredErrors(fields, values), ...validate?.(values) };
    if (Object.keys(clientErrors).length > 0) {
      form.setErrors(clientErrors);
      return;
    }
    setSubmitting(true);
    const before = latest.current.incoming;
    try {
      const answer = await onSubmit(values, baseline);
      notifySuccess(successMessage);
      if (resetAfterSave) {
        form.setValues(initialValues);
        setBaseline(initialValues);
      } else if (latest.current.incoming !== before) {
        // The saved data was already re-read (uploads now have URLs): show exactly what the server has.
        lastIncoming.current = latest.current.incoming;
        form.setValues(latest.current.initialValues);
        setBaseline(latest.current.initialValues);
      } else {
        // The re-read has not landed yet; it replaces these values when it does (the form is clean).
        setBaseline(values);
      }
      form.clearErrors();
      markClean();
      onSaved?.(answer, values);
    } catch (error) {
      const { fields: fieldErrors, other } = splitFieldErrors(serverFieldErrors(error), fieldNames);
      form.setErrors(fieldErrors);
      const message = other[0] ?? failureMessage(error, errorFallback);
      setFailure(message);
      notifyError(message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {fields.map((field) => (
          <FormField key={field.name} field={field} form={form} disabled={submitting} />
        ))}
        {footer}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button
              variant="default"
              disabled={submitting}
              onClick={() => {
                form.setValues(baseline);
                form.clearErrors();
                setFailure(null);
                onCancel();
              }}
            >
              {cancelLabel}
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
