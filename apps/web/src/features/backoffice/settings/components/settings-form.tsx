import { Alert, Button, Group, Stack, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useEffectEvent, useState, type Dispatch } from 'react';
import { FormField } from '@/features/backoffice/components/form-fields';
import { useUnsavedChanges } from '@/features/backoffice/components/unsaved-changes';
import { sameValues, type FormValues } from '@/features/backoffice/lib/form-values';
import { failureMessage, serverFieldErrors, splitFieldErrors } from '@/lib/form-errors';
import { useSettingsMutations, type TenantSettings } from '@/features/backoffice/settings/api/settings';
import { settingsClientErrors, settingsFieldDefs } from '@/features/backoffice/settings/api/settings-form';
import { SETTINGS_STEPS, type SettingsFormAction, type SettingsFormState } from '@/features/backoffice/settings/lib/settings-steps';
import { showCustomDomainInput } from '@/lib/domain-type';
import { notifyError, notifySuccess } from '@/lib/notify';
import { LAST_STEP, canGoBack, canGoNext } from '@/lib/site-settings/steps';
import {
  changedSiteSettings,
  prepareSiteSettings,
  siteSettingsBody,
  siteSettingsValues,
  type SiteSettingsValues,
} from '@/lib/site-settings/values';

const SETTINGS_SAVE_FAILED = 'Failed to update settings';

const ALL_FIELDS: string[] = SETTINGS_STEPS.flatMap((step) => step.fields);

interface SettingsFormProps {
  saved: TenantSettings;
  state: SettingsFormState;
  dispatch: Dispatch<SettingsFormAction>;
  siteAddress: string;
}

/** The five-step settings form (personal info → site → company links → domain → publish). */
export function SettingsForm({ saved, state, dispatch, siteAddress }: SettingsFormProps) {
  const savedValues = siteSettingsValues(saved);
  const form = useForm<FormValues>({ mode: 'controlled', initialValues: savedValues });
  const { save } = useSettingsMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const defs = settingsFieldDefs(siteAddress, saved.member_id_example);
  const dirty = state.open && !sameValues(form.values, savedValues);
  useUnsavedChanges(dirty);

  // The reducer owns which errors are shown: opening and closing clear them, a failed save sets them.
  // An effect event: only a new error set re-runs this (the form object changes on every keystroke).
  const showErrors = useEffectEvent((errors: typeof state.errors) => {
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setFailure(null);
  });
  useEffect(() => {
    showErrors(state.errors);
  }, [state.errors]);

  const cancel = () => {
    form.setValues(savedValues);
    dispatch({ type: 'close' });
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    // The form holds exactly the fields siteSettingsValues built (FormField edits a generic record).
    const prepared = prepareSiteSettings(values as SiteSettingsValues);
    const clientErrors = settingsClientErrors(prepared);
    if (Object.keys(clientErrors).length > 0) {
      dispatch({ type: 'errors', errors: clientErrors });
      return;
    }
    const body = siteSettingsBody(changedSiteSettings(prepared, savedValues), savedValues);
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess('Settings saved');
        dispatch({ type: 'saved' });
      },
      onError: (error) => {
        // The server's per-field errors show on their fields; otherwise its message, or the default.
        const { fields, other } = splitFieldErrors(serverFieldErrors(error), ALL_FIELDS);
        const hasFieldErrors = Object.keys(fields).length > 0;
        const message = hasFieldErrors
          ? (other[0] ?? failureMessage(error, SETTINGS_SAVE_FAILED))
          : failureMessage(error, SETTINGS_SAVE_FAILED);
        if (hasFieldErrors) dispatch({ type: 'errors', errors: fields });
        setFailure(message);
        notifyError(message);
      },
    });
  });

  const stepHasError = (index: number) => SETTINGS_STEPS[index]?.fields.some((name) => Boolean(form.errors[name])) ?? false;

  return (
    <form onSubmit={submit} noValidate aria-label="Settings">
      <Stack gap="lg">
        <Stepper
          active={state.step}
          onStepClick={(step) => {
            dispatch({ type: 'goto', step });
          }}
          allowNextStepsSelect
          size="sm"
          wrap
        >
          {SETTINGS_STEPS.map((step, index) => (
            <Stepper.Step key={step.key} label={step.label} description={step.description} color={stepHasError(index) ? 'red' : undefined}>
              <Stack gap="md" mt="md">
                {step.fields
                  .filter((name) => name !== 'custom_domain' || showCustomDomainInput(form.values.domain_type, form.values.custom_domain))
                  .map((name) => (
                    <FormField key={name} field={defs[name]} form={form} disabled={save.isPending} />
                  ))}
              </Stack>
            </Stepper.Step>
          ))}
        </Stepper>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={cancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!canGoBack(state.step)}
              onClick={() => {
                dispatch({ type: 'back' });
              }}
            >
              Back
            </Button>
            {canGoNext(state.step) && (
              <Button
                variant="light"
                onClick={() => {
                  dispatch({ type: 'next' });
                }}
              >
                Next
              </Button>
            )}
            <Button type="submit" loading={save.isPending} variant={state.step === LAST_STEP ? 'filled' : 'outline'}>
              Save settings
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
