import { applyDecorators, Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { LiveSite, LiveSiteGuard } from '../tenancy/live-site.guard.js';
import type { ResolvedTenant } from '../tenancy/tenant-resolver.service.js';
import { NewsletterArchiveService } from './newsletter-archive.service.js';
import { NewsletterSummaryView, NewsletterView } from './campaigns.views.js';

const Read = (path: string) => applyDecorators(Get(path), Header('Cache-Control', 'no-cache'));

/** The storefront's /newsletters archive: the distributor's sent campaigns and their web versions (no token). */
@ApiTags('public site')
@ApiHeader({ name: 'X-Tenant-Domain', description: 'The host the visitor is on', required: false })
@ApiNotFoundResponse({ description: 'STORE_NOT_FOUND when the host is not a live store' })
@Controller('site/newsletters')
@UseGuards(LiveSiteGuard)
export class NewsletterArchiveController {
  constructor(private readonly archive: NewsletterArchiveService) {}

  @Read('')
  @ApiOkResponse({ type: NewsletterSummaryView, isArray: true, description: 'Sent campaigns, newest first' })
  list(@LiveSite() tenant: ResolvedTenant): Promise<NewsletterSummaryView[]> {
    return this.archive.list(tenant.id);
  }

  @Read(':campaignId')
  @ApiOkResponse({ type: NewsletterView })
  one(
    @LiveSite() tenant: ResolvedTenant,
    @UuidParam('campaignId', 'Newsletter not found', 'NEWSLETTER_NOT_FOUND') id: string,
  ): Promise<NewsletterView> {
    return this.archive.one(tenant.id, id);
  }
}
