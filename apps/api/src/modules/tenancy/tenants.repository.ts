import { Injectable } from '@nestjs/common';
import type { Prisma, Tenant } from '@ds/db';
import { PrismaService } from '../../infra/prisma/prisma.service.js';

/** What the settings answer needs besides the tenant: its verification and its current certificates. */
export const SETTINGS_INCLUDE = {
  domainVerification: true,
  certificates: { where: { status: { not: 'superseded' } }, orderBy: { created_at: 'desc' }, take: 5 },
} satisfies Prisma.TenantInclude;

@Injectable()
export class TenantsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(tenantId: string): Promise<Tenant | null> {
    return this.prisma.tenant.findUnique({ where: { id: tenantId } });
  }

  findWithVerification(tenantId: string) {
    return this.prisma.tenant.findUnique({ where: { id: tenantId }, include: SETTINGS_INCLUDE });
  }

  /** Crosses tenants: host resolution happens before any tenant is known. */
  findBySubdomainAcrossTenants(subdomain: string): Promise<Tenant | null> {
    return this.prisma.tenant.findUnique({ where: { subdomain } });
  }

  /** Crosses tenants: host resolution of a custom domain. */
  findByCustomDomainAcrossTenants(domain: string): Promise<Tenant | null> {
    return this.prisma.tenant.findUnique({ where: { custom_domain: domain } });
  }

  async subdomainTakenAcrossTenants(subdomain: string): Promise<boolean> {
    return (await this.prisma.tenant.count({ where: { subdomain } })) > 0;
  }
}
