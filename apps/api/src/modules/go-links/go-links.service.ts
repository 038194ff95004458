import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { isUuid } from '@ds/shared';
import { resolveCommercialLink, type LinkKind } from '../shop-links/commercial-links.js';
import { ShopLinkRules } from '../shop-links/shop-link-rules.service.js';
import { TenantResolver } from '../tenancy/tenant-resolver.service.js';

/** Where a `/go/` link sends the visitor, and what the click is counted as. */
export interface GoTarget {
  tenantId: string;
  productId: string | null;
  /** An absolute URL on an allowed host, or a path of the storefront itself (the safe default). */
  location: string;
}

/**
 * The first-party click links of every storefront host (docs/product.md "Shop links and sales credit"):
 * `/go/buy/{productId}` and `/go/join` resolve the distributor's link (`resolveCommercialLink`) on the host
 * they were asked on. No part of the request names the destination, so there is nothing to redirect
 * elsewhere: the target is one the company's rules allow, or a page of the site itself.
 */
@Injectable()
export class GoLinks {
  constructor(
    private readonly db: Database,
    private readonly resolver: TenantResolver,
    private readonly rules: ShopLinkRules,
  ) {}

  /** Null: the host is no live storefront, or the product is not one of its active products. */
  async target(host: string, kind: Exclude<LinkKind, 'shop'>, productId: string | null): Promise<GoTarget | null> {
    const site = await this.resolver.resolve(host);
    if (!site) return null;
    if (kind === 'buy' && !isUuid(productId)) return null;
    const db = this.db.forTenant(site.id);
    const [owner, product] = await Promise.all([
      db.tenant.findFirst({ select: { country: true, member_id: true, nht_store_link: true, nht_joining_link: true } }),
      kind === 'buy'
        ? db.product.findFirst({
            where: { id: productId!, status: 'active' },
            select: { id: true, catalog_sku: true, buy_link: true, category: { select: { slug: true } } },
          })
        : null,
    ]);
    if (!owner || (kind === 'buy' && !product)) return null;
    const resolved = resolveCommercialLink(kind, owner, await this.rules.forCountry(owner.country), product);
    const safeDefault =
      kind === 'buy' ? `/products/${encodeURIComponent(product!.category?.slug?.trim() || 'all')}/${product!.id}` : '/join-us';
    return { tenantId: site.id, productId: product?.id ?? null, location: resolved?.url ?? safeDefault };
  }
}
