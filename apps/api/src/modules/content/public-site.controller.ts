import { applyDecorators, Controller, Get, Header, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { HotCacheInterceptor } from '../../infra/hot-cache/hot-cache.interceptor.js';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { LiveSite, LiveSiteGuard } from '../tenancy/live-site.guard.js';
import type { ResolvedTenant } from '../tenancy/tenant-resolver.service.js';
import { PublicSiteService } from './public-site.service.js';
import { PublicCategoryView, PublicProductView } from './views/catalog.views.js';
import { BlogSummaryView, PublicBlogView } from './views/blog.views.js';
import { JoinUsPageAnswer, PageDataAnswer, PublicContactEntryView, SiteDataAnswer } from './views/site.views.js';

/** A storefront read: per-host answers (LiveSiteGuard sets `Vary`), revalidated by ETag on every use. */
const Read = (path: string) => applyDecorators(Get(path), Header('Cache-Control', 'no-cache'));

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
  @ApiOkResponse({ type: SiteDataAnswer })
  data(@LiveSite() tenant: ResolvedTenant): Promise<SiteDataAnswer> {
    return this.site.siteData(tenant.id);
  }

  @Read('categories')
  @ApiOkResponse({ type: PublicCategoryView, isArray: true, description: 'Active categories' })
  categories(@LiveSite() tenant: ResolvedTenant): Promise<PublicCategoryView[]> {
    return this.site.categories(tenant.id);
  }

  @Read('products')
  @ApiQuery({ name: 'category', required: false, description: 'Category slug' })
  @ApiOkResponse({ type: PublicProductView, isArray: true, description: 'Active products' })
  products(@LiveSite() tenant: ResolvedTenant, @Query('category') category?: string): Promise<PublicProductView[]> {
    return this.site.products(tenant.id, typeof category === 'string' && category ? category.toLowerCase() : undefined);
  }

  @Read('products/:id')
  @ApiOkResponse({ type: PublicProductView })
  product(
    @LiveSite() tenant: ResolvedTenant,
    @UuidParam('id', 'Product not found', 'PRODUCT_NOT_FOUND') id: string,
  ): Promise<PublicProductView> {
    return this.site.product(tenant.id, id);
  }

  @Read('blogs')
  @ApiOkResponse({ type: BlogSummaryView, isArray: true, description: 'Visible posts, newest first' })
  blogs(@LiveSite() tenant: ResolvedTenant): Promise<BlogSummaryView[]> {
    return this.site.blogs(tenant.id);
  }

  @Read('blogs/:id')
  @ApiOkResponse({ type: PublicBlogView })
  blog(@LiveSite() tenant: ResolvedTenant, @UuidParam('id', 'Blog post not found', 'BLOG_NOT_FOUND') id: string): Promise<PublicBlogView> {
    return this.site.blog(tenant.id, id);
  }

  @Read('contact-us')
  @ApiOkResponse({ type: PublicContactEntryView, isArray: true, description: 'Newest first; [] when none' })
  contactUs(@LiveSite() tenant: ResolvedTenant): Promise<PublicContactEntryView[]> {
    return this.site.contactEntries(tenant.id);
  }

  @Read('opportunity-page')
  @ApiOkResponse({ type: PageDataAnswer })
  opportunityPage(@LiveSite() tenant: ResolvedTenant): Promise<PageDataAnswer> {
    return this.site.opportunityPage(tenant.id);
  }

  @Read('product-page')
  @ApiOkResponse({ type: PageDataAnswer, description: 'The intro above the catalogue; `data` is {} when nothing was saved' })
  productPage(@LiveSite() tenant: ResolvedTenant): Promise<PageDataAnswer> {
    return this.site.productPage(tenant.id);
  }

  @Read('join-us-page')
  @ApiOkResponse({ type: JoinUsPageAnswer })
  joinUsPage(@LiveSite() tenant: ResolvedTenant): Promise<JoinUsPageAnswer> {
    return this.site.joinUsPage(tenant.id);
  }
}
