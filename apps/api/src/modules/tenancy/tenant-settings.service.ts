import { Inject, Injectable } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type Prisma } from '@ds/db';
import { TenantChanges } from '../../infra/cache/tenant-changes.js';
import { Uploads, type UploadedParts } from '../../infra/storage/uploads.service.js';
import { IMAGE } from '../../infra/storage/file-fields.js';
import { withoutKeys } from '../../infra/prisma/prisma-errors.js';
import { normaliseCustomDomain } from '../domains/custom-domain.js';
import { DomainLifecycle } from '../domains/domain-lifecycle.service.js';
import { toSettingsView, type TenantWithVerification } from './settings.view.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';

/** The settings' one file field (also the admin's wizard's). */
export const LOGO_FILES = { site_logo: IMAGE } as const;

type SettingsView = ReturnType<typeof toSettingsView>;

/** Tenant columns only a super-admin sets; saved together with the settings (docs/product.md#data, the admin's variant). */
export type AdminSettingsFields = Partial<Pick<Prisma.TenantUncheckedUpdateInput, 'primary_domain_name' | 'website_link'>>;

/**
 * A distributor's site settings (docs/backoffice-api.md "Settings"; docs/domains.md). Their own domain's claim, verification
 * and "Verify now" belong to the domain's lifecycle (modules/domains), which this calls.
 */
@Injectable()
export class TenantSettingsService {
  constructor(
    private readonly db: Database,
    private readonly domains: DomainLifecycle,
    private readonly uploads: Uploads,
    private readonly changes: TenantChanges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(tenantId: string): Promise<SettingsView> {
    return this.view(await this.domains.readOrThrow(tenantId));
  }

  /**
   * Saves any subset of the settings. A new or changed custom domain gets a fresh verification (token,
   * records, statuses back to pending) and is announced so its DNS gets checked. Nothing is stored
   * (row or file) unless every rule passes.
   */
  async update(tenantId: string, dto: UpdateSettingsDto, parts: UploadedParts): Promise<SettingsView> {
    return this.view(await this.save(tenantId, dto, parts));
  }

  /**
   * `update` for callers with a view of their own: answers the saved tenant, read afresh in one snapshot
   * after the save. `adminFields` come from the admin's setup wizard.
   */
  async save(
    tenantId: string,
    dto: UpdateSettingsDto,
    parts: UploadedParts,
    adminFields: AdminSettingsFields = {},
  ): Promise<TenantWithVerification> {
    const tenant = await this.domains.readOrThrow(tenantId);
    const checked = this.uploads.check(LOGO_FILES, parts, dto, () => tenant.site_logo, false);

    const domain =
      dto.custom_domain === undefined ? tenant.custom_domain : dto.custom_domain === null ? null : normaliseCustomDomain(dto.custom_domain);
    const domainChanged = domain !== tenant.custom_domain;
    await this.domains.assertClaimable(tenantId, domain, dto.domain_type ?? tenant.domain_type, domainChanged);

    const data: Prisma.TenantUncheckedUpdateInput = {
      ...withoutKeys(dto, ['site_logo', 'custom_domain']),
      ...adminFields,
      custom_domain: domain,
    };
    if (domainChanged) Object.assign(data, { dns_status: 'pending', custom_domain_status: 'pending' });
    const logo = checked.files.find((f) => f.field === 'site_logo');
    if (logo && dto.site_logo_name === undefined) data.site_logo_name = logo.originalName.replace(/[^\w .()-]/g, '_').slice(0, 200) || null;
    if (!logo && checked.values.site_logo === null && dto.site_logo_name === undefined) data.site_logo_name = null;

    await this.uploads.writeWith(
      checked,
      (files) =>
        // Several tenants may claim one domain while it is pending: the DNS check decides who owns it.
        this.db.forTenant(tenantId).$transaction(async (tx) => {
          const saved = await tx.tenant.update({ where: { id: tenantId }, data: { ...data, ...files } });
          if (domainChanged) await this.domains.restart(tx, tenantId, domain);
          return saved;
        }),
      [tenant.site_logo],
      (t) => [t.site_logo],
    );

    if (domainChanged && domain) this.domains.requested(tenantId, domain);
    // The old domain's answers (host resolution, hot cache, certificate) go with it.
    await this.changes.tenantChanged(tenantId, domainChanged && tenant.custom_domain ? { hosts: [tenant.custom_domain] } : {});
    return this.domains.readOrThrow(tenantId);
  }

  /** "Refresh DNS": asks for an immediate re-check of the custom domain, then answers the settings. */
  async requestDomainRecheck(tenantId: string): Promise<SettingsView> {
    return this.view(await this.domains.recheck(tenantId));
  }

  private view(tenant: TenantWithVerification): SettingsView {
    return toSettingsView(tenant, { acme: acmeConfigured(this.config) });
  }
}
