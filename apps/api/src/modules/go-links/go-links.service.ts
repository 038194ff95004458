import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Database } from '@ds/db';
import type { TenantChange } from '@ds/jobs';
import { isUuid } from '@ds/shared';
import { TenantChanges, type TenantCache } from '../../infra/cache/tenant-changes.js';
import { resolveCommercialLink, type LinkKind } from '../shop-links/commercial-links.js';
import { ShopLinkRules } from '../shop-links/shop-link-rules.service.js';
import { TenantResolver } from '../tenancy/tenant-resolver.service.js';

const TARGET_TTL_MS = 30_000;
const MAX_TARGETS = 10_000;

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
export class GoLinks implements TenantCache {
  /**
   * Resolved targets per tenant, kind and product, for TARGET_TTL_MS: a click costs no query while its
   * site and the rules stay the same. A change to the site (settings, products: "tenant changed") drops its
   * entries at once on every instance; a change to the rules shows within the TTL (as ShopLinkRules' own).
   */
  private readonly targets = new LRUCache<string, { target: GoTarget | null; tenantId: string }>({ max: MAX_TARGETS, ttl: TARGET_TTL_MS });

  constructor(
    private readonly db: Database,
    private readonly resolver: TenantResolver,
    private readonly rules: ShopLinkRules,
    changes: TenantChanges,
  ) {
    changes.register(this);
  }

  forgetTenant({ tenantId }: TenantChange): void {
    for (const [key, entry] of this.targets.entries()) if (entry.tenantId === tenantId) this.targets.delete(key);
  }

  forgetEverything(): void {
    this.targets.clear();
  }

  /** Null: the host is no live storefront, or the product is not one of its active products. */
  async target(host: string, kind: Exclude<LinkKind, 'shop'>, productId: string | null): Promise<GoTarget | null> {
    const site = await this.resolver.resolve(host);
    if (!site) return null;
    if (kind === 'buy' && !isUuid(productId)) return null;
    const key = `${site.id}:${kind}:${kind === 'buy' ? productId!.toLowerCase() : ''}`;
    const cached = this.targets.get(key);
    if (cached) return cached.target;
    const target = await this.resolve(site.id, kind, productId);
    this.targets.set(key, { target, tenantId: site.id });
    return target;
  }

  private async resolve(tenantId: string, kind: Exclude<LinkKind, 'shop'>, productId: string | null): Promise<GoTarget | null> {
    const site = { id: tenantId };
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
