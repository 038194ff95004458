import { Module } from '@nestjs/common';
import { ContactsController } from './contacts.controller.js';
import { ContactsService } from './contacts.service.js';
import { ContactImportService } from './import/contact-import.service.js';

/** The people each distributor follows up, made from their leads and subscribers (docs/product.md "Contacts"). */
@Module({
  controllers: [ContactsController],
  providers: [ContactsService, ContactImportService],
})
export class ContactsModule {}
