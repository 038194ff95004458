import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { SendingDomainDto } from './dto/sending-domain.dto.js';
import { SendingDomainService } from './sending-domain.service.js';
import { SendingDomainAnswer } from './sending-domain.views.js';

/** Back office: campaigns sent From the distributor's own domain (docs/deliverability.md). */
@ApiTags('back office')
@Controller('tenants/:tenantId/sending-domain')
@DistributorOfTenant()
export class SendingDomainController {
  constructor(private readonly sendingDomains: SendingDomainService) {}

  @Get()
  @ApiOperation({ summary: 'The sending domain, its DNS records with what the last check found, and who campaigns are from now' })
  @ApiOkResponse({ type: SendingDomainAnswer })
  read(@TenantIdParam() tenantId: string): Promise<SendingDomainAnswer> {
    return this.sendingDomains.read(tenantId);
  }

  @Put()
  @ApiOperation({
    summary:
      'Send campaigns from <local_part>@<your domain> once its records verify (needs a verified custom domain); changes the address when set up',
  })
  @ApiOkResponse({ type: SendingDomainAnswer })
  @ApiBadRequestResponse({ type: ErrorAnswer, description: 'VALIDATION_FAILED: details.local_part' })
  @ApiConflictResponse({ type: ErrorAnswer, description: 'CUSTOM_DOMAIN_REQUIRED: the site has no verified custom domain' })
  enable(@TenantIdParam() tenantId: string, @Body() dto: SendingDomainDto): Promise<SendingDomainAnswer> {
    return this.sendingDomains.enable(tenantId, dto.local_part);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify now: check the records at once (a failed verification starts again)' })
  @ApiOkResponse({ type: SendingDomainAnswer })
  @ApiNotFoundResponse({ type: ErrorAnswer, description: 'SENDING_DOMAIN_NOT_FOUND' })
  verify(@TenantIdParam() tenantId: string): Promise<SendingDomainAnswer> {
    return this.sendingDomains.recheck(tenantId);
  }

  @Delete()
  @ApiOperation({ summary: "Stop sending from your domain: campaigns go back to the platform's address; the key is deleted" })
  @ApiOkResponse({ type: SendingDomainAnswer })
  disable(@TenantIdParam() tenantId: string): Promise<SendingDomainAnswer> {
    return this.sendingDomains.disable(tenantId);
  }
}
