import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { ContactInvitationsService } from './contact-invitations.service.js';
import { InvitationRequestAnswer, InvitationStatusAnswer } from './contact-invitations.views.js';
import { ContactInvitationsDto } from './dto/contact-invitations.dto.js';

/**
 * Invitations to subscribe for imported contacts (docs/product.md "Contacts"). Registered before the
 * contacts controller, so `invitations` is never taken for a contact id.
 */
@ApiTags('back office')
@Controller('tenants/:tenantId/contacts/invitations')
@DistributorOfTenant()
export class ContactInvitationsController {
  constructor(private readonly invitations: ContactInvitationsService) {}

  @Get()
  @ApiOperation({ summary: 'Invitations to subscribe: how many were queued, sent, confirmed, and the hourly allowance left' })
  @ApiOkResponse({ type: InvitationStatusAnswer })
  status(@TenantIdParam() tenantId: string): Promise<InvitationStatusAnswer> {
    return this.invitations.status(tenantId);
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({
    summary: 'What inviting these contacts would do: how many would be invited, and why the others would not (nothing is sent)',
  })
  @ApiOkResponse({ type: InvitationRequestAnswer })
  preview(@TenantIdParam() tenantId: string, @Body() dto: ContactInvitationsDto): Promise<InvitationRequestAnswer> {
    return this.invitations.preview(tenantId, dto);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Invite contacts to subscribe (double opt-in), once per address ever: not those who ever unsubscribed, bounced or complained, ' +
      'are subscribed or pending, or are suppressed; at most CONTACT_INVITATIONS_PER_HOUR (200) an hour; 409 while sending is paused',
  })
  @ApiOkResponse({ type: InvitationRequestAnswer })
  invite(@TenantIdParam() tenantId: string, @Body() dto: ContactInvitationsDto): Promise<InvitationRequestAnswer> {
    return this.invitations.invite(tenantId, dto);
  }
}
