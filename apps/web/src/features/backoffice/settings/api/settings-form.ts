import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';
import type { TenantSettings } from '@/features/backoffice/settings/api/settings';
import type { SettingsField } from '@/features/backoffice/settings/lib/settings-steps';
import {
  CUSTOM_DOMAIN_LABEL,
  CUSTOM_DOMAIN_PLACEHOLDER,
  DOMAIN_TYPE_LABEL,
  customDomainError,
  domainTypeOptions,
  normalizeDomainName,
} from '@/lib/domain-type';

export const SETTINGS_FILE_FIELDS = ['site_logo'] as const;

export function settingsFieldDefs(siteAddress: string): Record<SettingsField, FieldDef> {
  return {
    first_name: { name: 'first_name', label: 'First name', kind: 'text', maxLength: 100 },
    last_name: { name: 'last_name', label: 'Last name', kind: 'text', maxLength: 100 },
    email_id: { name: 'email_id', label: 'Contact email', kind: 'email', description: 'Shown on your site' },
    mobile: { name: 'mobile', label: 'Mobile', kind: 'tel', maxLength: 30 },
    // The postal address campaigns print in their footer; none can be sent without it (docs/campaigns.md "Compliance").
    address: {
      name: 'address',
      label: 'Address',
      description: 'Your postal address. It is printed in the footer of your campaign emails, as the law requires: campaigns cannot be sent without it.',
      kind: 'textarea',
      minRows: 2,
      maxLength: 500,
    },
    skype: { name: 'skype', label: 'Skype', kind: 'text', maxLength: 100 },
    site_name: { name: 'site_name', label: 'Site name', kind: 'text', maxLength: 100 },
    site_logo: { name: 'site_logo', label: 'Site logo', kind: 'image' },
    nht_website_link: { name: 'nht_website_link', label: 'Company website link', kind: 'url', placeholder: 'https://' },
    nht_store_link: { name: 'nht_store_link', label: 'Company store link', kind: 'url', placeholder: 'https://' },
    nht_joining_link: {
      name: 'nht_joining_link',
      label: 'Company joining link',
      kind: 'url',
      placeholder: 'https://',
      description: 'Where the Join Now button of your site leads',
    },
    domain_type: { name: 'domain_type', label: DOMAIN_TYPE_LABEL, kind: 'radio', options: domainTypeOptions(siteAddress) },
    custom_domain: {
      name: 'custom_domain',
      label: CUSTOM_DOMAIN_LABEL,
      kind: 'text',
      placeholder: CUSTOM_DOMAIN_PLACEHOLDER,
      description: 'A domain you own. After saving you get the DNS records to create.',
    },
    publish_on_site: {
      name: 'publish_on_site',
      label: 'Publish my site',
      kind: 'switch',
      description: 'When off, visitors see “Store not found” instead of your site.',
    },
  };
}

export function settingsValues(settings: TenantSettings | null): FormValues {
  return {
    first_name: textValue(settings?.first_name),
    last_name: textValue(settings?.last_name),
    email_id: textValue(settings?.email_id),
    mobile: textValue(settings?.mobile),
    address: textValue(settings?.address),
    skype: textValue(settings?.skype),
    site_name: textValue(settings?.site_name),
    site_logo: settings?.site_logo_url ?? settings?.site_logo ?? null,
    nht_website_link: textValue(settings?.nht_website_link),
    nht_store_link: textValue(settings?.nht_store_link),
    nht_joining_link: textValue(settings?.nht_joining_link),
    domain_type: settings?.domain_type ?? 'sub_domain',
    custom_domain: textValue(settings?.custom_domain),
    publish_on_site: settings?.publish_on_site ?? true,
  };
}

const LINK_FIELDS = ['nht_website_link', 'nht_store_link', 'nht_joining_link'] as const;

/** What the browser can tell before asking the server. */
export function settingsClientErrors(values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = textValue(values.email_id).trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email_id = 'Enter a valid email address';
  for (const name of LINK_FIELDS) {
    const link = textValue(values[name]).trim();
    if (link && !/^https?:\/\/\S+$/i.test(link)) errors[name] = 'Enter a full address starting with https://';
  }
  const domainError = customDomainError(values.domain_type, textValue(values.custom_domain));
  if (domainError) errors.custom_domain = domainError;
  return errors;
}

/** Trimmed, lower-cased domain; what the server stores. */
export function prepareSettings(values: FormValues): FormValues {
  const prepared: FormValues = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') prepared[name] = value.trim();
  }
  prepared.custom_domain = normalizeDomainName(textValue(prepared.custom_domain));
  return prepared;
}
