import { Inject, Injectable } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { storefrontHost } from '@ds/shared';
import type { Tenant } from '@ds/db';
import type { UploadedParts } from '../../infra/storage/uploads.service.js';
import { withoutKeys } from '../../infra/prisma/prisma-errors.js';
import { DomainLifecycle } from '../custom-domains/domain-lifecycle.service.js';
import { TenantSettingsService } from '../tenancy/tenant-settings.service.js';
import type { TenantWithVerification } from '../tenancy/settings.view.js';
import { ADMIN_ONLY_FIELDS, type AgentSettingsDto } from './dto/agent-settings.dto.js';

/** A distributor's settings as the admin's website setup wizard reads and writes them. */
@Injectable()
export class AgentSettingsService {
  constructor(
    private readonly domains: DomainLifecycle,
    private readonly tenantSettings: TenantSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One snapshot: the tenant, its verification and certificates (see `DomainLifecycle.read`). */
  async read(tenantId: string) {
    return this.view(await this.domains.readOrThrow(tenantId));
  }

  /**
   * The distributor's own settings rules apply unchanged (logo upload, custom domain verification, cache
   * invalidation); the admin-only fields are written in the same transaction, so a refusal saves nothing.
   */
  async update(tenantId: string, dto: AgentSettingsDto, parts: UploadedParts) {
    const { primary_domain_name, website_link } = dto;
    return this.view(
      await this.tenantSettings.save(tenantId, withoutKeys(dto, ADMIN_ONLY_FIELDS), parts, { primary_domain_name, website_link }),
    );
  }

  private async view(tenant: TenantWithVerification) {
    const { settings, verification, certificate } = await this.tenantSettings.viewOf(tenant, acmeConfigured(this.config));
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

  /**
   * The company default host of a site: its custom domain once that is live (verified, certificate
   * active) and chosen, else its subdomain — never a domain that does not serve the site yet.
   */
  private defaultHost(tenant: Tenant): string {
    const chosen = tenant.domain_type === 'custom_domain' ? tenant : { ...tenant, custom_domain: null };
    return storefrontHost(chosen, this.config.BASE_DOMAIN);
  }
}
