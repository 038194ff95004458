import {
  FIRST_STEP,
  canGoBack,
  canGoNext,
  clampStep,
  defineSettingsSteps,
  firstStepWithError,
  stepOfField,
} from '@/lib/site-settings/steps';

/**
 * The distributor's settings form: the shared five steps (lib/site-settings/steps.ts) with descriptions
 * addressed to the distributor, and no field beyond the shared ones (the template has its own panel).
 * Opening resets to step 0 and clears errors; closing restores the saved settings; a failed save jumps to
 * the first step with an error.
 */
export const SETTINGS_STEPS = defineSettingsSteps({
  descriptions: {
    personal: 'Your name and contact details',
    site: 'Site name and logo',
    links: 'Your links on the company website',
    domain: 'Subdomain or your own domain',
    publish: 'Show your site to visitors',
  },
});

export interface SettingsFormState {
  open: boolean;
  step: number;
  /** Field → message, from the client checks or the server. */
  errors: Record<string, string>;
}

export type SettingsFormAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goto'; step: number }
  | { type: 'errors'; errors: Record<string, string> }
  | { type: 'saved' };

export const initialSettingsFormState: SettingsFormState = { open: false, step: FIRST_STEP, errors: {} };

/** The screen opened at a field (`/backoffice/settings?field=member_id`, the dashboard's banner links there): its step, open. */
export function settingsFormStateAt(field: string | null): SettingsFormState {
  const step = field ? stepOfField(SETTINGS_STEPS, field) : null;
  return step === null ? initialSettingsFormState : { open: true, step, errors: {} };
}

export function settingsFormReducer(state: SettingsFormState, action: SettingsFormAction): SettingsFormState {
  switch (action.type) {
    case 'open':
      return { open: true, step: FIRST_STEP, errors: {} };
    case 'close':
    case 'saved':
      return { open: false, step: FIRST_STEP, errors: {} };
    case 'next':
      return canGoNext(state.step) ? { ...state, step: state.step + 1 } : state;
    case 'back':
      return canGoBack(state.step) ? { ...state, step: state.step - 1 } : state;
    case 'goto':
      // The back office's stepper lets any step be selected: a jump past either end lands on it.
      return { ...state, step: clampStep(action.step) };
    case 'errors': {
      const step = firstStepWithError(SETTINGS_STEPS, action.errors);
      return { ...state, errors: action.errors, step: step ?? state.step };
    }
  }
}
