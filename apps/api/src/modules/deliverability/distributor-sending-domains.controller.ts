import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { DistributorSendingDomainsService } from './distributor-sending-domains.service.js';
import { SendingDomainsQuery } from './dto/sending-domains.query.js';
import { DistributorSendingDomainsAnswer } from './sending-domains.views.js';

/** Admins: every distributor's own sending domain and its status (docs/deliverability.md §9). */
@ApiTags('admin')
@Controller('admin/deliverability/sending-domains')
@AdminOnly()
export class DistributorSendingDomainsController {
  constructor(private readonly sendingDomains: DistributorSendingDomainsService) {}

  @Get()
  @ApiOperation({ summary: "Distributors' own sending domains: From address, status and last check, with counts by status" })
  @ApiOkResponse({ type: DistributorSendingDomainsAnswer })
  @ApiBadRequestResponse({ type: ErrorAnswer, description: 'VALIDATION_FAILED: details names the bad status, page, limit or search' })
  list(@Query() query: SendingDomainsQuery): Promise<DistributorSendingDomainsAnswer> {
    return this.sendingDomains.list(query);
  }
}
