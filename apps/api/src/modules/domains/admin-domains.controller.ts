import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { AdminDomainsService } from './admin-domains.service.js';
import { DomainsQuery } from './dto/domains.query.js';
import { DomainRetryAnswer, FleetDomainsAnswer } from './fleet.views.js';

/** Domain health for admins: every custom domain with its DNS and certificate state, and a retry button. */
@ApiTags('admin')
@Controller('admin/domains')
@AdminOnly()
export class AdminDomainsController {
  constructor(private readonly domains: AdminDomainsService) {}

  @Get()
  @ApiOperation({ summary: 'Every custom domain: DNS verification and certificate state' })
  // Documented, not annotated: the service still types `records` loosely (JSON from the worker's checks).
  @ApiOkResponse({ type: FleetDomainsAnswer })
  list(@Query() query: DomainsQuery) {
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
