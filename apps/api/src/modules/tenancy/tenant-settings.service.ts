import { Inject, Injectable } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type Prisma } from '@ds/db';
import { TenantChanges } from '../../infra/cache/tenant-changes.js';
import { Uploads, type UploadedParts } from '../../infra/storage/uploads.service.js';
import { IMAGE } from '../../infra/storage/file-fields.js';
import { withoutKeys } from '../../infra/prisma/prisma-errors.js';
import { normaliseCustomDomain } from '../custom-domains/custom-domain.js';
import { DomainLifecycle } from '../custom-domains/domain-lifecycle.service.js';
import { toSettingsView, type TenantWithVerification } from './settings.view.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { validationFailed } from '../../infra/http/api-error.js';
import { memberIdFits } from '../shop-links/commercial-links.js';
import { ShopLinkRules } from '../shop-links/shop-link-rules.service.js';

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
    private readonly shopLinks: ShopLinkRules,
  ) {}

  async read(tenantId: string): Promise<SettingsView> {
    return this.view(await this.domains.readOrThrow(tenantId));
  }

  /** Settings as the admin's and the distributor's screens show them, with the country's shop-link rules. */
  async viewOf(tenant: TenantWithVerification, acme: boolean): Promise<SettingsView> {
    return toSettingsView(tenant, { acme, shopLinks: await this.shopLinks.forCountry(tenant.country) });
  }

  /** A member ID must fit the country's format (Admin → Shop links), so the shop credits the right person. */
  private async checkMemberId(country: string, memberId: string | null | undefined): Promise<void> {
    if (!memberId) return;
    const rule = await this.shopLinks.forCountry(country);
    if (memberIdFits(memberId, rule)) return;
    const example = rule?.member_id_example ? ` such as ${rule.member_id_example}` : '';
    throw validationFailed(
      { member_id: `This is not a member ID of the ${country} shop: enter yours as the company gave it to you${example}` },
      `Member ID: not in the ${country} format${example}`,
    );
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
    await this.checkMemberId(tenant.country, dto.member_id);
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

    await this.uploads.writeWith(checked, tenantId, (files) =>
      // Several tenants may claim one domain while it is pending: the DNS check decides who owns it.
      this.db.forTenant(tenantId).$transaction(async (tx) => {
        const saved = await tx.tenant.update({ where: { id: tenantId }, data: { ...data, ...files } });
        if (domainChanged) await this.domains.restart(tx, tenantId, domain);
        return saved;
      }),
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

  private view(tenant: TenantWithVerification): Promise<SettingsView> {
    return this.viewOf(tenant, acmeConfigured(this.config));
  }
}
