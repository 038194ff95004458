import type { AgentSettings } from '@/features/admin/agents/api/agent-settings';
import type { Agent } from '@/features/admin/agents/lib/agent';
import { toMultipart } from '@/features/admin/lib/multipart';
import { customDomainError, normalizeDomainName, type DomainType } from '@/lib/domain-type';
import { isFile, type FileValue } from '@/lib/files';

/** Spec §4/§9: the website setup wizard has steps 0 to 4. */
export const FIRST_STEP = 0;
export const LAST_STEP = 4;

export const WIZARD_STEPS = [
  { label: 'Personal info', description: 'Name and contact details' },
  { label: 'Site', description: 'Site name and logo' },
  { label: 'Company links', description: 'Website, store, joining' },
  { label: 'Domain', description: 'Subdomain or own domain, status' },
  { label: 'Publish', description: 'Review and save' },
] as const;

/** Which step shows each editable field (server errors move the wizard to the first failing step). */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  ['first_name', 'last_name', 'email_id', 'mobile', 'address', 'skype'],
  // `site_logo_name` travels with the logo.
  ['site_name', 'site_logo', 'site_logo_name', 'template_id'],
  ['nht_website_link', 'nht_store_link', 'nht_joining_link'],
  ['domain_type', 'custom_domain', 'primary_domain_name', 'website_link'],
  ['publish_on_site'],
];

export const canGoNext = (step: number): boolean => step < LAST_STEP;
export const canGoBack = (step: number): boolean => step > FIRST_STEP;

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
export function stepOfErrors(errors: Record<string, string>): number | null {
  const names = Object.keys(errors);
  const index = STEP_FIELDS.findIndex((fields) => fields.some((field) => names.includes(field)));
  return index === -1 ? null : index;
}

/** Spec §4 wizard rules as a pure reducer. */
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
      const step = Math.trunc(action.step);
      return step >= FIRST_STEP && step <= LAST_STEP && step !== state.step ? { ...state, step } : state;
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

/**
 * The wizard's editable values: what the distributor's own settings form edits (spec §3 tenant settings)
 * plus the admin's primary_domain_name and website_link.
 */
export interface SettingsFormValues {
  first_name: string;
  last_name: string;
  email_id: string;
  mobile: string;
  address: string;
  skype: string;
  site_name: string;
  /** A newly picked image, the stored logo's URL, or none. */
  site_logo: FileValue;
  nht_website_link: string;
  nht_store_link: string;
  nht_joining_link: string;
  domain_type: DomainType;
  custom_domain: string;
  primary_domain_name: string;
  website_link: string;
  publish_on_site: boolean;
  /** The storefront design (1–3). */
  template_id: number;
}

export function toFormValues(settings: AgentSettings | null): SettingsFormValues {
  const s = settings;
  return {
    first_name: s?.first_name ?? '',
    last_name: s?.last_name ?? '',
    email_id: s?.email_id ?? '',
    mobile: s?.mobile ?? '',
    address: s?.address ?? '',
    skype: s?.skype ?? '',
    site_name: s?.site_name ?? '',
    site_logo: s?.site_logo_url ?? null,
    nht_website_link: s?.nht_website_link ?? '',
    nht_store_link: s?.nht_store_link ?? '',
    nht_joining_link: s?.nht_joining_link ?? '',
    domain_type: s?.domain_type ?? 'sub_domain',
    custom_domain: s?.custom_domain ?? '',
    // A default host is shown as a hint, not stored as if the admin had typed it.
    primary_domain_name: s && !s.primary_domain_name_is_default ? (s.primary_domain_name ?? '') : '',
    website_link: s?.website_link ?? '',
    publish_on_site: s?.publish_on_site ?? true,
    template_id: s?.template_id ?? 1,
  };
}

/** The one file the wizard uploads. */
export const WIZARD_FILE_FIELDS = ['site_logo'] as const;

/** The value as it would be stored: text trimmed, the custom domain lower-cased without a trailing dot. */
function comparable(name: keyof SettingsFormValues, value: SettingsFormValues[keyof SettingsFormValues]) {
  if (typeof value !== 'string') return value;
  return name === 'custom_domain' ? normalizeDomainName(value) : value.trim();
}

/**
 * Only the fields that changed go out; an emptied text field is sent as "" (clear). A picked logo is a
 * change (the File itself); a removed one is null, sent as "" by `settingsBody`.
 */
export function changedSettings(values: SettingsFormValues, initial: SettingsFormValues): Partial<SettingsFormValues> {
  const changed: Partial<Record<keyof SettingsFormValues, SettingsFormValues[keyof SettingsFormValues]>> = {};
  for (const name of Object.keys(values) as (keyof SettingsFormValues)[]) {
    const next = comparable(name, values[name]);
    if (isFile(next) || next !== comparable(name, initial[name])) changed[name] = next;
  }
  return changed as Partial<SettingsFormValues>;
}

/** The PUT body: the changed fields as multipart, a picked logo as the `site_logo` file part. */
export function settingsBody(changed: Partial<SettingsFormValues>, initial: SettingsFormValues): FormData {
  return toMultipart({ ...changed }, { fileFields: WIZARD_FILE_FIELDS, initial: { ...initial } });
}

/**
 * What the browser can tell before saving (the server checks the rest); field → message. Only a domain
 * choice being changed is checked, so an odd stored value never blocks saving other fields.
 */
export function wizardClientErrors(values: SettingsFormValues, initial: SettingsFormValues): Record<string, string> {
  const changed = changedSettings(values, initial);
  if (!('domain_type' in changed) && !('custom_domain' in changed)) return {};
  const domainError = customDomainError(values.domain_type, values.custom_domain);
  return domainError ? { custom_domain: domainError } : {};
}
