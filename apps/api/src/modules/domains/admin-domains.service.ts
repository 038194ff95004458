import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import type { Certificate, DomainVerification, Prisma, Tenant } from '@ds/db';
import { certificateIssueJobId, JobQueue } from '@ds/jobs';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { badRequest, notFound } from '../../infra/http/api-error.js';
import { toCertificateView, type CertificateView } from './certificate.view.js';
import { DomainRecheckRequested } from './events/domain.events.js';
import type { DomainsQuery } from './dto/domains.query.js';

type FleetTenant = Tenant & { domainVerification: DomainVerification | null; certificates: Certificate[] };

export interface FleetDomain {
  tenant_id: string;
  subdomain: string;
  site_name: string | null;
  domain: string;
  domain_type: string;
  /** The tenant's flags: `dns_status` (storefront resolves on the domain) and `custom_domain_status` (certificate active). */
  dns_status: string;
  custom_domain_status: string;
  /** The verification's status: pending | verified | misconfigured | failed (`none` if it has none). */
  verification_status: string;
  message: string | null;
  checked_at: Date | null;
  next_check_at: Date | null;
  records: unknown[];
  certificate: CertificateView;
}

const FLEET_INCLUDE = {
  domainVerification: true,
  certificates: { where: { status: { not: 'superseded' } }, orderBy: { created_at: 'desc' }, take: 5 },
} satisfies Prisma.TenantInclude;

/** The admins' view of every custom domain, and their retry button. */
@Injectable()
export class AdminDomainsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobQueue,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Crosses tenants: the fleet list is every tenant with a custom domain. */
  async listAcrossTenants(query: DomainsQuery) {
    const search = query.search?.trim();
    const matches = (field: 'custom_domain' | 'subdomain' | 'site_name') => ({ [field]: { contains: search, mode: 'insensitive' as const } });
    const where: Prisma.TenantWhereInput = {
      custom_domain: { not: null },
      ...(search ? { OR: [matches('custom_domain'), matches('subdomain'), matches('site_name')] } : {}),
      ...(query.status ? { domainVerification: { status: query.status } } : {}),
    };
    const page = query.page ?? 1;
    const [rows, total, stats] = await Promise.all([
      this.prisma.tenant.findMany({
        where,
        include: FLEET_INCLUDE,
        orderBy: [{ custom_domain: 'asc' }],
        ...(query.limit ? { skip: (page - 1) * query.limit, take: query.limit } : {}),
      }),
      this.prisma.tenant.count({ where }),
      this.stats(),
    ]);
    return { domains: rows.map((t) => this.toFleetDomain(t)), stats, pagination: { page, limit: query.limit ?? null, total } };
  }

  /**
   * Retry: the DNS check runs now (a verification that gave up starts a fresh 7-day schedule), and when
   * DNS is verified but no certificate is active, the certificate order runs now too (whatever its
   * backoff, even after a refusal — the admin decided to try again).
   */
  async retry(tenantId: string): Promise<FleetDomain> {
    const tenant = await this.prisma.tenant.findUnique({ where: { id: tenantId }, include: FLEET_INCLUDE });
    if (!tenant) throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    if (!tenant.custom_domain || !tenant.domainVerification) throw badRequest('This site has no custom domain', undefined, 'NO_CUSTOM_DOMAIN');
    const now = new Date();
    const restart = tenant.domainVerification.status === 'failed' ? { status: 'pending' as const, attempts: 0, requested_at: now } : {};
    await this.prisma.domainVerification.update({ where: { tenant_id: tenantId }, data: { next_check_at: now, ...restart } });
    this.events.publish(new DomainRecheckRequested(tenantId));

    const view = toCertificateView(tenant, tenant.certificates, acmeConfigured(this.config));
    if (tenant.domainVerification.status === 'verified' && view.status !== 'active' && acmeConfigured(this.config)) {
      await this.requestCertificate(tenantId, tenant.custom_domain, tenant.certificates, now);
      await this.jobs.runNow({ name: 'certificate.issue', data: { tenantId }, jobId: certificateIssueJobId(tenantId) });
    }
    const fresh = await this.prisma.tenant.findUniqueOrThrow({ where: { id: tenantId }, include: FLEET_INCLUDE });
    return this.toFleetDomain(fresh);
  }

  /** Makes the newest unfinished certificate row due now with a fresh backoff, or starts one. */
  private async requestCertificate(tenantId: string, domain: string, certificates: Certificate[], now: Date): Promise<void> {
    const pending = certificates.find((c) => c.domain === domain && (c.status === 'issuing' || c.status === 'failed'));
    if (pending) {
      await this.prisma.certificate.update({ where: { id: pending.id }, data: { next_attempt_at: now, attempts: 0 } });
    } else {
      await this.prisma.certificate.create({ data: { tenant_id: tenantId, domain, status: 'issuing', next_attempt_at: now } });
    }
  }

  private async stats() {
    const [byStatus, active] = await Promise.all([
      this.prisma.domainVerification.groupBy({ by: ['status'], _count: { _all: true } }),
      this.prisma.certificate.count({ where: { status: 'active' } }),
    ]);
    const count = (status: string) => byStatus.find((g) => g.status === status)?._count._all ?? 0;
    return {
      total: byStatus.reduce((sum, g) => sum + g._count._all, 0),
      pending: count('pending'),
      verified: count('verified'),
      misconfigured: count('misconfigured'),
      failed: count('failed'),
      certificates_active: active,
    };
  }

  private toFleetDomain(tenant: FleetTenant): FleetDomain {
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
      records: Array.isArray(v?.records) ? (v.records) : [],
      certificate: toCertificateView(tenant, tenant.certificates, acmeConfigured(this.config)),
    };
  }
}
