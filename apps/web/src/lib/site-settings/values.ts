/**
 * A site's settings as both settings screens edit them (lib/site-settings/steps.ts): the form values built
 * from the saved settings, what the browser checks before saving, and the PUT body of what changed.
 */

import type { SiteLanguage } from '@ds/shared';
import type { Schema } from '@/lib/api/typed-client';
import { customDomainError, normalizeDomainName, type DomainType } from '@/lib/domain-type';
import { isFile, type FileValue } from '@/lib/files';
import type { SiteSettingsField } from '@/lib/site-settings/steps';

/** The values every site's settings form edits (a screen spreads its own fields beside them). */
export type SiteSettingsValues = {
  first_name: string;
  last_name: string;
  email_id: string;
  mobile: string;
  address: string;
  skype: string;
  site_name: string;
  /** A newly picked image, the stored logo's URL, or none. */
  site_logo: FileValue;
  /** The language the storefront speaks (a BCP 47 tag). */
  site_language: SiteLanguage;
  /** The member ID with the company: the shop credits sales through the site's links to it. */
  member_id: string;
  nht_website_link: string;
  nht_store_link: string;
  nht_joining_link: string;
  domain_type: DomainType;
  custom_domain: string;
  publish_on_site: boolean;
};

/** What the values are read from: the distributor's settings answer and the admin's both carry these. */
export type SavedSiteSettings = Pick<Schema<'SettingsView'>, Exclude<SiteSettingsField, 'site_logo'> | 'site_logo_url'>;

/** The one file the settings upload. */
const SITE_SETTINGS_FILE_FIELDS = ['site_logo'] as const;

/** The form as the saved settings fill it; without settings, empty with the defaults (subdomain, published). */
export function siteSettingsValues(settings: SavedSiteSettings | null): SiteSettingsValues {
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
    site_language: s?.site_language ?? 'en',
    member_id: s?.member_id ?? '',
    nht_website_link: s?.nht_website_link ?? '',
    nht_store_link: s?.nht_store_link ?? '',
    nht_joining_link: s?.nht_joining_link ?? '',
    domain_type: s?.domain_type ?? 'sub_domain',
    custom_domain: s?.custom_domain ?? '',
    publish_on_site: s?.publish_on_site ?? true,
  };
}

/** A value as the server stores it: text trimmed, the custom domain lower-cased without a trailing dot. */
function storedValue(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return name === 'custom_domain' ? normalizeDomainName(value) : value.trim();
}

/** Every value as the server stores it. */
export function prepareSiteSettings<V extends Record<string, unknown>>(values: V): V {
  const prepared: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) prepared[name] = storedValue(name, value);
  return prepared as V;
}

/**
 * Only the fields that changed go out, as stored (typing the same domain differently is no change); an
 * emptied text field is "" (clear). A picked logo is a change (the File itself); a removed one is null.
 */
export function changedSiteSettings<V extends Record<string, unknown>>(values: V, initial: V): Partial<V> {
  const changed: Record<string, unknown> = {};
  for (const name of Object.keys(values)) {
    const next = storedValue(name, values[name]);
    if (isFile(next) || next !== storedValue(name, initial[name])) changed[name] = next;
  }
  return changed as Partial<V>;
}

function scalar(value: unknown): string | null {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value.trim();
  return null;
}

/**
 * The PUT body (multipart) of the changed fields: a picked logo as the `site_logo` file part, a removed
 * one (there was a stored URL) as "", an untouched URL never re-sent.
 */
export function siteSettingsBody(changed: Record<string, unknown>, initial: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(changed)) {
    if ((SITE_SETTINGS_FILE_FIELDS as readonly string[]).includes(name)) {
      if (isFile(value)) body.append(name, value, value.name);
      else if ((value === null || value === '') && typeof initial[name] === 'string' && initial[name] !== '') body.append(name, '');
      continue;
    }
    const text = scalar(value);
    if (text !== null) body.append(name, text);
  }
  return body;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FULL_URL = /^https?:\/\/\S+$/i;
const LINK_FIELDS = ['nht_website_link', 'nht_store_link', 'nht_joining_link'] as const;
/** The characters any member ID is made of (the country's own format is the server's check, with its example). */
const MEMBER_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The contact email and company links, when given, must look like an email address and full URLs; field → message. */
export function contactAndLinkErrors(
  values: Pick<SiteSettingsValues, 'email_id' | (typeof LINK_FIELDS)[number]> & { member_id?: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const memberId = values.member_id?.trim();
  if (memberId && !MEMBER_ID.test(memberId)) errors.member_id = 'A member ID is letters and digits only, as the company gave it to you';
  const email = values.email_id.trim();
  if (email && !EMAIL.test(email)) errors.email_id = 'Enter a valid email address';
  for (const name of LINK_FIELDS) {
    const link = values[name].trim();
    if (link && !FULL_URL.test(link)) errors[name] = 'Enter a full address starting with https://';
  }
  return errors;
}

/** A custom domain site needs a domain that looks like one; field → message. */
export function domainChoiceErrors(values: Pick<SiteSettingsValues, 'domain_type' | 'custom_domain'>): Record<string, string> {
  const error = customDomainError(values.domain_type, values.custom_domain);
  return error ? { custom_domain: error } : {};
}
