import { Inject, Injectable, Logger } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import type { JobResult } from '@ds/jobs';
import { JobHandler } from '../../jobs/job-handler.decorator.js';
import { DnsVerifyHandler } from '../dns-verify.handler.js';
import { WorkerJobs } from '../../jobs/worker-jobs.js';

/** Certificates looked at per run; the next run (hours later) takes the rest. */
const BATCH = 500;
/** Verified domains get their DNS looked at again at least this often. */
const RECHECK_AFTER_MS = 24 * 3600_000;

/**
 * `certificate.renew`, a repeatable job (one BullMQ job scheduler, so one run per schedule however many
 * workers there are; CERTIFICATE_RENEW_CRON). For every active certificate with CERTIFICATE_RENEW_REMAINING
 * (default a third) or less of its lifetime left, it first
 * re-checks the domain's DNS: still pointing at us → a renewal row is queued (`certificate.issue`; the
 * old certificate keeps being served until the new one is active, through any number of retries);
 * moved away → the verification turns `misconfigured` and the distributor is emailed (by the DNS check).
 * It also asks for a DNS re-check of every verified domain not checked for a day.
 */
@Injectable()
export class CertificateRenewHandler {
  private readonly logger = new Logger(CertificateRenewHandler.name);
  private readonly fleet: PrismaClient;

  constructor(
    private readonly db: Database,
    private readonly dnsVerify: DnsVerifyHandler,
    private readonly jobs: WorkerJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.fleet = db.acrossTenants(
      'certificate renewal: a fleet-wide sweep of certificates near expiry and verified domains due a re-check',
    );
  }

  @JobHandler('certificate.renew')
  async renew(_data: Record<string, never> = {}, _job?: unknown, _token?: string, now = new Date()): Promise<JobResult> {
    const renewing: string[] = [];
    const misconfigured: string[] = [];
    if (acmeConfigured(this.config)) {
      for (const cert of await this.dueForRenewal(now)) {
        const outcome = await this.dnsVerify.check(cert.tenant_id, now);
        if (typeof outcome === 'string' || outcome.status !== 'verified') {
          misconfigured.push(cert.domain);
          continue;
        }
        if (outcome.outcome === 'unreachable') continue; // DNS did not answer; the next run tries again
        await this.db
          .forTenant(cert.tenant_id)
          .certificate.create({ data: { tenant_id: cert.tenant_id, domain: cert.domain, status: 'issuing', next_attempt_at: now } });
        await this.jobs.runNow({ name: 'certificate.issue', data: { tenantId: cert.tenant_id } });
        renewing.push(cert.domain);
      }
    }
    const rechecks = await this.requestStaleRechecks(now);
    if (renewing.length || misconfigured.length)
      this.logger.log(`renewing ${renewing.length} certificate(s); ${misconfigured.length} domain(s) no longer point to us`);
    return { renewing: renewing.length, misconfigured, rechecks };
  }

  /**
   * Active certificates of a tenant's current domain whose remaining lifetime is CERTIFICATE_RENEW_REMAINING or less, and no
   * renewal already under way.
   */
  private dueForRenewal(now: Date) {
    return this.fleet.$queryRaw<{ id: string; tenant_id: string; domain: string }[]>`
      SELECT c.id::text AS id, c.tenant_id::text AS tenant_id, c.domain
      FROM certificates c
      JOIN tenants t ON t.id = c.tenant_id AND t.custom_domain = c.domain
      WHERE c.status = 'active'
        AND c.not_after - (c.not_after - c.not_before) * ${this.config.CERTIFICATE_RENEW_REMAINING}::float8 <= ${now}
        AND NOT EXISTS (
          SELECT 1 FROM certificates n
          WHERE n.tenant_id = c.tenant_id AND n.domain = c.domain AND n.id <> c.id
            AND (n.status = 'issuing' OR (n.status = 'failed' AND n.next_attempt_at IS NOT NULL))
        )
      ORDER BY c.not_after
      LIMIT ${BATCH}`;
  }

  /** Verified domains not checked for a day get a `dns.verify` now (spread over the workers). */
  private async requestStaleRechecks(now: Date): Promise<number> {
    const stale = await this.fleet.domainVerification.findMany({
      where: {
        status: 'verified',
        next_check_at: null,
        OR: [{ checked_at: null }, { checked_at: { lt: new Date(now.getTime() - RECHECK_AFTER_MS) } }],
      },
      select: { tenant_id: true },
      take: 5 * BATCH,
    });
    for (const { tenant_id } of stale) {
      // The tenant's one verification row.
      await this.db.forTenant(tenant_id).domainVerification.updateMany({ data: { next_check_at: now } });
      await this.jobs.runNow({ name: 'dns.verify', data: { tenantId: tenant_id } });
    }
    return stale.length;
  }
}
