import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../infra/prisma/prisma.service.js';

/** Published content of one tenant. Every query is scoped by `tenantId` first. */
@Injectable()
export class PublicSiteRepository {
  constructor(private readonly prisma: PrismaService) {}

  siteData(tenantId: string) {
    return this.prisma.tenant.findUnique({
      where: { id: tenantId },
      include: {
        homePage: true,
        socialLinks: true,
        sliders: { orderBy: [{ sort_order: 'asc' }, { created_at: 'asc' }] },
        footerDisclaimers: { orderBy: { created_at: 'asc' } },
      },
    });
  }

  activeCategories(tenantId: string) {
    return this.prisma.category.findMany({ where: { tenant_id: tenantId, status: 'active' }, orderBy: [{ sort_order: 'asc' }, { name: 'asc' }] });
  }

  activeProducts(tenantId: string, categorySlug?: string) {
    return this.prisma.product.findMany({
      where: {
        tenant_id: tenantId,
        status: 'active',
        ...(categorySlug ? { category: { slug: categorySlug, status: 'active' } } : {}),
      },
      include: { category: true },
      orderBy: [{ sort_order: 'asc' }, { name: 'asc' }],
    });
  }

  activeProduct(tenantId: string, productId: string) {
    return this.prisma.product.findFirst({ where: { tenant_id: tenantId, id: productId, status: 'active' }, include: { category: true } });
  }

  visibleBlogs(tenantId: string) {
    return this.prisma.blog.findMany({ where: { tenant_id: tenantId, is_visible: true }, orderBy: { created_at: 'desc' } });
  }

  visibleBlog(tenantId: string, blogId: string) {
    return this.prisma.blog.findFirst({
      where: { tenant_id: tenantId, id: blogId, is_visible: true },
      include: { banners: { where: { tenant_id: tenantId }, orderBy: [{ sort_order: 'asc' }, { created_at: 'asc' }] } },
    });
  }

  contactEntries(tenantId: string) {
    return this.prisma.contactUsEntry.findMany({ where: { tenant_id: tenantId }, orderBy: { created_at: 'desc' } });
  }

  opportunityPage(tenantId: string) {
    return this.prisma.opportunityPage.findUnique({ where: { tenant_id: tenantId } });
  }

  joinUsPage(tenantId: string) {
    return this.prisma.joinUsPage.findUnique({ where: { tenant_id: tenantId } });
  }

  joiningLink(tenantId: string) {
    return this.prisma.tenant.findUnique({ where: { id: tenantId }, select: { nht_joining_link: true } });
  }

  /** Platform-wide: the template gallery is the same for everyone. */
  activeTemplates() {
    return this.prisma.template.findMany({ where: { is_active: true }, orderBy: [{ sort_order: 'asc' }, { id: 'asc' }] });
  }
}
