import { Inject, Injectable, Logger } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type DomainVerification, type Prisma, type PrismaClient, type Tenant } from '@ds/db';
import { Outbox, type JobPayloads, type JobResult } from '@ds/jobs';
import { JobHandler, type TypedJob } from '../jobs/job-handler.decorator.js';
import { checkDomain, VERIFIED_MESSAGE, type CheckedRecord, type DomainCheckResult, type ExpectedRecord } from './dns/domain-check.js';
import { DnsLookup } from './dns/dns-lookup.js';
import { nextCheckDelayMs, verificationExpired } from './dns/verify-schedule.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { WorkerRedis } from '../infra/redis/worker-redis.js';
import { delayUntil } from '../jobs/delay-until.js';
import { fixableInDns } from './certificates/acme-problems.js';
import { lockDomainClaims, stopOtherClaims, takenMessage, verifiedOwnerElsewhere, type StoppedClaim } from './domain-claims.js';

type Verification = DomainVerification & { tenant: Tenant };

export interface DnsVerifyOutcome {
  status: DomainVerification['status'];
  outcome: DomainCheckResult['outcome'] | 'stale' | 'taken';
  next_check_at: Date | null;
  message?: string;
}

/**
 * `dns.verify`: checks one tenant's custom domain and writes the result onto its verification row
 * (per-record found/ok, checked_at, next_check_at, message). The schedule lives in that row
 * (`next_check_at`); this job — one per tenant (`JOB_ID`) — re-delays itself to it, and the sweeper
 * re-creates it if Redis loses it. The row is read through the tenant's client; saving a result may
 * decide who owns the domain, which spans tenants (`ownership`).
 *
 * - pending → verified: the tenant's `dns_status` turns verified (the storefront now resolves on the
 *   domain) and a certificate is ordered (`certificate.issue`; the worker has no event bus, so it
 *   enqueues directly).
 * - a definite problem keeps it pending (or misconfigured) with the reason; a failed lookup (SERVFAIL,
 *   timeout) changes nothing but the next check time; after 7 days without success it is `failed`.
 * - verified → routing gone elsewhere: `misconfigured`, and the distributor is emailed.
 * - several tenants may claim one domain: the first to verify owns it (decided under a per-domain lock,
 *   backed by a unique index) and every other claim stops as `taken`, its distributor told by inbox
 *   notice and email (`domain-claims.ts`).
 */
@Injectable()
export class DnsVerifyHandler {
  private readonly logger = new Logger(DnsVerifyHandler.name);
  /**
   * At most one tenant owns a domain: deciding it locks the domain, looks at every tenant's claim on it
   * and stops the others, all in one transaction (`domain-claims.ts`).
   */
  private readonly ownership: PrismaClient;

  constructor(
    private readonly db: Database,
    private readonly dns: DnsLookup,
    private readonly jobs: WorkerJobs,
    private readonly redis: WorkerRedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.ownership = db.acrossTenants(
      'domain ownership: one tenant owns a domain; its verification locks the domain and stops rival claims',
    );
  }

  @JobHandler('dns.verify')
  async verify(data: JobPayloads['dns.verify'], job?: TypedJob<'dns.verify'>, token?: string): Promise<JobResult> {
    const outcome = await this.check(data.tenantId);
    if (typeof outcome === 'string') return outcome;
    if (outcome.next_check_at) {
      this.logger.log(
        `dns.verify ${data.tenantId}: ${outcome.status} (${outcome.outcome}); next check ${outcome.next_check_at.toISOString()}`,
      );
      await delayUntil(job, token, outcome.next_check_at);
    }
    return { ...outcome };
  }

  /** One check of the tenant's domain, written to its verification row. A string when there was nothing to check. */
  async check(tenantId: string, now = new Date()): Promise<DnsVerifyOutcome | string> {
    // The tenant's verification (one per tenant).
    const v = await this.db.forTenant(tenantId).domainVerification.findFirst({ include: { tenant: true } });
    if (!v) return 'skipped: no verification';
    // The domain changed or went since this verification was written: nothing of it is ours to check.
    if (v.tenant.custom_domain !== v.domain) return 'skipped: domain changed';
    if (v.status === 'taken') return 'skipped: verified by another site';
    if (v.status === 'failed' && !v.next_check_at) return 'skipped: gave up (Verify now restarts it)';
    // A claim on a domain another site has verified meanwhile: nothing left to check, it stops here.
    if (v.status === 'pending' && (await verifiedOwnerElsewhere(this.ownership, v.domain, v.tenant_id))) return this.stopAsTaken(v, now);

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
        data = {
          status: 'misconfigured',
          records,
          message: routingMessage(result),
          attempts: 1,
          checked_at: now,
          requested_at: now,
          next_check_at: scheduled(1),
        };
      } else {
        // A failed lookup is not evidence of a move: keep serving, look again on the usual schedule.
        const unsure = result.routingOutcome === 'unreachable';
        data = {
          records,
          message: unsure ? routingMessage(result) : VERIFIED_MESSAGE,
          attempts: unsure ? attempts : 0,
          checked_at: now,
          next_check_at: unsure ? scheduled(attempts) : null,
        };
      }
    } else if (result.outcome === 'verified' || (v.status === 'misconfigured' && result.routingOutcome === 'verified')) {
      event = v.status === 'misconfigured' ? 'recovered' : 'verified';
      data = {
        status: 'verified',
        records,
        message: result.message,
        attempts,
        checked_at: now,
        next_check_at: null,
        verified_at: v.verified_at ?? now,
      };
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
      data = {
        records,
        message: v.status === 'misconfigured' ? routingMessage(result) : result.message,
        attempts,
        checked_at: now,
        next_check_at: scheduled(attempts),
      };
    }

    // Across tenants: a verification may settle who owns the domain (the lock, rival claims). The
    // tenant's own writes below name it (`v.tenant_id`), the transaction client not being scoped.
    const saved = await this.ownership.$transaction(async (tx) => {
      if (event === 'verified') {
        // Who owns the domain is decided one claim at a time: a rival verifying it right now waits here,
        // then finds this tenant the owner (and the unique index refuses a second owner regardless).
        await lockDomainClaims(tx, v.domain);
        const owner = await verifiedOwnerElsewhere(tx, v.domain, v.tenant_id);
        if (owner) return { lost: await stopOtherClaims(tx, v.domain, owner.id, now) };
      }
      // Compare-and-set on updated_at: a domain change or "Verify now" while we were asking DNS wins,
      // and this job simply runs again at once.
      const { count } = await tx.domainVerification.updateMany({
        where: { id: v.id, updated_at: v.updated_at },
        data: { ...data, updated_at: new Date() },
      });
      if (!count) return null;
      if (event === 'verified' || event === 'recovered')
        await tx.tenant.update({ where: { id: v.tenant_id }, data: { dns_status: 'verified' } });
      if (data.status === 'failed' && v.tenant.dns_status === 'verified')
        await tx.tenant.update({ where: { id: v.tenant_id }, data: { dns_status: 'pending' } });
      // This tenant now owns the domain: every other claim on it stops.
      const stopped = event === 'verified' ? await stopOtherClaims(tx, v.domain, v.tenant_id, now) : [];
      // Verified (now or still): make sure a certificate exists or is on its way.
      const routed = event === 'verified' || event === 'recovered' || (v.status === 'verified' && result.routingOutcome === 'verified');
      // The distributor's email, owed exactly when this change is saved.
      const notice =
        event === 'misconfigured'
          ? await Outbox.record(tx, {
              name: 'mail.domain-notice',
              data: { notice: 'misconfigured', tenantId: v.tenant_id, domain: v.domain, reason: routingMessage(result) },
              tenantId: v.tenant_id,
            })
          : null;
      return {
        stopped,
        notice,
        certificateRequested: routed && acmeConfigured(this.config) ? await this.requestCertificate(tx, v.tenant_id, v.domain, now) : false,
      };
    });
    if (!saved) return { status: v.status, outcome: 'stale', next_check_at: now };
    if (saved.lost) return this.told(v, saved.lost, now);

    const status = (data.status as DomainVerification['status'] | undefined) ?? v.status;
    // The domain changed hands — this tenant now serves it, or (failed) no longer does: answers cached
    // for the host itself (a miss, the tenant's site) are stale too.
    const changedHands = event === 'verified' || (status === 'failed' && v.tenant.dns_status === 'verified');
    if (changedHands || event === 'recovered' || status === 'failed')
      await this.redis.tenantChanged({ tenantId: v.tenant_id, ...(changedHands ? { hosts: [v.domain] } : {}) });
    if (saved.certificateRequested) {
      // The worker has no event bus: the "DomainVerified → certificate.issue" step enqueues directly.
      await this.jobs.runNow({ name: 'certificate.issue', data: { tenantId: v.tenant_id } });
    }
    if (saved.notice) {
      // Best effort: the outbox sweeper queues the email if Redis does not take it now.
      await this.jobs
        .relay(saved.notice)
        .catch((err: unknown) => this.logger.warn(`domain notice recorded, not queued yet: ${String(err)}`));
    }
    await this.tellStopped(saved.stopped);
    return {
      status,
      outcome: result.outcome,
      next_check_at: (data.next_check_at as Date | null | undefined) ?? null,
      message: data.message as string,
    };
  }

  /** Stops this claim (and any other open one) because another tenant owns the domain. */
  private async stopAsTaken(v: Verification, now: Date): Promise<DnsVerifyOutcome | string> {
    const stopped = await this.ownership.$transaction(async (tx) => {
      await lockDomainClaims(tx, v.domain);
      const owner = await verifiedOwnerElsewhere(tx, v.domain, v.tenant_id);
      return owner ? stopOtherClaims(tx, v.domain, owner.id, now) : null;
    });
    // The owner let go of the domain in the meantime: check this claim as usual next time.
    if (!stopped) return { status: v.status, outcome: 'stale', next_check_at: now };
    return this.told(v, stopped, now);
  }

  /** The outcome of a claim that lost its domain to another tenant, after telling every stopped claim. */
  private async told(v: Verification, stopped: StoppedClaim[], now: Date): Promise<DnsVerifyOutcome> {
    await this.tellStopped(stopped);
    // Stopped here, or already by the owner's own verification (which told this distributor).
    const stoppedHere = stopped.some((claim) => claim.verificationId === v.id);
    const row = stoppedHere
      ? null
      : await this.db.forTenant(v.tenant_id).domainVerification.findUnique({ where: { id: v.id }, select: { status: true, domain: true } });
    if (!stoppedHere && (row?.status !== 'taken' || row.domain !== v.domain)) {
      // It changed meanwhile (a new domain, Verify now): the job looks again at once.
      return { status: v.status, outcome: 'stale', next_check_at: now };
    }
    this.logger.log(`dns.verify ${v.tenant_id}: ${v.domain} is verified by another tenant; claim stopped`);
    return { status: 'taken', outcome: 'taken', next_check_at: null, message: takenMessage(v.domain) };
  }

  /**
   * Queues the email of each claim that stopped (recorded in the outbox with the stop; the sweeper queues
   * what Redis does not take now).
   */
  private async tellStopped(stopped: StoppedClaim[]): Promise<void> {
    for (const { notice } of stopped) {
      if (notice)
        await this.jobs
          .relay(notice)
          .catch((err: unknown) => this.logger.warn(`domain-taken email recorded, not queued yet: ${String(err)}`));
    }
  }

  /**
   * A certificate row to work on, unless one is active or on its way (issuing, or failed and waiting for
   * its next attempt) for this domain. After a permanent failure only one fixed in DNS (`fixableInDns`:
   * CAA, records pointing elsewhere) gets a fresh start here; a name the CA refuses by policy stays
   * failed until an admin retries it. True when a row was created.
   */
  private async requestCertificate(tx: Prisma.TransactionClient, tenantId: string, domain: string, now: Date): Promise<boolean> {
    const latest = await tx.certificate.findFirst({
      where: { tenant_id: tenantId, domain, status: { not: 'superseded' } },
      orderBy: { created_at: 'desc' },
    });
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
