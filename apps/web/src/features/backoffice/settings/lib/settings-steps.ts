/**
 * The settings form (spec §2, §4): a five-step form (steps 0–4). Opening resets to step 0 and clears
 * errors; closing restores the saved settings; a failed save jumps to the first step with an error.
 */
export const SETTINGS_STEPS = [
  {
    key: 'personal',
    label: 'Personal info',
    description: 'Your name and contact details',
    fields: ['first_name', 'last_name', 'email_id', 'mobile', 'address', 'skype'],
  },
  { key: 'site', label: 'Site', description: 'Site name and logo', fields: ['site_name', 'site_logo'] },
  {
    key: 'links',
    label: 'Company links',
    description: 'Your links on the company website',
    fields: ['nht_website_link', 'nht_store_link', 'nht_joining_link'],
  },
  { key: 'domain', label: 'Domain', description: 'Subdomain or your own domain', fields: ['domain_type', 'custom_domain'] },
  { key: 'publish', label: 'Publish', description: 'Show your site to visitors', fields: ['publish_on_site'] },
] as const;

export type SettingsField = (typeof SETTINGS_STEPS)[number]['fields'][number];

export const FIRST_STEP = 0;
export const LAST_STEP = SETTINGS_STEPS.length - 1;

export const canGoNext = (step: number): boolean => step < LAST_STEP;
export const canGoBack = (step: number): boolean => step > FIRST_STEP;

const clampStep = (step: number): number => Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(step)));

/** The step holding a field, or null for a field that is not on the form. */
export function stepOfField(field: string): number | null {
  const index = SETTINGS_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  if (index >= 0) return index;
  // `site_logo_name` travels with the logo.
  if (field === 'site_logo_name' || field === 'site_logo_url') return 1;
  return null;
}

/** The earliest step that has one of these errors. */
export function firstStepWithError(errors: Record<string, unknown>): number | null {
  const steps = Object.keys(errors)
    .map(stepOfField)
    .filter((step): step is number => step !== null);
  return steps.length > 0 ? Math.min(...steps) : null;
}

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
      return { ...state, step: clampStep(action.step) };
    case 'errors': {
      const step = firstStepWithError(action.errors);
      return { ...state, errors: action.errors, step: step ?? state.step };
    }
  }
}
