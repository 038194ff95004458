import { RequiredText } from '../../../infra/http/form-values.js';

/** `POST /tenants/:tenantId/contacts/:contactId/notes`. */
export class ContactNoteDto {
  @RequiredText('Note', 5000)
  text!: string;
}
