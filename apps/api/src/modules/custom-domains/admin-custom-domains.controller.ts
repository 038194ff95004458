import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { AdminCustomDomainsService } from './admin-custom-domains.service.js';
import { CustomDomainsQuery } from './dto/custom-domains.query.js';
import { DomainRetryAnswer, FleetDomainsAnswer } from './fleet.views.js';

/**
 * Domain health for admins: every custom domain with its DNS and certificate state, and a retry button. The
 * class keeps its name, like the route: it is the prefix of the contract's operation ids (`AdminDomainsController_list`).
 */
@ApiTags('admin')
@Controller('admin/domains')
@AdminOnly()
export class AdminDomainsController {
  constructor(private readonly domains: AdminCustomDomainsService) {}

  @Get()
  @ApiOperation({ summary: 'Every custom domain: DNS verification and certificate state' })
  // Documented, not annotated: the service still types `records` loosely (JSON from the worker's checks).
  @ApiOkResponse({ type: FleetDomainsAnswer })
  list(@Query() query: CustomDomainsQuery) {
    return this.domains.listAcrossTenants(query);
  }

  @Post(':tenantId/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Re-check DNS now; re-order the certificate now if DNS is verified but none is active' })
  @ApiOkResponse({ type: DomainRetryAnswer })
  async retry(@UuidParam('tenantId', 'Tenant not found', 'TENANT_NOT_FOUND') tenantId: string) {
    return { message: 'Domain check queued', domain: await this.domains.retry(tenantId) };
  }
}
