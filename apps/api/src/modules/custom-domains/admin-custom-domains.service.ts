import { Inject, Injectable } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type Prisma } from '@ds/db';
import { containsText } from '../../infra/prisma/text-search.js';
import { toCertificateView, type CertificateView } from './certificate.view.js';
import { DOMAIN_STATE_INCLUDE, DomainLifecycle, type TenantDomainState } from './domain-lifecycle.service.js';
import type { CustomDomainsQuery } from './dto/custom-domains.query.js';

export interface FleetDomain {
  tenant_id: string;
  subdomain: string;
  site_name: string | null;
  domain: string;
  domain_type: string;
  /** The tenant's flags: `dns_status` (storefront resolves on the domain) and `custom_domain_status` (certificate active). */
  dns_status: string;
  custom_domain_status: string;
  /** The verification's status: pending | verified | misconfigured | failed | taken (`none` if it has none). */
  verification_status: string;
  message: string | null;
  checked_at: Date | null;
  next_check_at: Date | null;
  records: unknown[];
  certificate: CertificateView;
}

/** The admins' view of every custom domain, and their retry button (the domain's lifecycle does the work). */
@Injectable()
export class AdminCustomDomainsService {
  constructor(
    private readonly db: Database,
    private readonly lifecycle: DomainLifecycle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The page, its total and the fleet's figures come from one snapshot, so they always agree. */
  async listAcrossTenants(query: CustomDomainsQuery) {
    const search = query.search?.trim();
    const matches = (term: string, field: 'custom_domain' | 'subdomain' | 'site_name') => ({ [field]: containsText(term) });
    const where: Prisma.TenantWhereInput = {
      custom_domain: { not: null },
      ...(search ? { OR: [matches(search, 'custom_domain'), matches(search, 'subdomain'), matches(search, 'site_name')] } : {}),
      ...(query.status ? { domainVerification: { status: query.status } } : {}),
    };
    const page = query.page ?? 1;
    const [rows, total, stats] = await this.db
      .acrossTenants("admins' fleet list: every tenant's custom domain, with fleet-wide stats")
      .$transaction(
        async (tx) =>
          [
            await tx.tenant.findMany({
              where,
              include: DOMAIN_STATE_INCLUDE,
              orderBy: [{ custom_domain: 'asc' }],
              ...(query.limit ? { skip: (page - 1) * query.limit, take: query.limit } : {}),
            }),
            await tx.tenant.count({ where }),
            await this.stats(tx),
          ] as const,
        { isolationLevel: 'RepeatableRead' },
      );
    return { domains: rows.map((t) => this.toFleetDomain(t)), stats, pagination: { page, limit: query.limit ?? null, total } };
  }

  /** See `DomainLifecycle.retry`; answers the domain as the fleet list shows it. */
  async retry(tenantId: string): Promise<FleetDomain> {
    return this.toFleetDomain(await this.lifecycle.retry(tenantId));
  }

  private async stats(tx: Prisma.TransactionClient) {
    const [byStatus, active] = [
      await tx.domainVerification.groupBy({ by: ['status'], _count: { _all: true } }),
      await tx.certificate.count({ where: { status: 'active' } }),
    ];
    const count = (status: string) => byStatus.find((g) => g.status === status)?._count._all ?? 0;
    return {
      total: byStatus.reduce((sum, g) => sum + g._count._all, 0),
      pending: count('pending'),
      verified: count('verified'),
      misconfigured: count('misconfigured'),
      failed: count('failed'),
      taken: count('taken'),
      certificates_active: active,
    };
  }

  private toFleetDomain(tenant: TenantDomainState): FleetDomain {
    const v = tenant.domainVerification && tenant.domainVerification.domain === tenant.custom_domain ? tenant.domainVerification : null;
    return {
      tenant_id: tenant.id,
      subdomain: tenant.subdomain,
      site_name: tenant.site_name,
      domain: tenant.custom_domain ?? '',
      domain_type: tenant.domain_type,
      dns_status: tenant.dns_status,
      custom_domain_status: tenant.custom_domain_status,
      verification_status: v?.status ?? 'none',
      message: v?.message ?? null,
      checked_at: v?.checked_at ?? null,
      next_check_at: v?.next_check_at ?? null,
      records: Array.isArray(v?.records) ? v.records : [],
      certificate: toCertificateView(tenant, tenant.certificates, acmeConfigured(this.config)),
    };
  }
}
