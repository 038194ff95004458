import { unwrapList, type SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { isRecord, type Row } from '@/lib/records';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';

// ─── Social links (JSON; none saved → 404, shown as an empty form) ──────────

export const SOCIAL_NETWORKS = [
  { name: 'facebook', label: 'Facebook URL', placeholder: 'https://facebook.com/yourpage' },
  { name: 'twitter', label: 'Twitter URL', placeholder: 'https://x.com/yourname' },
  { name: 'youtube', label: 'YouTube URL', placeholder: 'https://youtube.com/@yourchannel' },
  { name: 'instagram', label: 'Instagram URL', placeholder: 'https://instagram.com/yourname' },
  { name: 'linkedin', label: 'LinkedIn URL', placeholder: 'https://linkedin.com/in/yourname' },
] as const;

export type SocialLinks = Partial<Record<(typeof SOCIAL_NETWORKS)[number]['name'], string | null>>;

export const socialLinksResource: SingletonResourceConfig<SocialLinks> = {
  path: 'footer/social-links',
  recordKeys: ['socialLinks', 'social_links'],
  emptyWhen: true,
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

// ─── Footer disclaimers (answers wrapped in `data`; none → DISCLAIMERS_NOT_FOUND) ─

export interface Disclaimer extends Row {
  id?: string;
  site_disclaimer: string | null;
  product_disclaimer: string | null;
  income_disclaimer: string | null;
}

/** The first disclaimer of `{ data: [...] }`, `{ data: {...} }`, a bare list or object (storefronts use the first). */
export function firstDisclaimer(answer: unknown): Disclaimer | null {
  const list = unwrapList<Row>(answer, ['disclaimers', 'footer_disclaimers']);
  if (list.length > 0) return list[0] as Disclaimer;
  if (isRecord(answer) && isRecord(answer.data)) return answer.data as Disclaimer;
  if (isRecord(answer) && ('site_disclaimer' in answer || 'income_disclaimer' in answer)) return answer as Disclaimer;
  return null;
}

export const disclaimersResource: SingletonResourceConfig<Disclaimer> = {
  path: 'footer/disclaimers',
  select: firstDisclaimer,
  emptyWhen: { status404: true, codes: ['DISCLAIMERS_NOT_FOUND'] },
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
