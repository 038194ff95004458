import { describe, expect, it } from 'vitest';
import {
  SETTINGS_STEPS,
  initialSettingsFormState,
  settingsFormReducer,
  type SettingsFormState,
} from '@/features/backoffice/settings/lib/settings-steps';
import { LAST_STEP, canGoBack, canGoNext, firstStepWithError as firstStepIn, stepOfField as stepIn } from '@/lib/site-settings/steps';

const stepOfField = (field: string) => stepIn(SETTINGS_STEPS, field);
const firstStepWithError = (errors: Record<string, string>) => firstStepIn(SETTINGS_STEPS, errors);

const at = (step: number, errors: Record<string, string> = {}): SettingsFormState => ({ open: true, step, errors });

describe('settings steps', () => {
  it('has five steps in the documented order: personal info, site name and logo, company links, domain, publish', () => {
    expect(SETTINGS_STEPS.map((step) => step.key)).toEqual(['personal', 'site', 'links', 'domain', 'publish']);
    expect(LAST_STEP).toBe(4);
    expect(SETTINGS_STEPS[1]?.fields).toEqual(['site_name', 'site_logo', 'site_language']);
    expect(SETTINGS_STEPS[2]?.fields).toEqual(['member_id', 'nht_website_link', 'nht_store_link', 'nht_joining_link']);
    expect(SETTINGS_STEPS[3]?.fields).toEqual(['domain_type', 'custom_domain']);
    expect(SETTINGS_STEPS[4]?.fields).toEqual(['publish_on_site']);
  });

  it('allows next below the last step and back above the first', () => {
    expect([0, 1, 2, 3, 4].map(canGoNext)).toEqual([true, true, true, true, false]);
    expect([0, 1, 2, 3, 4].map(canGoBack)).toEqual([false, true, true, true, true]);
    expect(settingsFormReducer(at(4), { type: 'next' }).step).toBe(4);
    expect(settingsFormReducer(at(0), { type: 'back' }).step).toBe(0);
    expect(settingsFormReducer(at(2), { type: 'next' }).step).toBe(3);
    expect(settingsFormReducer(at(2), { type: 'back' }).step).toBe(1);
  });

  it('clamps a jump to an existing step', () => {
    expect(settingsFormReducer(at(0), { type: 'goto', step: 3 }).step).toBe(3);
    expect(settingsFormReducer(at(0), { type: 'goto', step: 9 }).step).toBe(4);
    expect(settingsFormReducer(at(2), { type: 'goto', step: -1 }).step).toBe(0);
  });

  it('opening resets to step 0 and clears errors', () => {
    const dirty = { open: false, step: 3, errors: { custom_domain: 'Taken' } };
    expect(settingsFormReducer(dirty, { type: 'open' })).toEqual({ open: true, step: 0, errors: {} });
  });

  it('closing (cancel) and saving close the form, back at step 0 without errors', () => {
    expect(settingsFormReducer(at(3, { custom_domain: 'x' }), { type: 'close' })).toEqual(initialSettingsFormState);
    expect(settingsFormReducer(at(4), { type: 'saved' })).toEqual(initialSettingsFormState);
  });

  it('a failed save shows the errors and goes to the first step that has one', () => {
    const next = settingsFormReducer(at(4), { type: 'errors', errors: { nht_store_link: 'Bad URL', custom_domain: 'Taken' } });
    expect(next.step).toBe(2);
    expect(next.errors).toEqual({ nht_store_link: 'Bad URL', custom_domain: 'Taken' });
    // Errors for fields not on the form leave the step alone.
    expect(settingsFormReducer(at(3), { type: 'errors', errors: { plan: 'x' } }).step).toBe(3);
  });

  it('knows the step of every field', () => {
    expect(stepOfField('email_id')).toBe(0);
    expect(stepOfField('site_logo_name')).toBe(1);
    expect(stepOfField('custom_domain')).toBe(3);
    expect(stepOfField('publish_on_site')).toBe(4);
    expect(stepOfField('unknown')).toBeNull();
    expect(firstStepWithError({})).toBeNull();
    expect(firstStepWithError({ publish_on_site: 'x', first_name: 'y' })).toBe(0);
  });
});
