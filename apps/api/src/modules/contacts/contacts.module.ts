import { Module } from '@nestjs/common';
import { ContactsController } from './contacts.controller.js';
import { ContactsService } from './contacts.service.js';
import { ContactImportService } from './import/contact-import.service.js';
import { ContactInvitationsController } from './contact-invitations.controller.js';
import { ContactInvitationsService } from './contact-invitations.service.js';
import { DigestOptOutController } from './digest-opt-out.controller.js';

/** The people each distributor follows up, made from their leads and subscribers (docs/product.md "Contacts"). */
@Module({
  // Invitations first: `contacts/invitations` is theirs, not a contact id.
  controllers: [ContactInvitationsController, ContactsController, DigestOptOutController],
  providers: [ContactsService, ContactImportService, ContactInvitationsService],
})
export class ContactsModule {}
