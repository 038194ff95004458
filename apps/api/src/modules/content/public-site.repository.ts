import { Injectable } from '@nestjs/common';
import { Database, type TenantClient } from '@ds/db';

/** Published content of one tenant, read through its tenant-bound client (`Database.forTenant`). */
@Injectable()
export class PublicSiteRepository {
  constructor(private readonly db: Database) {}

  private of(tenantId: string): TenantClient {
    return this.db.forTenant(tenantId);
  }

  siteData(tenantId: string) {
    return this.of(tenantId).tenant.findFirst({
      include: {
        homePage: true,
        socialLinks: true,
        sliders: { orderBy: [{ sort_order: 'asc' }, { created_at: 'asc' }] },
        footerDisclaimers: { orderBy: { created_at: 'asc' } },
      },
    });
  }

  activeCategories(tenantId: string) {
    return this.of(tenantId).category.findMany({ where: { status: 'active' }, orderBy: [{ sort_order: 'asc' }, { name: 'asc' }] });
  }

  activeProducts(tenantId: string, categorySlug?: string) {
    return this.of(tenantId).product.findMany({
      where: { status: 'active', ...(categorySlug ? { category: { slug: categorySlug, status: 'active' } } : {}) },
      include: { category: true },
      orderBy: [{ sort_order: 'asc' }, { name: 'asc' }],
    });
  }

  activeProduct(tenantId: string, productId: string) {
    return this.of(tenantId).product.findFirst({ where: { id: productId, status: 'active' }, include: { category: true } });
  }

  visibleBlogs(tenantId: string) {
    return this.of(tenantId).blog.findMany({ where: { is_visible: true }, orderBy: { created_at: 'desc' } });
  }

  visibleBlog(tenantId: string, blogId: string) {
    // A post's banners are its tenant's (the relation ties them to the post).
    return this.of(tenantId).blog.findFirst({
      where: { id: blogId, is_visible: true },
      include: { banners: { orderBy: [{ sort_order: 'asc' }, { created_at: 'asc' }] } },
    });
  }

  contactEntries(tenantId: string) {
    return this.of(tenantId).contactUsEntry.findMany({ orderBy: { created_at: 'desc' } });
  }

  opportunityPage(tenantId: string) {
    return this.of(tenantId).opportunityPage.findFirst();
  }

  productPage(tenantId: string) {
    return this.of(tenantId).productPage.findFirst();
  }

  /** The page and the tenant's joining link, in one read. */
  joinUsPage(tenantId: string) {
    return this.of(tenantId).tenant.findFirst({ select: { nht_joining_link: true, joinUsPage: true } });
  }

  /** Platform-wide: the template gallery is the same for everyone. */
  activeTemplates() {
    return this.db.platform.template.findMany({ where: { is_active: true }, orderBy: [{ sort_order: 'asc' }, { id: 'asc' }] });
  }
}
