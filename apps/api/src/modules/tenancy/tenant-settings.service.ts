import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { isUniqueViolation, type Prisma } from '@ds/db';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { SiteCache } from '../../infra/hot-cache/site-cache.js';
import { conflict, notFound, validationFailed } from '../../infra/http/api-error.js';
import { Uploads, type UploadedParts } from '../../infra/storage/uploads.service.js';
import { IMAGE } from '../../infra/storage/file-fields.js';
import { withoutKeys } from '../../infra/prisma/prisma-errors.js';
import { customDomainProblem, normaliseCustomDomain, verificationRecords } from '../domains/custom-domain.js';
import { CustomDomainRequested, DomainRecheckRequested } from '../domains/events/domain.events.js';
import { SETTINGS_INCLUDE, TenantsRepository } from './tenants.repository.js';
import { TenantResolver } from './tenant-resolver.service.js';
import { toSettingsView, type TenantWithVerification } from './settings.view.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';

const LOGO_FILES = { site_logo: IMAGE } as const;

/** Fields whose change alters how (or whether) the tenant's hosts resolve and what the resolver caches. */
const RESOLUTION_FIELDS = ['publish_on_site', 'custom_domain', 'domain_type', 'site_name', 'site_logo'] as const;

type SettingsView = ReturnType<typeof toSettingsView>;

/** Tenant columns only a super-admin sets; saved together with the settings (spec §3 admin variant). */
export type AdminSettingsFields = Partial<Pick<Prisma.TenantUncheckedUpdateInput, 'primary_domain_name' | 'website_link'>>;

/** A distributor's site settings, including their own domain and its verification (design §5/§6). */
@Injectable()
export class TenantSettingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tenants: TenantsRepository,
    private readonly uploads: Uploads,
    private readonly cache: SiteCache,
    private readonly resolver: TenantResolver,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(tenantId: string): Promise<SettingsView> {
    return this.view(await this.load(tenantId));
  }

  /**
   * Saves any subset of the settings. A new or changed custom domain gets a fresh verification (token,
   * records, statuses back to pending) and is announced so its DNS gets checked. Nothing is stored
   * (row or file) unless every rule passes.
   */
  async update(tenantId: string, dto: UpdateSettingsDto, parts: UploadedParts): Promise<SettingsView> {
    return this.view(await this.save(tenantId, dto, parts));
  }

  /** `update` for callers with a view of their own: answers the saved tenant. `adminFields` come from the admin's setup wizard. */
  async save(tenantId: string, dto: UpdateSettingsDto, parts: UploadedParts, adminFields: AdminSettingsFields = {}): Promise<TenantWithVerification> {
    const tenant = await this.load(tenantId);
    const checked = await this.uploads.check(LOGO_FILES, parts, dto, () => tenant.site_logo, false);

    const domain = dto.custom_domain === undefined ? tenant.custom_domain : dto.custom_domain === null ? null : normaliseCustomDomain(dto.custom_domain);
    const domainType = dto.domain_type ?? tenant.domain_type;
    const domainChanged = domain !== tenant.custom_domain;
    await this.assertDomainAllowed(tenantId, domain, domainType, domainChanged);

    const data: Prisma.TenantUncheckedUpdateInput = { ...withoutKeys(dto, ['site_logo', 'custom_domain']), ...adminFields, custom_domain: domain };
    if (domainChanged) Object.assign(data, { dns_status: 'pending', custom_domain_status: 'pending' });
    const logo = checked.files.find((f) => f.field === 'site_logo');
    if (logo && dto.site_logo_name === undefined) data.site_logo_name = logo.originalName.replace(/[^\w .()-]/g, '_').slice(0, 200) || null;
    if (!logo && checked.values.site_logo === null && dto.site_logo_name === undefined) data.site_logo_name = null;

    const saved = await this.uploads.writeWith(
      checked,
      (files) =>
        this.prisma
          .$transaction(async (tx) => {
            await tx.tenant.update({ where: { id: tenantId }, data: { ...data, ...files } });
            if (domainChanged) await this.restartVerification(tx, tenantId, domain);
            return tx.tenant.findUniqueOrThrow({ where: { id: tenantId }, include: SETTINGS_INCLUDE });
          })
          .catch((err: unknown) => {
            // Two tenants racing for one domain: the unique index decides, the loser hears why.
            if (isUniqueViolation(err)) throw domainTaken();
            throw err;
          }),
      [tenant.site_logo],
      (t) => [t.site_logo],
    );

    if (domainChanged && domain) this.events.publish(new CustomDomainRequested(tenantId, domain));
    if (RESOLUTION_FIELDS.some((field) => saved[field] !== tenant[field])) await this.resolver.forgetHostsOf(tenantId);
    await this.cache.invalidate(tenantId);
    return saved;
  }

  /** "Refresh DNS": asks for an immediate re-check of the custom domain, then answers the settings. */
  async requestDomainRecheck(tenantId: string): Promise<SettingsView> {
    let tenant = await this.load(tenantId);
    if (tenant.custom_domain && !tenant.domainVerification) {
      // A domain saved before verification existed (e.g. by an import): start it now.
      await this.prisma.$transaction((tx) => this.restartVerification(tx, tenantId, tenant.custom_domain));
      this.events.publish(new CustomDomainRequested(tenantId, tenant.custom_domain));
      tenant = await this.load(tenantId);
    } else if (tenant.custom_domain && tenant.domainVerification) {
      // Due now; a verification that gave up (7 days) starts a new 7-day schedule from the first minute.
      const restart = tenant.domainVerification.status === 'failed' ? { status: 'pending' as const, attempts: 0, requested_at: new Date() } : {};
      await this.prisma.domainVerification.update({ where: { tenant_id: tenantId }, data: { next_check_at: new Date(), ...restart } });
      this.events.publish(new DomainRecheckRequested(tenantId));
      tenant = await this.load(tenantId);
    }
    return this.view(tenant);
  }

  private view(tenant: TenantWithVerification): SettingsView {
    return toSettingsView(tenant, { acme: acmeConfigured(this.config) });
  }

  private async load(tenantId: string): Promise<TenantWithVerification> {
    const tenant = await this.tenants.findWithVerification(tenantId);
    if (!tenant) throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    return tenant;
  }

  private async assertDomainAllowed(tenantId: string, domain: string | null, domainType: string, changed: boolean): Promise<void> {
    if (domainType === 'custom_domain' && !domain) throw domainRefused('Enter your custom domain to use it for your site');
    if (!domain || !changed) return;
    const problem = customDomainProblem(domain, this.config.BASE_DOMAIN);
    if (problem) throw domainRefused(problem);
    const owner = await this.tenants.findByCustomDomainAcrossTenants(domain);
    if (owner && owner.id !== tenantId) throw domainTaken();
  }

  /** A new token and records, statuses back to pending, checked as soon as the worker can. */
  private async restartVerification(tx: Prisma.TransactionClient, tenantId: string, domain: string | null): Promise<void> {
    if (!domain) {
      await tx.domainVerification.deleteMany({ where: { tenant_id: tenantId } });
      return;
    }
    const token = `ds-verify-${randomBytes(16).toString('hex')}`;
    const records = verificationRecords(domain, token, { cnameTarget: this.config.EDGE_CNAME_TARGET, ipv4: this.config.EDGE_IPV4 });
    const fresh = {
      domain,
      token,
      status: 'pending' as const,
      records: records as unknown as Prisma.InputJsonValue,
      message: null,
      attempts: 0,
      checked_at: null,
      next_check_at: new Date(),
      requested_at: new Date(),
      verified_at: null,
    };
    await tx.domainVerification.upsert({ where: { tenant_id: tenantId }, create: { tenant_id: tenantId, ...fresh }, update: fresh });
  }
}

const domainRefused = (why: string) => validationFailed({ custom_domain: why }, why);

const DOMAIN_TAKEN = 'This domain is already used by another site';
const domainTaken = () => conflict(DOMAIN_TAKEN, { custom_domain: DOMAIN_TAKEN }, 'DOMAIN_TAKEN');
