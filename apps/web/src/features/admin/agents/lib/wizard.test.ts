import { describe, expect, it } from 'vitest';
import type { AgentSettings } from '@/features/admin/agents/api/agent-settings';
import { toAgentSettings } from '@/features/admin/agents/api/agent-settings';
import { toAgent } from '@/features/admin/agents/lib/agent';
import {
  canGoBack,
  canGoNext,
  changedSettings,
  initialWizardState,
  LAST_STEP,
  stepOfErrors,
  toFormValues,
  wizardReducer,
  WIZARD_STEPS,
  type WizardAction,
  type WizardState,
} from '@/features/admin/agents/lib/wizard';

const jane = toAgent({ id: 'u-1', name: 'Jane Doe', email: 'jane@example.com', tenant_id: 't-1' });
const john = toAgent({ id: 'u-2', name: 'John Roe', email: 'john@example.com', tenant_id: 't-2' });
const settings: AgentSettings = toAgentSettings({ settings: { site_name: 'Jane Wellness', subdomain: 'jane' } });

const run = (actions: WizardAction[], state: WizardState = initialWizardState) => actions.reduce(wizardReducer, state);

describe('website setup wizard (spec §4)', () => {
  it('has five steps, 0 to 4', () => {
    expect(WIZARD_STEPS).toHaveLength(5);
    expect(LAST_STEP).toBe(4);
  });

  it('allows next below 4 and previous above 0', () => {
    expect([0, 1, 2, 3, 4].map(canGoNext)).toEqual([true, true, true, true, false]);
    expect([0, 1, 2, 3, 4].map(canGoBack)).toEqual([false, true, true, true, true]);
  });

  it('stops at the last step and at the first step', () => {
    const opened = run([{ type: 'open', agent: jane }]);
    const atEnd = run(Array.from({ length: 7 }, () => ({ type: 'next' }) as const), opened);
    expect(atEnd.step).toBe(4);
    expect(wizardReducer(atEnd, { type: 'next' })).toBe(atEnd);
    const atStart = run(Array.from({ length: 7 }, () => ({ type: 'back' }) as const), atEnd);
    expect(atStart.step).toBe(0);
    expect(wizardReducer(atStart, { type: 'back' })).toBe(atStart);
  });

  it('opening a profile resets to step 0 and forgets the previous profile', () => {
    const midway = run([
      { type: 'open', agent: jane },
      { type: 'settingsLoaded', settings },
      { type: 'next' },
      { type: 'next' },
      { type: 'saveFailed', errors: { site_name: 'Too long' } },
    ]);
    expect(midway.step).toBe(1);
    const reopened = wizardReducer(midway, { type: 'open', agent: john });
    expect(reopened).toEqual({ agent: john, step: 0, settings: null, errors: {} });
  });

  it('closing clears the selection, settings and errors', () => {
    const state = run([
      { type: 'open', agent: jane },
      { type: 'settingsLoaded', settings },
      { type: 'next' },
      { type: 'saveFailed', errors: { email_id: 'Invalid email' } },
      { type: 'close' },
    ]);
    expect(state).toEqual(initialWizardState);
    expect(state.agent).toBeNull();
  });

  it('ignores settings that arrive after the wizard closed', () => {
    expect(wizardReducer(initialWizardState, { type: 'settingsLoaded', settings })).toBe(initialWizardState);
  });

  it('jumps only to existing steps', () => {
    const opened = run([{ type: 'open', agent: jane }]);
    expect(wizardReducer(opened, { type: 'goTo', step: 3 }).step).toBe(3);
    expect(wizardReducer(opened, { type: 'goTo', step: 5 })).toBe(opened);
    expect(wizardReducer(opened, { type: 'goTo', step: -1 })).toBe(opened);
  });

  it('server field errors move the wizard to the first step that shows one', () => {
    const atReview = run([{ type: 'open', agent: jane }, { type: 'goTo', step: 4 }]);
    const failed = wizardReducer(atReview, {
      type: 'saveFailed',
      errors: { nht_store_link: 'must be a URL', website_link: 'must be a URL' },
    });
    expect(failed.step).toBe(2);
    expect(failed.errors).toEqual({ nht_store_link: 'must be a URL', website_link: 'must be a URL' });
    // An error for no field on the form keeps the step.
    expect(wizardReducer(atReview, { type: 'saveFailed', errors: { other: 'x' } }).step).toBe(4);
    expect(stepOfErrors({})).toBeNull();
    // A successful save clears the errors.
    expect(wizardReducer(failed, { type: 'saved', settings }).errors).toEqual({});
  });

  it('a status change updates the selected agent only when it is that agent', () => {
    const opened = run([{ type: 'open', agent: jane }]);
    const inactiveJane = { ...jane, status: 'inactive' as const };
    expect(wizardReducer(opened, { type: 'agentUpdated', agent: inactiveJane }).agent?.status).toBe('inactive');
    const inactiveJohn = { ...john, status: 'inactive' as const };
    expect(wizardReducer(opened, { type: 'agentUpdated', agent: inactiveJohn })).toBe(opened);
  });
});

describe('wizard form values', () => {
  it('start from the settings, with a default primary domain left empty', () => {
    const values = toFormValues(
      toAgentSettings({
        settings: {
          first_name: 'Jane',
          primary_domain_name: 'jane.localhost',
          primary_domain_name_is_default: true,
          publish_on_site: false,
        },
      }),
    );
    expect(values.first_name).toBe('Jane');
    expect(values.last_name).toBe('');
    expect(values.primary_domain_name).toBe('');
    expect(values.publish_on_site).toBe(false);
    expect(toFormValues(null).publish_on_site).toBe(true);
  });

  it('send only what changed, trimmed; an emptied field goes out as ""', () => {
    const initial = toFormValues(toAgentSettings({ settings: { site_name: 'Old', address: '1 Main St' } }));
    const changed = changedSettings({ ...initial, site_name: '  New  ', address: '', publish_on_site: false }, initial);
    expect(changed).toEqual({ site_name: 'New', address: '', publish_on_site: false });
    expect(changedSettings(initial, initial)).toEqual({});
  });
});
