import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { AdminSendingDomainsService } from './admin-sending-domains.service.js';
import { AdminSendingDomainsQuery } from './dto/admin-sending-domains.query.js';
import { DistributorSendingDomainsAnswer } from './admin-sending-domains.views.js';

/**
 * Admins: every distributor's own sending domain and its status (docs/deliverability.md §9). The class keeps its
 * name: it is the prefix of the contract's operation id (`DistributorSendingDomainsController_list`).
 */
@ApiTags('admin')
@Controller('admin/deliverability/sending-domains')
@AdminOnly()
export class DistributorSendingDomainsController {
  constructor(private readonly sendingDomains: AdminSendingDomainsService) {}

  @Get()
  @ApiOperation({ summary: "Distributors' own sending domains: From address, status and last check, with counts by status" })
  @ApiOkResponse({ type: DistributorSendingDomainsAnswer })
  @ApiBadRequestResponse({ type: ErrorAnswer, description: 'VALIDATION_FAILED: details names the bad status, page, limit or search' })
  list(@Query() query: AdminSendingDomainsQuery): Promise<DistributorSendingDomainsAnswer> {
    return this.sendingDomains.list(query);
  }
}
