import { Inject, Injectable, Logger } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import type { DomainVerification, Prisma, Tenant } from '@ds/db';
import { certificateIssueJobId, type JobPayloads, type JobResult } from '@ds/jobs';
import { JobHandler, type TypedJob } from '../jobs/job-handler.decorator.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { checkDomain, VERIFIED_MESSAGE, type CheckedRecord, type DomainCheckResult, type ExpectedRecord } from './dns/domain-check.js';
import { DnsLookup } from './dns/dns-lookup.js';
import { nextCheckDelayMs, verificationExpired } from './dns/verify-schedule.js';
import { delayUntil, DomainJobs, DomainRedis } from './domain-infra.js';
import { fixableInDns } from './certificates/acme-problems.js';


type Verification = DomainVerification & { tenant: Tenant };

export interface DnsVerifyOutcome {
  status: DomainVerification['status'];
  outcome: DomainCheckResult['outcome'] | 'stale';
  next_check_at: Date | null;
  message?: string;
}

/**
 * `dns.verify`: checks one tenant's custom domain and writes the result onto its verification row
 * (per-record found/ok, checked_at, next_check_at, message). The schedule lives in that row
 * (`next_check_at`); this job — one per tenant, id `dns-verify-<tenantId>` — re-delays itself to it, and
 * the sweeper re-creates it if Redis loses it.
 *
 * - pending → verified: the tenant's `dns_status` turns verified (the storefront now resolves on the
 *   domain) and a certificate is ordered (`certificate.issue`; the worker has no event bus, so it
 *   enqueues directly).
 * - a definite problem keeps it pending (or misconfigured) with the reason; a failed lookup (SERVFAIL,
 *   timeout) changes nothing but the next check time; after 7 days without success it is `failed`.
 * - verified → routing gone elsewhere: `misconfigured`, and the distributor is emailed.
 */
@Injectable()
export class DnsVerifyHandler {
  private readonly logger = new Logger(DnsVerifyHandler.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly dns: DnsLookup,
    private readonly jobs: DomainJobs,
    private readonly redis: DomainRedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('dns.verify')
  async verify(data: JobPayloads['dns.verify'], job?: TypedJob<'dns.verify'>, token?: string): Promise<JobResult> {
    const outcome = await this.check(data.tenantId);
    if (typeof outcome === 'string') return outcome;
    if (outcome.next_check_at) {
      this.logger.log(`dns.verify ${data.tenantId}: ${outcome.status} (${outcome.outcome}); next check ${outcome.next_check_at.toISOString()}`);
      await delayUntil(job, token, outcome.next_check_at);
    }
    return { ...outcome };
  }

  /** One check of the tenant's domain, written to its verification row. A string when there was nothing to check. */
  async check(tenantId: string, now = new Date()): Promise<DnsVerifyOutcome | string> {
    const v = await this.prisma.client.domainVerification.findUnique({ where: { tenant_id: tenantId }, include: { tenant: true } });
    if (!v) return 'skipped: no verification';
    // The domain changed or went since this verification was written: nothing of it is ours to check.
    if (v.tenant.custom_domain !== v.domain) return 'skipped: domain changed';
    if (v.status === 'failed' && !v.next_check_at) return 'skipped: gave up (Verify now restarts it)';

    const expected = (Array.isArray(v.records) ? (v.records as unknown as ExpectedRecord[]) : []).filter((r) => r.type !== 'CAA');
    const result = await checkDomain(this.dns, v.domain, expected, {
      cnameTarget: this.config.EDGE_CNAME_TARGET,
      ipv4: this.config.EDGE_IPV4,
      caaIdentities: this.config.ACME_CAA_IDENTITIES,
    });
    return this.record(v, result, now);
  }

  private async record(v: Verification, result: DomainCheckResult, now: Date): Promise<DnsVerifyOutcome> {
    const attempts = v.attempts + 1;
    const records = result.records as unknown as Prisma.InputJsonValue;
    const scheduled = (checksDone: number) => new Date(now.getTime() + nextCheckDelayMs(checksDone));
    let data: Prisma.DomainVerificationUpdateManyMutationInput;
    let event: 'verified' | 'misconfigured' | 'recovered' | null = null;

    if (v.status === 'verified') {
      // Ownership was proven once; from now on only routing (and CAA) can take the domain away from us.
      if (result.routingOutcome === 'problem') {
        event = 'misconfigured';
        data = { status: 'misconfigured', records, message: routingMessage(result), attempts: 1, checked_at: now, requested_at: now, next_check_at: scheduled(1) };
      } else {
        // A failed lookup is not evidence of a move: keep serving, look again on the usual schedule.
        const unsure = result.routingOutcome === 'unreachable';
        data = { records, message: unsure ? routingMessage(result) : VERIFIED_MESSAGE, attempts: unsure ? attempts : 0, checked_at: now, next_check_at: unsure ? scheduled(attempts) : null };
      }
    } else if (result.outcome === 'verified' || (v.status === 'misconfigured' && result.routingOutcome === 'verified')) {
      event = v.status === 'misconfigured' ? 'recovered' : 'verified';
      data = { status: 'verified', records, message: result.message, attempts, checked_at: now, next_check_at: null, verified_at: v.verified_at ?? now };
    } else if (result.outcome === 'problem' && verificationExpired(v.requested_at, now)) {
      data = {
        status: 'failed',
        records,
        attempts,
        checked_at: now,
        next_check_at: null,
        message: `We could not verify ${v.domain} within 7 days: ${result.message}. Fix the records, then press Verify now to try again.`,
      };
    } else {
      // Still pending (or misconfigured), or DNS did not answer: try again on schedule.
      data = { records, message: v.status === 'misconfigured' ? routingMessage(result) : result.message, attempts, checked_at: now, next_check_at: scheduled(attempts) };
    }

    const saved = await this.prisma.client.$transaction(async (tx) => {
      // Compare-and-set on updated_at: a domain change or "Verify now" while we were asking DNS wins,
      // and this job simply runs again at once.
      const { count } = await tx.domainVerification.updateMany({ where: { id: v.id, updated_at: v.updated_at }, data: { ...data, updated_at: new Date() } });
      if (!count) return null;
      if (event === 'verified' || event === 'recovered') await tx.tenant.update({ where: { id: v.tenant_id }, data: { dns_status: 'verified' } });
      if (data.status === 'failed' && v.tenant.dns_status === 'verified') await tx.tenant.update({ where: { id: v.tenant_id }, data: { dns_status: 'pending' } });
      // Verified (now or still): make sure a certificate exists or is on its way.
      const routed = event === 'verified' || event === 'recovered' || (v.status === 'verified' && result.routingOutcome === 'verified');
      return { certificateRequested: routed && acmeConfigured(this.config) ? await this.requestCertificate(tx, v.tenant_id, v.domain, now) : false };
    });
    if (!saved) return { status: v.status, outcome: 'stale', next_check_at: now };

    const status = (data.status as DomainVerification['status'] | undefined) ?? v.status;
    if (event === 'verified' || event === 'recovered' || status === 'failed') await this.redis.tenantChanged(v.tenant_id);
    if (saved.certificateRequested) {
      // The worker has no event bus: the "DomainVerified → certificate.issue" step enqueues directly.
      await this.jobs.runNow({ name: 'certificate.issue', data: { tenantId: v.tenant_id }, jobId: certificateIssueJobId(v.tenant_id) });
    }
    if (event === 'misconfigured') {
      await this.jobs.add({
        name: 'mail.domain-notice',
        data: { notice: 'misconfigured', tenantId: v.tenant_id, domain: v.domain, reason: routingMessage(result) },
        jobId: `domain-misconfigured-${v.id}-${now.getTime()}`,
      });
    }
    return { status, outcome: result.outcome, next_check_at: (data.next_check_at as Date | null | undefined) ?? null, message: data.message as string };
  }

  /**
   * A certificate row to work on, unless one is active or on its way (issuing, or failed and waiting for
   * its next attempt) for this domain. After a permanent failure only one fixed in DNS (`fixableInDns`:
   * CAA, records pointing elsewhere) gets a fresh start here; a name the CA refuses by policy stays
   * failed until an admin retries it. True when a row was created.
   */
  private async requestCertificate(tx: Prisma.TransactionClient, tenantId: string, domain: string, now: Date): Promise<boolean> {
    const latest = await tx.certificate.findFirst({ where: { tenant_id: tenantId, domain, status: { not: 'superseded' } }, orderBy: { created_at: 'desc' } });
    if (latest && (latest.status !== 'failed' || latest.next_attempt_at)) return false;
    if (latest && !fixableInDns(latest.last_error)) return false;
    await tx.certificate.create({ data: { tenant_id: tenantId, domain, status: 'issuing', next_attempt_at: now } });
    return true;
  }
}

/** The routing/CAA problems only (a verified domain's TXT record may be gone; that is fine). */
function routingMessage(result: DomainCheckResult): string {
  const problems = result.records.filter((r: CheckedRecord) => r.type !== 'TXT' && r.problem).map((r) => r.problem as string);
  return problems.length ? problems.join('; ') : result.message;
}
