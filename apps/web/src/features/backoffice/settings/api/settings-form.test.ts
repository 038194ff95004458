import { describe, expect, it } from 'vitest';
import { settingsClientErrors } from '@/features/backoffice/settings/api/settings-form';
import { prepareSiteSettings as prepareSettings, siteSettingsValues as settingsValues } from '@/lib/site-settings/values';
import { tenantSettings } from '@/test/fixtures';

describe('settings form values', () => {
  it('restores the form from saved settings (texts, logo URL, domain, publish flag)', () => {
    const settings = tenantSettings({
      first_name: 'Jane',
      site_logo: '/uploads/logo.png',
      site_logo_url: '/uploads/logo.png',
      domain_type: 'custom_domain',
      custom_domain: 'shop.example.org',
      publish_on_site: false,
    });
    expect(settingsValues(settings)).toMatchObject({
      first_name: 'Jane',
      last_name: '',
      site_logo: '/uploads/logo.png',
      domain_type: 'custom_domain',
      custom_domain: 'shop.example.org',
      publish_on_site: false,
    });
  });

  it('checks links, email and the custom domain before sending', () => {
    const base = settingsValues(null);
    expect(settingsClientErrors(base)).toEqual({});
    expect(
      settingsClientErrors({
        ...base,
        email_id: 'nope',
        nht_store_link: 'store.example.com',
        domain_type: 'custom_domain',
        custom_domain: '',
      }),
    ).toEqual({
      email_id: 'Enter a valid email address',
      nht_store_link: 'Enter a full address starting with https://',
      custom_domain: 'Enter your domain, e.g. www.example.com',
    });
    expect(settingsClientErrors({ ...base, domain_type: 'custom_domain', custom_domain: 'not a domain' })).toHaveProperty('custom_domain');
    expect(settingsClientErrors({ ...base, domain_type: 'custom_domain', custom_domain: 'shop.example.org' })).toEqual({});
  });

  it('trims values and lower-cases the domain', () => {
    expect(prepareSettings({ site_name: '  My site ', custom_domain: ' Shop.Example.ORG. ' })).toEqual({
      site_name: 'My site',
      custom_domain: 'shop.example.org',
    });
  });
});
