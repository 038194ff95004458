import { describe, expect, it } from 'vitest';
import {
  FIRST_STEP,
  LAST_STEP,
  SITE_SETTINGS_STEPS,
  canGoBack,
  canGoNext,
  clampStep,
  defineSettingsSteps,
  firstStepWithError,
  isStep,
  stepOfField,
} from '@/lib/site-settings/steps';
import {
  changedSiteSettings,
  contactAndLinkErrors,
  domainChoiceErrors,
  siteSettingsBody,
  siteSettingsValues,
  type SiteSettingsValues,
} from '@/lib/site-settings/values';

const descriptions = { personal: 'P', site: 'S', links: 'L', domain: 'D', publish: 'Pub' };

describe('site settings steps', () => {
  it('are five, named in order, from 0 to 4', () => {
    expect(SITE_SETTINGS_STEPS.map((step) => step.label)).toEqual(['Personal info', 'Site', 'Company links', 'Domain', 'Publish']);
    expect([FIRST_STEP, LAST_STEP]).toEqual([0, 4]);
    expect([0, 1, 2, 3, 4].map(canGoNext)).toEqual([true, true, true, true, false]);
    expect([0, 1, 2, 3, 4].map(canGoBack)).toEqual([false, true, true, true, true]);
    expect([-1, 0, 4, 5, 1.5].map(isStep)).toEqual([false, true, true, false, false]);
    expect([-3, 2.7, 9].map(clampStep)).toEqual([0, 2, 4]);
  });

  it('a screen keeps the shared names and fields, adds its descriptions and appends its own fields', () => {
    const plain = defineSettingsSteps({ descriptions });
    expect(plain.map((step) => step.fields)).toEqual(SITE_SETTINGS_STEPS.map((step) => step.fields));
    const admin = defineSettingsSteps({ descriptions, extraFields: { domain: ['website_link'] } });
    expect(admin[3]).toEqual({
      key: 'domain',
      label: 'Domain',
      description: 'D',
      fields: ['domain_type', 'custom_domain', 'website_link'],
    });
    expect(stepOfField(admin, 'website_link')).toBe(3);
    expect(stepOfField(plain, 'website_link')).toBeNull();
  });

  it('errors lead to the earliest step showing one; the logo parts count as the logo', () => {
    const steps = defineSettingsSteps({ descriptions });
    expect(stepOfField(steps, 'site_logo_name')).toBe(1);
    expect(stepOfField(steps, 'site_logo_url')).toBe(1);
    expect(firstStepWithError(steps, { publish_on_site: 'x', nht_store_link: 'y' })).toBe(2);
    expect(firstStepWithError(steps, { plan: 'x' })).toBeNull();
    expect(firstStepWithError(steps, {})).toBeNull();
  });

  it('the form values cover exactly the shared fields', () => {
    const fields = SITE_SETTINGS_STEPS.flatMap((step) => step.fields);
    expect(Object.keys(siteSettingsValues(null)).sort()).toEqual([...fields].sort());
    expect(siteSettingsValues(null)).toMatchObject({ domain_type: 'sub_domain', publish_on_site: true, site_logo: null });
  });
});

describe('site settings values', () => {
  const initial: SiteSettingsValues = { ...siteSettingsValues(null), site_logo: '/uploads/logo.png', custom_domain: 'shop.example.org' };

  it('only changes go out, as stored; a removed logo is "", an untouched one never re-sent', () => {
    const changed = changedSiteSettings({ ...initial, site_name: '  New ', custom_domain: 'SHOP.example.org.', site_logo: null }, initial);
    expect(changed).toEqual({ site_name: 'New', site_logo: null });
    expect([...siteSettingsBody(changed, initial).entries()]).toEqual([
      ['site_name', 'New'],
      ['site_logo', ''],
    ]);
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    const body = siteSettingsBody(changedSiteSettings({ ...initial, site_logo: file, publish_on_site: false }, initial), initial);
    expect(body.get('site_logo')).toBeInstanceOf(File);
    expect(body.get('publish_on_site')).toBe('false');
  });

  it('checks the email, links and domain choice', () => {
    const base = siteSettingsValues(null);
    expect(contactAndLinkErrors(base)).toEqual({});
    expect(contactAndLinkErrors({ ...base, email_id: 'nope', nht_joining_link: 'join.example.com' })).toEqual({
      email_id: 'Enter a valid email address',
      nht_joining_link: 'Enter a full address starting with https://',
    });
    expect(domainChoiceErrors({ domain_type: 'custom_domain', custom_domain: ' ' })).toEqual({
      custom_domain: 'Enter your domain, e.g. www.example.com',
    });
    expect(domainChoiceErrors({ domain_type: 'custom_domain', custom_domain: 'shop.example.org' })).toEqual({});
  });
});
