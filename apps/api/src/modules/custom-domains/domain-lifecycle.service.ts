import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type Certificate, type DomainVerification, type Prisma, type TenantTransaction } from '@ds/db';
import { JobQueue } from '@ds/jobs';
import { badRequest, notFound, validationFailed } from '../../infra/http/api-error.js';
import { toCertificateView } from './certificate.view.js';
import { customDomainProblem, verificationRecords } from './custom-domain.js';
import { domainTaken, ownedByAnotherTenant, recheckUpdate } from './domain-claims.js';
import { CustomDomainRequested, DomainRecheckRequested } from './events/domain.events.js';

/** What every view of a custom domain needs besides the tenant: its verification and its current certificates. */
export const DOMAIN_STATE_INCLUDE = {
  domainVerification: true,
  certificates: { where: { status: { not: 'superseded' } }, orderBy: { created_at: 'desc' }, take: 5 },
} satisfies Prisma.TenantInclude;

/** A tenant with the state of its custom domain, read in one snapshot. */
export type TenantDomainState = Prisma.TenantGetPayload<{ include: typeof DOMAIN_STATE_INCLUDE }>;

const domainRefused = (why: string) => validationFailed({ custom_domain: why }, why);

/**
 * The life of a tenant's custom domain on the API side (docs/domains.md): the claim (request), its fresh
 * verification (restart), "Verify now" (recheck), the admins' retry, and the one consistent read every
 * view of it is built from. Tenancy's settings and the admins' fleet view call this; the worker does
 * the DNS checks and certificates themselves.
 */
@Injectable()
export class DomainLifecycle {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The tenant with its verification and certificates, or null. Prisma reads an include with several
   * queries, so they share one snapshot: otherwise a certificate activated between them showed as
   * `active` beside a `custom_domain_status` still `pending`, a state the database never had.
   */
  read(tenantId: string): Promise<TenantDomainState | null> {
    return this.db
      .forTenant(tenantId)
      .$transaction((tx) => tx.tenant.findFirst({ include: DOMAIN_STATE_INCLUDE }), { isolationLevel: 'RepeatableRead' });
  }

  /** `read`, or 404 TENANT_NOT_FOUND. */
  async readOrThrow(tenantId: string): Promise<TenantDomainState> {
    const tenant = await this.read(tenantId);
    if (!tenant) throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    return tenant;
  }

  /**
   * The claim's rules, checked before anything is saved: a custom-domain site needs a domain; a new one
   * must be a public name outside the platform's, and not verified by another tenant (pending claims of
   * others do not block it: the DNS check decides who owns it).
   */
  async assertClaimable(tenantId: string, domain: string | null, domainType: string, changed: boolean): Promise<void> {
    if (domainType === 'custom_domain' && !domain) throw domainRefused('Enter your custom domain to use it for your site');
    if (!domain || !changed) return;
    const problem = customDomainProblem(domain, this.config.BASE_DOMAIN);
    if (problem) throw domainRefused(problem);
    if (await ownedByAnotherTenant(this.db.acrossTenants('a claim is refused when another tenant owns the domain'), domain, tenantId))
      throw domainTaken();
  }

  /**
   * Inside the caller's transaction (the one saving the tenant's new domain): a new token and records,
   * statuses back to pending, checked as soon as the worker can; no domain, no verification. Call
   * `requested` once it has committed.
   */
  async restart(tx: TenantTransaction, tenantId: string, domain: string | null): Promise<void> {
    if (!domain) {
      await tx.domainVerification.deleteMany();
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
    // A tenant has at most one verification: its tenant_id is the row's unique key.
    await tx.domainVerification.upsert({ where: { tenant_id: tenantId }, create: { tenant_id: tenantId, ...fresh }, update: fresh });
  }

  /** After the claim committed: its DNS check runs now (event → `dns.verify`, or the worker's sweeper). */
  requested(tenantId: string, domain: string): void {
    this.events.publish(new CustomDomainRequested(tenantId, domain));
  }

  /**
   * "Verify now" (back office): the custom domain is checked now. A domain saved before verification
   * existed (e.g. by an import) starts one; a claim that stopped (gave up after 7 days, or lost to a site
   * that has since let the domain go) starts a new 7-day schedule. Still owned elsewhere: 409.
   */
  async recheck(tenantId: string): Promise<TenantDomainState> {
    const tenant = await this.readOrThrow(tenantId);
    const domain = tenant.custom_domain;
    if (!domain) return tenant;
    if (!tenant.domainVerification) {
      await this.db.forTenant(tenantId).$transaction((tx) => this.restart(tx, tenantId, domain));
      this.requested(tenantId, domain);
    } else {
      await this.makeDue(tenant.domainVerification, new Date());
    }
    return this.readOrThrow(tenantId);
  }

  /**
   * The admins' retry: the DNS check runs now (as `recheck`), and when DNS is verified but no certificate
   * is active, the certificate order runs now too (whatever its backoff, even after a refusal — the
   * admin decided to try again).
   */
  async retry(tenantId: string): Promise<TenantDomainState> {
    const tenant = await this.readOrThrow(tenantId);
    if (!tenant.custom_domain || !tenant.domainVerification)
      throw badRequest('This site has no custom domain', undefined, 'NO_CUSTOM_DOMAIN');
    const now = new Date();
    await this.makeDue(tenant.domainVerification, now);

    const acme = acmeConfigured(this.config);
    const certificate = toCertificateView(tenant, tenant.certificates, acme);
    if (tenant.domainVerification.status === 'verified' && certificate.status !== 'active' && acme) {
      await this.requestCertificate(tenantId, tenant.custom_domain, tenant.certificates, now);
      await this.jobs.runNow({ name: 'certificate.issue', data: { tenantId } });
    }
    return this.readOrThrow(tenantId);
  }

  /** The verification is due now (see `recheckUpdate` for stopped claims), and its check is asked for. */
  private async makeDue(verification: DomainVerification, now: Date): Promise<void> {
    const data = await recheckUpdate(
      this.db.acrossTenants('a stopped claim restarts only when no other tenant owns the domain'),
      verification,
      now,
    );
    await this.db.forTenant(verification.tenant_id).domainVerification.update({ where: { id: verification.id }, data });
    this.events.publish(new DomainRecheckRequested(verification.tenant_id));
  }

  /** Makes the newest unfinished certificate row due now with a fresh backoff, or starts one. */
  private async requestCertificate(tenantId: string, domain: string, certificates: Certificate[], now: Date): Promise<void> {
    const certificate = this.db.forTenant(tenantId).certificate;
    const pending = certificates.find((c) => c.domain === domain && (c.status === 'issuing' || c.status === 'failed'));
    if (pending) await certificate.update({ where: { id: pending.id }, data: { next_attempt_at: now, attempts: 0 } });
    else await certificate.create({ data: { tenant_id: tenantId, domain, status: 'issuing', next_attempt_at: now } });
  }
}
