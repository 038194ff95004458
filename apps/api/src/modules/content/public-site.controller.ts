import { applyDecorators, Controller, Get, Header, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { HotCacheInterceptor } from '../../infra/hot-cache/hot-cache.interceptor.js';
import { ApiHeader, ApiNotFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { LiveSite, LiveSiteGuard } from '../tenancy/live-site.guard.js';
import type { ResolvedTenant } from '../tenancy/tenant-resolver.service.js';
import { PublicSiteService } from './public-site.service.js';

/** A storefront read: per-host answers, revalidated by ETag on every use. */
const Read = (path: string) => applyDecorators(Get(path), Header('Cache-Control', 'no-cache'), Header('Vary', 'X-Tenant-Domain, Host'));

/**
 * Storefront reads (no token). The tenant comes from the visitor's host (X-Tenant-Domain); answers may
 * be cached by browsers briefly and are always revalidated against their ETag.
 */
@ApiTags('public site')
@ApiHeader({ name: 'X-Tenant-Domain', description: 'The host the visitor is on', required: false })
@ApiNotFoundResponse({ description: 'STORE_NOT_FOUND when the host is not a live store' })
@Controller('site')
@UseGuards(LiveSiteGuard)
export class PublicSiteController {
  constructor(private readonly site: PublicSiteService) {}

  @Read('data')
  @UseInterceptors(HotCacheInterceptor)
  data(@LiveSite() tenant: ResolvedTenant) {
    return this.site.siteData(tenant.id);
  }

  @Read('categories')
  categories(@LiveSite() tenant: ResolvedTenant) {
    return this.site.categories(tenant.id);
  }

  @Read('products')
  @ApiQuery({ name: 'category', required: false, description: 'Category slug' })
  products(@LiveSite() tenant: ResolvedTenant, @Query('category') category?: string) {
    return this.site.products(tenant.id, typeof category === 'string' && category ? category.toLowerCase() : undefined);
  }

  @Read('products/:id')
  product(@LiveSite() tenant: ResolvedTenant, @UuidParam('id', 'Product not found', 'PRODUCT_NOT_FOUND') id: string) {
    return this.site.product(tenant.id, id);
  }

  @Read('blogs')
  blogs(@LiveSite() tenant: ResolvedTenant) {
    return this.site.blogs(tenant.id);
  }

  @Read('blogs/:id')
  blog(@LiveSite() tenant: ResolvedTenant, @UuidParam('id', 'Blog post not found', 'BLOG_NOT_FOUND') id: string) {
    return this.site.blog(tenant.id, id);
  }

  @Read('contact-us')
  contactUs(@LiveSite() tenant: ResolvedTenant) {
    return this.site.contactEntries(tenant.id);
  }

  @Read('opportunity-page')
  opportunityPage(@LiveSite() tenant: ResolvedTenant) {
    return this.site.opportunityPage(tenant.id);
  }

  @Read('join-us-page')
  joinUsPage(@LiveSite() tenant: ResolvedTenant) {
    return this.site.joinUsPage(tenant.id);
  }
}
