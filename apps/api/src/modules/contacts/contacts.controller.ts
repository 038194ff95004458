import { Body, Controller, Get, Header, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, DistributorOfTenant } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { ContactsService } from './contacts.service.js';
import { ContactsQueryDto } from './dto/contacts-query.dto.js';
import { UpdateContactDto } from './dto/update-contact.dto.js';
import { ContactNoteDto } from './dto/contact-note.dto.js';
import { ContactDetail, ContactExport, ContactsPage } from './contacts.views.js';

const ContactId = () => UuidParam('contactId', 'Contact not found', 'CONTACT_NOT_FOUND');
/** Who wrote a note or changed a status: the distributor's login (an admin acting for them is not a user). */
const authorOf = (principal: Principal): string | null => (principal.role === 'distributor' ? principal.sub : null);

@ApiTags('back office')
@Controller('tenants/:tenantId/contacts')
@DistributorOfTenant()
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get()
  @ApiOperation({ summary: 'Contacts: search, filters, sorting and pages → { contacts, total, page, limit }' })
  @ApiOkResponse({ type: ContactsPage })
  list(@TenantIdParam() tenantId: string, @Query() query: ContactsQueryDto): Promise<ContactsPage> {
    return this.contacts.list(tenantId, query);
  }

  /** Declared before `:contactId`, which does not match it anyway (two segments), for the reader. */
  @Get(':contactId/export')
  @Header('Content-Disposition', 'attachment; filename="contact.json"')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Everything held about the person as one JSON document (the right of access)' })
  @ApiOkResponse({ type: ContactExport })
  export(@TenantIdParam() tenantId: string, @ContactId() contactId: string): Promise<ContactExport> {
    return this.contacts.export(tenantId, contactId);
  }

  @Get(':contactId')
  @ApiOperation({ summary: 'One contact: status, tags, follow-up date, notes, timeline and subscription' })
  @ApiOkResponse({ type: ContactDetail })
  detail(@TenantIdParam() tenantId: string, @ContactId() contactId: string): Promise<ContactDetail> {
    return this.contacts.detail(tenantId, contactId);
  }

  @Patch(':contactId')
  @ApiOperation({ summary: "Change a contact's status, tags, follow-up date, name or phone (only the fields sent)" })
  @ApiOkResponse({ type: ContactDetail })
  update(
    @TenantIdParam() tenantId: string,
    @ContactId() contactId: string,
    @Body() dto: UpdateContactDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContactDetail> {
    return this.contacts.update(tenantId, contactId, dto, authorOf(principal));
  }

  @Post(':contactId/notes')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a timestamped note to a contact' })
  @ApiCreatedResponse({ type: ContactDetail, description: 'The contact, the new note first' })
  addNote(
    @TenantIdParam() tenantId: string,
    @ContactId() contactId: string,
    @Body() dto: ContactNoteDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContactDetail> {
    return this.contacts.addNote(tenantId, contactId, dto.text, authorOf(principal));
  }
}
