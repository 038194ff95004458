import type { ContactUsEntry, Prisma } from '@ds/db';
import { IMAGE } from '../../../infra/storage/file-fields.js';
import { defineResource, tenantTable } from '../crud/resource-definition.js';
import { CreateContactUsDto, UpdateContactUsDto } from '../dto/contact-us.dto.js';
import { ContactUsEntryView } from '../views/site.views.js';

const CONTACTUS_NOT_FOUND = { message: 'No contact-us entries yet', code: 'CONTACTUS_NOT_FOUND' };

/** Contact-us page entries; the id is called `pageId` (docs/product.md#api). None at all answers CONTACTUS_NOT_FOUND. */
export const contactUsResource = defineResource({
  label: 'Contact-us entry',
  path: 'contactus',
  idParam: 'pageId',
  table: (db) =>
    tenantTable<ContactUsEntry, Prisma.ContactUsEntryUncheckedCreateInput, Prisma.ContactUsEntryUncheckedUpdateInput>(db.contactUsEntry),
  orderBy: [{ created_at: 'desc' }],
  createDto: CreateContactUsDto,
  updateDto: UpdateContactUsDto,
  files: { contactus_image: IMAGE },
  toCreate: (fields, { tenantId }) => ({ ...fields, tenant_id: tenantId }),
  toUpdate: (fields) => fields,
  view: ContactUsEntryView,
  toView: (e: ContactUsEntry) => ({
    id: e.id,
    contactus_image: e.contactus_image,
    contactus_text: e.contactus_text,
    created_at: e.created_at,
    updated_at: e.updated_at,
  }),
  notFound: { message: 'Contact-us entry not found', code: CONTACTUS_NOT_FOUND.code },
  emptyList: CONTACTUS_NOT_FOUND,
});
