/**
 * The five steps of a site's settings, as both screens that edit them walk through them: the admin's
 * website setup wizard (features/admin/agents) and the distributor's own settings form
 * (features/backoffice/settings). Steps 0 to 4; Next below the last, Back above the first.
 *
 * The step names, their order and the fields every site has live here once. Each screen adds what only it
 * says: its own step descriptions (the back office speaks to the distributor, "Your name…") and the fields
 * only it edits (the admin's template, primary domain name and website link), via `defineSettingsSteps`.
 */

import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from '@ds/shared';

export const SITE_SETTINGS_STEPS = [
  { key: 'personal', label: 'Personal info', fields: ['first_name', 'last_name', 'email_id', 'mobile', 'address', 'skype'] },
  { key: 'site', label: 'Site', fields: ['site_name', 'site_logo', 'site_language'] },
  { key: 'links', label: 'Company links', fields: ['member_id', 'nht_website_link', 'nht_store_link', 'nht_joining_link'] },
  { key: 'domain', label: 'Domain', fields: ['domain_type', 'custom_domain'] },
  { key: 'publish', label: 'Publish', fields: ['publish_on_site'] },
] as const;

export type SiteSettingsStepKey = (typeof SITE_SETTINGS_STEPS)[number]['key'];
/** A field every site's settings have, on both screens. */
export type SiteSettingsField = (typeof SITE_SETTINGS_STEPS)[number]['fields'][number];

export const FIRST_STEP = 0;
export const LAST_STEP = SITE_SETTINGS_STEPS.length - 1;

export const canGoNext = (step: number): boolean => step < LAST_STEP;
export const canGoBack = (step: number): boolean => step > FIRST_STEP;

/** Whether `step` names one of the steps (a jump elsewhere is refused or clamped by the screen). */
export const isStep = (step: number): boolean => Number.isInteger(step) && step >= FIRST_STEP && step <= LAST_STEP;
export const clampStep = (step: number): number => Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(step)));

/**
 * Fields both screens label the same way (the publish switch is worded per audience, so each screen names
 * it). Domain labels come from lib/domain-type, which both screens already share.
 */
export const SITE_SETTINGS_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email_id: 'Contact email',
  mobile: 'Mobile',
  address: 'Address',
  skype: 'Skype',
  site_name: 'Site name',
  site_logo: 'Site logo',
  site_language: 'Site language',
  member_id: 'Member ID',
  nht_website_link: 'Company website link',
  nht_store_link: 'Company store link',
  nht_joining_link: 'Company joining link',
} as const satisfies Partial<Record<SiteSettingsField, string>>;

/** The site languages, each by its own name (docs/product.md "Languages"), as both screens offer them. */
export const SITE_LANGUAGE_OPTIONS: readonly { value: SiteLanguage; label: string }[] = SITE_LANGUAGES.map((tag) => ({
  value: tag,
  label: SITE_LANGUAGE_NAMES[tag],
}));

/** What both screens say under the language choice. */
export const SITE_LANGUAGE_HINT = 'The language your site speaks to visitors: its buttons, forms, emails and default texts.';

/** One step as a screen shows it. */
export interface SettingsStep<F extends string = string> {
  key: SiteSettingsStepKey;
  label: string;
  description: string;
  fields: readonly F[];
}

/** The server names the logo's parts apart; their errors belong to the step that shows the logo. */
const FIELD_ALIASES: Readonly<Record<string, SiteSettingsField>> = { site_logo_name: 'site_logo', site_logo_url: 'site_logo' };

/** One entry per step, as a tuple, so `steps[3]` is known to exist. */
type EachOf<Tuple extends readonly unknown[], T> = { readonly [I in keyof Tuple]: T };
export type PerStep<T> = EachOf<typeof SITE_SETTINGS_STEPS, T>;

/** A screen's steps: the shared names and fields, its descriptions, and the fields only it edits appended. */
export function defineSettingsSteps<Extra extends string = never>(screen: {
  descriptions: Readonly<Record<SiteSettingsStepKey, string>>;
  extraFields?: Readonly<Partial<Record<SiteSettingsStepKey, readonly Extra[]>>>;
}): PerStep<SettingsStep<SiteSettingsField | Extra>> {
  const steps = SITE_SETTINGS_STEPS.map((step) => ({
    key: step.key,
    label: step.label,
    description: screen.descriptions[step.key],
    fields: [...step.fields, ...(screen.extraFields?.[step.key] ?? [])],
  }));
  // `map` forgets the tuple's length; it is the shared one by construction.
  return steps as unknown as PerStep<SettingsStep<SiteSettingsField | Extra>>;
}

/** The step holding a field (or the logo's parts), or null for a field that is not on the form. */
export function stepOfField(steps: readonly SettingsStep[], field: string): number | null {
  const name = FIELD_ALIASES[field] ?? field;
  const index = steps.findIndex((step) => step.fields.includes(name));
  return index === -1 ? null : index;
}

/** The earliest step showing one of these errors (a failed save goes there), or null when none is on the form. */
export function firstStepWithError(steps: readonly SettingsStep[], errors: Record<string, unknown>): number | null {
  const found = Object.keys(errors)
    .map((field) => stepOfField(steps, field))
    .filter((step): step is number => step !== null);
  return found.length > 0 ? Math.min(...found) : null;
}

/** What both screens say under the member ID field (the example is the country's, from Admin → Shop links). */
export function memberIdHint(example: string | null | undefined): string {
  const like = example ? ` It looks like ${example}.` : '';
  return `The ID the company gave you: every Buy and Join link of the site carries it, so sales are credited to you.${like}`;
}
