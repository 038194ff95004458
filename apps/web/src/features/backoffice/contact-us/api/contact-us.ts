import type { ListResourceConfig } from '@/features/backoffice/api/tenant-resource';
import type { Row } from '@/lib/records';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, urlValue, type FormValues } from '@/features/backoffice/lib/form-values';

/** Spec §3 Contact-us entry. */
export interface ContactUsEntry extends Row {
  id: string;
  contactus_image: string | null;
  contactus_text: string | null;
  created_at: string | null;
}

export const normalizeContactUs = (row: Row): ContactUsEntry => ({
  ...row,
  id: String(row.id),
  contactus_image: urlValue(row.contactus_image),
  contactus_text: typeof row.contactus_text === 'string' ? row.contactus_text : null,
  created_at: typeof row.created_at === 'string' ? row.created_at : null,
});

/** Spec §4/§8: CONTACTUS_NOT_FOUND means "no entries yet". */
export const contactUsResource: ListResourceConfig<ContactUsEntry> = {
  path: 'contactus',
  listKeys: ['contactus', 'contactUs'],
  emptyWhen: { codes: ['CONTACTUS_NOT_FOUND'] },
  normalize: normalizeContactUs,
};

export const CONTACT_US_FIELDS: readonly FieldDef[] = [
  { name: 'contactus_image', label: 'Contact image', kind: 'image' },
  { name: 'contactus_text', label: 'Contact text', kind: 'textarea', minRows: 6, maxLength: 20_000, required: true },
];

export const contactUsValues = (entry: ContactUsEntry | null): FormValues => ({
  contactus_image: entry?.contactus_image ?? null,
  contactus_text: textValue(entry?.contactus_text),
});
