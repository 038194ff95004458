import { describe, expect, it } from 'vitest';
import type { AgentSettings } from '@/features/admin/agents/api/agent-settings';
import { toAgentSettings } from '@/features/admin/agents/api/agent-settings';
import { agent, agentSettingsAnswer } from '@/test/fixtures';
import { canGoBack, canGoNext, LAST_STEP } from '@/lib/site-settings/steps';
import {
  changedSettings,
  initialWizardState,
  settingsBody,
  stepOfErrors,
  toFormValues,
  wizardClientErrors,
  wizardReducer,
  WIZARD_STEPS,
  type WizardAction,
  type WizardState,
} from '@/features/admin/agents/lib/wizard';

const jane = agent({ id: 'u-1', name: 'Jane Doe', email: 'jane@example.com', tenant_id: 't-1' });
const john = agent({ id: 'u-2', name: 'John Roe', email: 'john@example.com', tenant_id: 't-2' });
const settings: AgentSettings = toAgentSettings(agentSettingsAnswer({ settings: { site_name: 'Jane Wellness', subdomain: 'jane' } }));

const run = (actions: WizardAction[], state: WizardState = initialWizardState) => actions.reduce(wizardReducer, state);

describe('website setup wizard', () => {
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
    const atEnd = run(
      Array.from({ length: 7 }, () => ({ type: 'next' }) as const),
      opened,
    );
    expect(atEnd.step).toBe(4);
    expect(wizardReducer(atEnd, { type: 'next' })).toBe(atEnd);
    const atStart = run(
      Array.from({ length: 7 }, () => ({ type: 'back' }) as const),
      atEnd,
    );
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
    const atReview = run([
      { type: 'open', agent: jane },
      { type: 'goTo', step: 4 },
    ]);
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

  it('logo and domain errors move the wizard to the Site and Domain steps', () => {
    const atReview = run([
      { type: 'open', agent: jane },
      { type: 'goTo', step: 4 },
    ]);
    expect(wizardReducer(atReview, { type: 'saveFailed', errors: { site_logo: 'Choose an image' } }).step).toBe(1);
    expect(stepOfErrors({ site_logo_name: 'Too long' })).toBe(1);
    expect(stepOfErrors({ custom_domain: 'This domain is already used by another site' })).toBe(3);
    expect(stepOfErrors({ domain_type: 'Unknown domain type' })).toBe(3);
    // The earliest failing step wins.
    expect(stepOfErrors({ custom_domain: 'taken', site_logo: 'too big' })).toBe(1);
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
      toAgentSettings(
        agentSettingsAnswer({
          settings: {
            first_name: 'Jane',
            primary_domain_name: 'jane.localhost',
            primary_domain_name_is_default: true,
            publish_on_site: false,
          },
        }),
      ),
    );
    expect(values.first_name).toBe('Jane');
    expect(values.last_name).toBe('');
    expect(values.primary_domain_name).toBe('');
    expect(values.publish_on_site).toBe(false);
    expect(toFormValues(null).publish_on_site).toBe(true);
  });

  it('send only what changed, trimmed; an emptied field goes out as ""', () => {
    const initial = toFormValues(toAgentSettings(agentSettingsAnswer({ settings: { site_name: 'Old', address: '1 Main St' } })));
    const changed = changedSettings({ ...initial, site_name: '  New  ', address: '', publish_on_site: false }, initial);
    expect(changed).toEqual({ site_name: 'New', address: '', publish_on_site: false });
    expect(changedSettings(initial, initial)).toEqual({});
  });
});

describe('wizard logo and domain', () => {
  const logo = () => new File(['png-bytes'], 'new-logo.png', { type: 'image/png' });
  const saved = toAgentSettings(
    agentSettingsAnswer({
      settings: {
        site_logo_url: '/uploads/2026/05/old.png',
        domain_type: 'custom_domain',
        custom_domain: 'shop.example.org',
      },
    }),
  );

  it('start from the stored logo URL and the domain choice (defaults: no logo, subdomain)', () => {
    expect(toFormValues(saved)).toMatchObject({
      site_logo: '/uploads/2026/05/old.png',
      domain_type: 'custom_domain',
      custom_domain: 'shop.example.org',
    });
    expect(toFormValues(toAgentSettings(agentSettingsAnswer()))).toMatchObject({
      site_logo: null,
      domain_type: 'sub_domain',
      custom_domain: '',
    });
  });

  it('a picked logo is a change and goes out as the `site_logo` file part, with nothing else unchanged', () => {
    const initial = toFormValues(saved);
    const file = logo();
    const changed = changedSettings({ ...initial, site_logo: file }, initial);
    expect(changed).toEqual({ site_logo: file });
    const body = settingsBody(changed, initial);
    expect([...body.keys()]).toEqual(['site_logo']);
    const part = body.get('site_logo');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('new-logo.png');
    expect((part as File).type).toBe('image/png');
  });

  it('an untouched logo URL is never re-sent; a removed logo goes out as ""', () => {
    const initial = toFormValues(saved);
    expect(changedSettings({ ...initial }, initial)).toEqual({});
    const removed = changedSettings({ ...initial, site_logo: null }, initial);
    expect(removed).toEqual({ site_logo: null });
    expect([...settingsBody(removed, initial).entries()]).toEqual([['site_logo', '']]);
    // No logo before and none now: nothing to send.
    const none = toFormValues(toAgentSettings(agentSettingsAnswer({})));
    expect(changedSettings({ ...none, site_logo: null }, none)).toEqual({});
  });

  it('sends the domain choice only when it changed; the custom domain trimmed and lower-cased, "" clears it', () => {
    const initial = toFormValues(toAgentSettings(agentSettingsAnswer({ settings: { site_name: 'Jane' } })));
    const chosen = changedSettings({ ...initial, domain_type: 'custom_domain', custom_domain: ' Shop.Example.ORG. ' }, initial);
    expect(chosen).toEqual({ domain_type: 'custom_domain', custom_domain: 'shop.example.org' });
    expect(Object.fromEntries(settingsBody(chosen, initial).entries())).toEqual({
      domain_type: 'custom_domain',
      custom_domain: 'shop.example.org',
    });
    const custom = toFormValues(saved);
    // The same domain typed differently is no change.
    expect(changedSettings({ ...custom, custom_domain: 'SHOP.example.org' }, custom)).toEqual({});
    const cleared = changedSettings({ ...custom, domain_type: 'sub_domain', custom_domain: '' }, custom);
    expect(Object.fromEntries(settingsBody(cleared, custom).entries())).toEqual({ domain_type: 'sub_domain', custom_domain: '' });
  });

  it('a custom domain must be given (and look like one) before saving', () => {
    const initial = toFormValues(toAgentSettings(agentSettingsAnswer({})));
    expect(wizardClientErrors({ ...initial, domain_type: 'custom_domain' }, initial)).toEqual({
      custom_domain: 'Enter your domain, e.g. www.example.com',
    });
    expect(wizardClientErrors({ ...initial, domain_type: 'custom_domain', custom_domain: 'not a domain' }, initial)).toHaveProperty(
      'custom_domain',
    );
    expect(wizardClientErrors({ ...initial, domain_type: 'custom_domain', custom_domain: 'shop.example.org' }, initial)).toEqual({});
    expect(wizardClientErrors({ ...initial, site_name: 'New' }, initial)).toEqual({});
    // A stored odd value does not block saving other fields.
    const odd = toFormValues(toAgentSettings(agentSettingsAnswer({ settings: { domain_type: 'custom_domain' } })));
    expect(wizardClientErrors({ ...odd, site_name: 'New' }, odd)).toEqual({});
  });
});
