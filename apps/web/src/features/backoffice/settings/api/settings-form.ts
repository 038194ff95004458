import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { CUSTOM_DOMAIN_LABEL, CUSTOM_DOMAIN_PLACEHOLDER, DOMAIN_TYPE_LABEL, domainTypeOptions } from '@/lib/domain-type';
import {
  memberIdHint,
  SITE_LANGUAGE_HINT,
  SITE_LANGUAGE_OPTIONS,
  SITE_SETTINGS_LABELS as LABELS,
  type SiteSettingsField,
} from '@/lib/site-settings/steps';
import { contactAndLinkErrors, domainChoiceErrors, type SiteSettingsValues } from '@/lib/site-settings/values';

/** How the back office renders each field of the shared steps (labels shared with the admin's wizard). */
export function settingsFieldDefs(siteAddress: string, memberIdExample: string | null = null): Record<SiteSettingsField, FieldDef> {
  return {
    first_name: { name: 'first_name', label: LABELS.first_name, kind: 'text', maxLength: 100 },
    last_name: { name: 'last_name', label: LABELS.last_name, kind: 'text', maxLength: 100 },
    email_id: { name: 'email_id', label: LABELS.email_id, kind: 'email', description: 'Shown on your site' },
    mobile: { name: 'mobile', label: LABELS.mobile, kind: 'tel', maxLength: 30 },
    // The postal address campaigns print in their footer; none can be sent without it (docs/campaigns.md "Compliance").
    address: {
      name: 'address',
      label: LABELS.address,
      description:
        'Your postal address. It is printed in the footer of your campaign emails, as the law requires: campaigns cannot be sent without it.',
      kind: 'textarea',
      minRows: 2,
      maxLength: 500,
    },
    skype: { name: 'skype', label: LABELS.skype, kind: 'text', maxLength: 100 },
    site_name: { name: 'site_name', label: LABELS.site_name, kind: 'text', maxLength: 100 },
    site_logo: { name: 'site_logo', label: LABELS.site_logo, kind: 'image' },
    site_language: {
      name: 'site_language',
      label: LABELS.site_language,
      kind: 'select',
      options: SITE_LANGUAGE_OPTIONS,
      description: SITE_LANGUAGE_HINT,
    },
    member_id: {
      name: 'member_id',
      label: LABELS.member_id,
      kind: 'text',
      maxLength: 64,
      placeholder: memberIdExample ?? undefined,
      description: memberIdHint(memberIdExample),
    },
    nht_website_link: { name: 'nht_website_link', label: LABELS.nht_website_link, kind: 'url', placeholder: 'https://' },
    nht_store_link: { name: 'nht_store_link', label: LABELS.nht_store_link, kind: 'url', placeholder: 'https://' },
    nht_joining_link: {
      name: 'nht_joining_link',
      label: LABELS.nht_joining_link,
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

/**
 * What the browser can tell before asking the server: the email and links look right, a custom domain is
 * given and looks like one. (The admin's wizard checks only a changed domain choice and leaves the rest to
 * the server's field errors.)
 */
export function settingsClientErrors(values: SiteSettingsValues): Record<string, string> {
  return { ...contactAndLinkErrors(values), ...domainChoiceErrors(values) };
}
