import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns/campaigns.module.js';
import { ContentModule } from '../content/content.module.js';
import { TenancyModule } from '../tenancy/tenancy.module.js';
import { RenderedPageCache } from './rendered-page-cache.js';
import { StorefrontAnswers } from './storefront-answers.service.js';
import { StorefrontPages } from './storefront-pages.service.js';

/** Public storefront pages rendered on the server, with their data, SEO tags and structured data. */
@Module({
  imports: [ContentModule, TenancyModule, CampaignsModule],
  providers: [StorefrontPages, StorefrontAnswers, RenderedPageCache],
  exports: [StorefrontPages],
})
export class StorefrontRenderModule {}
