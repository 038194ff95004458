import type { AgentSettings } from '@/features/admin/agents/api/agent-settings';
import type { Agent } from '@/features/admin/agents/lib/agent';
import { FIRST_STEP, canGoBack, canGoNext, defineSettingsSteps, firstStepWithError, isStep } from '@/lib/site-settings/steps';
import {
  changedSiteSettings,
  domainChoiceErrors,
  siteSettingsBody,
  siteSettingsValues,
  type SiteSettingsValues,
} from '@/lib/site-settings/values';

/**
 * The admin's website setup wizard: the shared five steps (lib/site-settings/steps.ts, steps 0 to 4) with
 * the admin's descriptions, plus the fields only an admin edits here: the template (the distributor picks
 * theirs in its own panel), the primary domain name and the website link.
 */
export const WIZARD_STEPS = defineSettingsSteps({
  descriptions: {
    personal: 'Name and contact details',
    site: 'Site name and logo',
    links: 'Website, store, joining',
    domain: 'Subdomain or own domain, status',
    publish: 'Review and save',
  },
  extraFields: { site: ['template_id'], domain: ['primary_domain_name', 'website_link'] },
});

export interface WizardState {
  /** The selected agent; null = wizard closed. */
  agent: Agent | null;
  step: number;
  /** The settings being edited, once loaded. */
  settings: AgentSettings | null;
  /** Field errors from the last save. */
  errors: Record<string, string>;
}

export type WizardAction =
  | { type: 'open'; agent: Agent }
  | { type: 'close' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: number }
  | { type: 'settingsLoaded'; settings: AgentSettings }
  | { type: 'saveFailed'; errors: Record<string, string> }
  | { type: 'saved'; settings: AgentSettings }
  | { type: 'agentUpdated'; agent: Agent };

export const initialWizardState: WizardState = { agent: null, step: FIRST_STEP, settings: null, errors: {} };

/** First step holding one of the failing fields, or null when none of them is on the form. */
export const stepOfErrors = (errors: Record<string, string>): number | null => firstStepWithError(WIZARD_STEPS, errors);

/** The wizard's rules as a pure reducer. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'open':
      // Opening a profile resets to step 0 (and forgets whatever an earlier profile left behind).
      return { agent: action.agent, step: FIRST_STEP, settings: null, errors: {} };
    case 'close':
      // Closing clears the selection, settings and errors (the form unmounts with them).
      return initialWizardState;
    case 'next':
      return canGoNext(state.step) ? { ...state, step: state.step + 1 } : state;
    case 'back':
      return canGoBack(state.step) ? { ...state, step: state.step - 1 } : state;
    case 'goTo': {
      // A jump to no step (or the current one) changes nothing, so the state stays the same object.
      const step = Math.trunc(action.step);
      return isStep(step) && step !== state.step ? { ...state, step } : state;
    }
    case 'settingsLoaded':
      return state.agent ? { ...state, settings: action.settings } : state;
    case 'saveFailed': {
      const failing = stepOfErrors(action.errors);
      return { ...state, errors: action.errors, step: failing ?? state.step };
    }
    case 'saved':
      return { ...state, settings: action.settings, errors: {} };
    case 'agentUpdated':
      return state.agent?.id === action.agent.id ? { ...state, agent: action.agent } : state;
  }
}

/** The wizard's editable values: every site's settings plus the admin-only fields of `WIZARD_STEPS`. */
export type SettingsFormValues = SiteSettingsValues & {
  primary_domain_name: string;
  website_link: string;
  /** The storefront design (1–3). */
  template_id: number;
};

export function toFormValues(settings: AgentSettings | null): SettingsFormValues {
  const s = settings;
  return {
    ...siteSettingsValues(s),
    // A default host is shown as a hint, not stored as if the admin had typed it.
    primary_domain_name: s && !s.primary_domain_name_is_default ? (s.primary_domain_name ?? '') : '',
    website_link: s?.website_link ?? '',
    template_id: s?.template_id ?? 1,
  };
}

/** Only the fields that changed go out, as stored; see `changedSiteSettings`. */
export const changedSettings = (values: SettingsFormValues, initial: SettingsFormValues): Partial<SettingsFormValues> =>
  changedSiteSettings(values, initial);

/** The PUT body: the changed fields as multipart, a picked logo as the `site_logo` file part. */
export const settingsBody = (changed: Partial<SettingsFormValues>, initial: SettingsFormValues): FormData =>
  siteSettingsBody(changed, initial);

/**
 * What the browser can tell before saving (the server checks the rest and answers field errors); field →
 * message. Only a domain choice being changed is checked, so an odd stored value never blocks saving
 * other fields.
 */
export function wizardClientErrors(values: SettingsFormValues, initial: SettingsFormValues): Record<string, string> {
  const changed = changedSettings(values, initial);
  if (!('domain_type' in changed) && !('custom_domain' in changed)) return {};
  return domainChoiceErrors(values);
}
