import { emptyWhenNotFound, formBody, type SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';

// ─── Social links (JSON; none saved → 404, shown as an empty form) ──────────

const SOCIAL_NETWORKS = [
  { name: 'facebook', label: 'Facebook URL', placeholder: 'https://facebook.com/yourpage' },
  { name: 'twitter', label: 'Twitter URL', placeholder: 'https://x.com/yourname' },
  { name: 'youtube', label: 'YouTube URL', placeholder: 'https://youtube.com/@yourchannel' },
  { name: 'instagram', label: 'Instagram URL', placeholder: 'https://instagram.com/yourname' },
  { name: 'linkedin', label: 'LinkedIn URL', placeholder: 'https://linkedin.com/in/yourname' },
] as const;

/** One URL per network that has one. */
export type SocialLinks = Schema<'SocialLinksView'>;

/** JSON only; none saved yet answers 404 SOCIAL_LINKS_NOT_FOUND, shown as an empty form. */
export const socialLinksResource: SingletonResourceConfig<SocialLinks> = {
  key: 'footer/social-links',
  read: (tenantId, signal) =>
    emptyWhenNotFound(
      typedApi.get('/tenants/{tenantId}/footer/social-links', { path: { tenantId }, signal }),
      'SOCIAL_LINKS_NOT_FOUND',
      null,
    ),
  save: (tenantId, body) => typedApi.put('/tenants/{tenantId}/footer/social-links', { path: { tenantId }, body: formBody(body) }),
  remove: (tenantId) => typedApi.delete('/tenants/{tenantId}/footer/social-links', { path: { tenantId } }),
};

export const SOCIAL_FIELDS: readonly FieldDef[] = SOCIAL_NETWORKS.map((network) => ({
  name: network.name,
  label: network.label,
  kind: 'url',
  placeholder: network.placeholder,
}));

export const socialValues = (links: SocialLinks | null): FormValues =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network.name, textValue(links?.[network.name])]));

/** `http(s)://` or empty (the API refuses anything else). */
export function socialLinkErrors(values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const network of SOCIAL_NETWORKS) {
    const value = textValue(values[network.name]).trim();
    if (value && !/^https?:\/\/\S+$/i.test(value)) errors[network.name] = 'Enter a full address starting with https://';
  }
  return errors;
}

// ─── Footer disclaimers (storefronts show the first) ─────────────────────────

export type Disclaimer = Schema<'FooterDisclaimerView'>;

/**
 * Footer disclaimers (docs/product.md#api): our API always wraps disclaimer answers as `{ data }` (the
 * contract says so), so `.data` is read here and nowhere else. None yet answers 404 DISCLAIMERS_NOT_FOUND.
 * `PUT /footer/disclaimers` (no id) saves the first one, creating it when there is none.
 */
export const disclaimersResource: SingletonResourceConfig<Disclaimer> = {
  key: 'footer/disclaimers',
  read: async (tenantId, signal) => {
    const answer = await emptyWhenNotFound(
      typedApi.get('/tenants/{tenantId}/footer/disclaimers', { path: { tenantId }, signal }),
      'DISCLAIMERS_NOT_FOUND',
      null,
    );
    return answer?.data[0] ?? null;
  },
  save: async (tenantId, body) =>
    (await typedApi.put('/tenants/{tenantId}/footer/disclaimers', { path: { tenantId }, body: formBody(body) })).data,
  // The storefront shows the first disclaimer record; deleting it brings back the default wording.
  remove: (tenantId) => typedApi.delete('/tenants/{tenantId}/footer/disclaimers', { path: { tenantId } }),
};

export const DISCLAIMER_FIELDS: readonly FieldDef[] = [
  { name: 'site_disclaimer', label: 'Site disclaimer', kind: 'textarea', minRows: 3, maxLength: 5000 },
  { name: 'product_disclaimer', label: 'Product disclaimer', kind: 'textarea', minRows: 3, maxLength: 5000 },
  { name: 'income_disclaimer', label: 'Income disclaimer', kind: 'textarea', minRows: 3, maxLength: 5000 },
];

export const disclaimerValues = (disclaimer: Disclaimer | null): FormValues => ({
  site_disclaimer: textValue(disclaimer?.site_disclaimer),
  product_disclaimer: textValue(disclaimer?.product_disclaimer),
  income_disclaimer: textValue(disclaimer?.income_disclaimer),
});
