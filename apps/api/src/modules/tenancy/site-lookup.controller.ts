import { Controller, Get, Header } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RequestHost } from '../../infra/http/request-host.decorator.js';
import { notFound } from '../../infra/http/api-error.js';
import { TenantResolver } from './tenant-resolver.service.js';
import { SiteByDomainAnswer } from './site-lookup.view.js';

@ApiTags('public site')
@Controller('site')
export class SiteLookupController {
  constructor(private readonly resolver: TenantResolver) {}

  @Get('by-domain')
  @Header('Cache-Control', 'no-cache')
  @ApiHeader({ name: 'X-Tenant-Domain', description: 'The host the visitor is on', required: false })
  @ApiOkResponse({ type: SiteByDomainAnswer })
  @ApiNotFoundResponse({ description: 'STORE_NOT_FOUND' })
  async byDomain(@RequestHost() host: string): Promise<SiteByDomainAnswer> {
    const tenant = await this.resolver.resolve(host);
    if (!tenant) throw notFound('Store not found', 'STORE_NOT_FOUND');
    // What the answer documents, not whatever else the resolver keeps for the host.
    return { tenant: { id: tenant.id, template_id: tenant.template_id, site_name: tenant.site_name } };
  }
}
