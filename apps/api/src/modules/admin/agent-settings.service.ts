import { Inject, Injectable } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import type { Tenant } from '@ds/db';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { notFound } from '../../infra/http/api-error.js';
import { SiteCache } from '../content/site-cache.js';
import { TenantsRepository } from '../tenancy/tenants.repository.js';
import { TenantResolver } from '../tenancy/tenant-resolver.service.js';
import { toSettingsView, type TenantWithVerification } from '../tenancy/settings.view.js';
import type { AgentSettingsDto } from './dto/agent-settings.dto.js';

/** A distributor's settings as the admin's website setup wizard reads and writes them. */
@Injectable()
export class AgentSettingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tenants: TenantsRepository,
    private readonly resolver: TenantResolver,
    private readonly siteCache: SiteCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(tenantId: string) {
    const tenant = await this.tenants.findWithVerification(tenantId);
    if (!tenant) throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    return this.view(tenant);
  }

  async update(tenantId: string, dto: AgentSettingsDto) {
    const data = Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as AgentSettingsDto;
    const exists = await this.tenants.findById(tenantId);
    if (!exists) throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    if (Object.keys(data).length) {
      await this.prisma.tenant.update({ where: { id: tenantId }, data });
      // Publish state, site name and contact details show on the storefront: every cache forgets them.
      await this.resolver.forgetHostsOf(tenantId);
      await this.siteCache.invalidate(tenantId);
    }
    return this.read(tenantId);
  }

  private view(tenant: TenantWithVerification) {
    const { settings, verification, certificate } = toSettingsView(tenant, { acme: acmeConfigured(this.config) });
    return {
      settings: {
        ...settings,
        primary_domain_name: tenant.primary_domain_name ?? this.defaultHost(tenant),
        primary_domain_name_is_default: !tenant.primary_domain_name,
        website_link: tenant.website_link,
        subscription_status: tenant.subscription_status,
        plan: tenant.plan,
      },
      verification,
      certificate,
    };
  }

  /** The company default host of a site: its custom domain once that is in use, else its subdomain. */
  private defaultHost(tenant: Tenant): string {
    if (tenant.domain_type === 'custom_domain' && tenant.custom_domain) return tenant.custom_domain;
    return `${tenant.subdomain}.${this.config.BASE_DOMAIN}`;
  }
}
