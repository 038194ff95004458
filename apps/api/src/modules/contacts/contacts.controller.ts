import { Body, Controller, Delete, Get, Header, HttpCode, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, DistributorOfTenant } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { ContactsService } from './contacts.service.js';
import { ContactsQueryDto } from './dto/contacts-query.dto.js';
import { UpdateContactDto } from './dto/update-contact.dto.js';
import { ContactNoteDto } from './dto/contact-note.dto.js';
import { ContactDetail, ContactErasure, ContactExport, ContactsPage, ErasureView } from './contacts.views.js';
import { ContactImportMapping, ContactImportPreview, ContactImportReport } from './dto/contact-import.dto.js';
import { ContactImportService } from './import/contact-import.service.js';
import { consumeCsvUpload } from './import/csv-upload.js';

const CsvFileBody = () =>
  ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'A CSV (UTF-8; "," ";" or tab separated; a header row)' } },
    },
  });

const ContactId = () => UuidParam('contactId', 'Contact not found', 'CONTACT_NOT_FOUND');
/** Who wrote a note or changed a status: the distributor's login (an admin acting for them is not a user). */
const authorOf = (principal: Principal): string | null => (principal.role === 'distributor' ? principal.sub : null);

@ApiTags('back office')
@Controller('tenants/:tenantId/contacts')
@DistributorOfTenant()
export class ContactsController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly imports: ContactImportService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Contacts: search, filters, sorting and pages → { contacts, total, page, limit }' })
  @ApiOkResponse({ type: ContactsPage })
  list(@TenantIdParam() tenantId: string, @Query() query: ContactsQueryDto): Promise<ContactsPage> {
    return this.contacts.list(tenantId, query);
  }

  @Post('import/preview')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @CsvFileBody()
  @ApiOperation({ summary: 'Import, step 1: the columns, the first rows and a suggested mapping of a CSV (nothing is written)' })
  @ApiOkResponse({ type: ContactImportPreview })
  preview(
    @TenantIdParam() _tenantId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactImportPreview> {
    return consumeCsvUpload(req, res, (file) => this.imports.preview(file));
  }

  @Post('import')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @CsvFileBody()
  @ApiOperation({
    summary: 'Import, step 2: the CSV with the mapping (query) merged into the contacts; the report with per-row errors',
  })
  @ApiOkResponse({ type: ContactImportReport })
  import(
    @TenantIdParam() tenantId: string,
    @Query() mapping: ContactImportMapping,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactImportReport> {
    return consumeCsvUpload(req, res, (file) => this.imports.import(tenantId, file, mapping));
  }

  @Get('erasures')
  @ApiOperation({ summary: 'The people erased: who asked, when and how many rows changed (nothing about the person), newest first' })
  @ApiOkResponse({ type: ErasureView, isArray: true })
  erasures(@TenantIdParam() tenantId: string): Promise<ErasureView[]> {
    return this.contacts.erasures(tenantId);
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

  @Delete(':contactId')
  @ApiOperation({
    summary:
      'Erase the person (the right to erasure): their leads, subscription, contact, notes and invitation are deleted, their ' +
      'campaign and sequence rows anonymised, their address kept only as a one-way hash on the suppression list (docs/privacy.md)',
  })
  @ApiOkResponse({ type: ContactErasure })
  erase(
    @TenantIdParam() tenantId: string,
    @ContactId() contactId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContactErasure> {
    return this.contacts.erase(tenantId, contactId, principal.sub);
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
