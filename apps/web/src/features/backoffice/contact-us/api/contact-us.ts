import { emptyWhenNotFound, formBody, type ListResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';

/** A contact-us entry (docs/product.md#data); its id is called `pageId` in the API paths. */
export type ContactUsEntry = Schema<'ContactUsEntryView'>;

/** docs/product.md#states: CONTACTUS_NOT_FOUND means "no entries yet". */
export const contactUsResource: ListResourceConfig<ContactUsEntry> = {
  key: 'contactus',
  list: (tenantId, signal) =>
    emptyWhenNotFound(typedApi.get('/tenants/{tenantId}/contactus', { path: { tenantId }, signal }), 'CONTACTUS_NOT_FOUND', []),
  create: (tenantId, body) => typedApi.post('/tenants/{tenantId}/contactus', { path: { tenantId }, body: formBody(body) }),
  update: (tenantId, pageId, body) =>
    typedApi.put('/tenants/{tenantId}/contactus/{pageId}', { path: { tenantId, pageId }, body: formBody(body) }),
  remove: (tenantId, pageId) => typedApi.delete('/tenants/{tenantId}/contactus/{pageId}', { path: { tenantId, pageId } }),
};

export const CONTACT_US_FIELDS: readonly FieldDef[] = [
  { name: 'contactus_image', label: 'Contact image', kind: 'image' },
  { name: 'contactus_text', label: 'Contact text', kind: 'textarea', minRows: 6, maxLength: 20_000, required: true },
];

export const contactUsValues = (entry: ContactUsEntry | null): FormValues => ({
  contactus_image: entry?.contactus_image ?? null,
  contactus_text: textValue(entry?.contactus_text),
});
