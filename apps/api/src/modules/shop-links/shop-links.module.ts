import { Module } from '@nestjs/common';
import { ShopLinkRules } from './shop-link-rules.service.js';
import { ShopLinksController } from './shop-links.controller.js';

/**
 * The company's shop-link rules (Admin → Shop links) and the one resolution of a distributor's outgoing
 * commercial links (`commercial-links.ts`; docs/product.md "Shop links and sales credit").
 */
@Module({
  controllers: [ShopLinksController],
  providers: [ShopLinkRules],
  exports: [ShopLinkRules],
})
export class ShopLinksModule {}
