import { Module } from '@nestjs/common';
import { ShopLinksModule } from '../shop-links/shop-links.module.js';
import { TenancyModule } from '../tenancy/tenancy.module.js';
import { PublicSiteController } from './public-site.controller.js';
import { TemplatesController } from './templates.controller.js';
import { PublicSiteService } from './public-site.service.js';
import { PublicSiteRepository } from './public-site.repository.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';
import { createTenantCrudController, type TenantCrud } from './crud/tenant-crud.controller.js';
import { createTenantSingletonController } from './crud/tenant-singleton.controller.js';
import { productsResource } from './resources/products.resource.js';
import { categoriesResource } from './resources/categories.resource.js';
import { slidersResource } from './resources/sliders.resource.js';
import { blogBannersResource, blogsResource } from './resources/blogs.resource.js';
import { contactUsResource } from './resources/contact-us.resource.js';
import { footerDisclaimersResource } from './resources/footer-disclaimers.resource.js';
import {
  homePageResource,
  joinUsPageResource,
  opportunityPageResource,
  productPageResource,
  socialLinksResource,
  subscriberMessageResource,
  leadMessageResource,
} from './resources/pages.resource.js';

/** The back-office editors: every tenant content resource, through one generic mechanism each for lists and singletons. */
const editors: TenantCrud[] = [
  createTenantCrudController(productsResource),
  createTenantCrudController(categoriesResource),
  createTenantCrudController(slidersResource),
  createTenantCrudController(blogsResource),
  createTenantCrudController(blogBannersResource),
  createTenantCrudController(contactUsResource),
  createTenantCrudController(footerDisclaimersResource),
  createTenantSingletonController(homePageResource),
  createTenantSingletonController(opportunityPageResource),
  createTenantSingletonController(productPageResource),
  createTenantSingletonController(joinUsPageResource),
  createTenantSingletonController(socialLinksResource),
  createTenantSingletonController(subscriberMessageResource),
  createTenantSingletonController(leadMessageResource),
];

/** Site content: what storefronts show (public reads) and the back-office editors that change it. */
@Module({
  imports: [TenancyModule, ShopLinksModule],
  controllers: [PublicSiteController, TemplatesController, SeoController, ...editors.map((e) => e.controller)],
  providers: [PublicSiteService, PublicSiteRepository, SeoService, ...editors.map((e) => e.provider)],
  exports: [PublicSiteService, SeoService],
})
export class ContentModule {}
