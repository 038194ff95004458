import { Inject, Injectable, Logger } from '@nestjs/common';
import { acmeConfigured, APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type Certificate } from '@ds/db';
import { Outbox, type JobPayloads, type JobResult } from '@ds/jobs';
import { JobHandler, type TypedJob } from '../../jobs/job-handler.decorator.js';
import { WorkerJobs } from '../../jobs/worker-jobs.js';
import { WorkerRedis } from '../../infra/redis/worker-redis.js';
import { delayUntil } from '../../jobs/delay-until.js';
import { AcmeIssuer, OrderDeferred } from './acme-issuer.js';
import { classifyAcmeFailure, dnsNotVerifiedMessage, issueRetryDelayMs } from './acme-problems.js';

/** What a run did; `retry_at` set means the job waits (re-delayed) for another attempt. */
export interface IssueOutcome {
  result: 'active' | 'failed' | 'retrying' | 'deferred' | 'skipped';
  certificate_id?: string;
  reason?: string;
  retry_at?: Date;
}

const LIVE_TITLE = 'Your website is live on your own domain';

/**
 * `certificate.issue`: obtains the certificate of a tenant's verified custom domain (first issue and
 * renewals alike — the work item is the newest `issuing`/`failed` row with a `next_attempt_at`). One job
 * per tenant (`certificate-issue-<tenantId>`), re-delayed between attempts; the schedule lives on the row.
 * Backoff 1 min, 10 min, 100 min, then daily; a CA refusal (rejectedIdentifier, CAA, policy) stops at once.
 * On success the row turns `active`, older certificates of the tenant `superseded`, the tenant's
 * `custom_domain_status` verified; a first certificate also tells the distributor (email + inbox).
 * Everything goes through the tenant's client: a job names one tenant and touches nothing else.
 */
@Injectable()
export class CertificateIssueHandler {
  private readonly logger = new Logger(CertificateIssueHandler.name);

  constructor(
    private readonly db: Database,
    private readonly issuer: AcmeIssuer,
    private readonly jobs: WorkerJobs,
    private readonly redis: WorkerRedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('certificate.issue')
  async issue(data: JobPayloads['certificate.issue'], job?: TypedJob<'certificate.issue'>, token?: string): Promise<JobResult> {
    const outcome = await this.attempt(data.tenantId);
    if (outcome.retry_at) await delayUntil(job, token, outcome.retry_at);
    return { ...outcome };
  }

  async attempt(tenantId: string, now = new Date()): Promise<IssueOutcome> {
    if (!acmeConfigured(this.config)) return { result: 'skipped', reason: 'ACME is not configured' };
    const db = this.db.forTenant(tenantId);
    // The tenant itself: its client finds no other.
    const tenant = await db.tenant.findFirst({ include: { domainVerification: true } });
    const domain = tenant?.custom_domain;
    const row = domain
      ? await db.certificate.findFirst({
          where: { domain, status: { in: ['issuing', 'failed'] }, next_attempt_at: { not: null } },
          orderBy: { created_at: 'desc' },
        })
      : null;
    if (!tenant || !domain || !row) return { result: 'skipped', reason: 'nothing to issue' };
    if (tenant.domainVerification?.domain !== domain || tenant.domainVerification.status !== 'verified') {
      await db.certificate.update({
        where: { id: row.id },
        data: { status: 'failed', next_attempt_at: null, last_error: dnsNotVerifiedMessage(domain) },
      });
      return { result: 'skipped', certificate_id: row.id, reason: 'DNS not verified' };
    }
    if (row.next_attempt_at && row.next_attempt_at.getTime() > now.getTime() + 1_000)
      return { result: 'deferred', certificate_id: row.id, retry_at: row.next_attempt_at };

    // Claim the row (compare-and-set): a second copy of this job, however it came about, stands down.
    const claimed = await db.certificate.updateMany({
      where: { id: row.id, updated_at: row.updated_at },
      data: { status: 'issuing', updated_at: new Date() },
    });
    if (!claimed.count) return { result: 'skipped', certificate_id: row.id, reason: 'claimed by another run' };

    try {
      const issued = await this.issuer.obtain(row);
      return await this.activate(row, issued, now);
    } catch (err) {
      return this.failed(row, err, now);
    }
  }

  private async activate(row: Certificate, issued: { certPem: string; notBefore: Date; notAfter: Date }, now: Date): Promise<IssueOutcome> {
    const notice = await this.db.forTenant(row.tenant_id).$transaction(async (tx) => {
      // Ever had a certificate for this domain? Then this is a renewal: no news for the distributor.
      const previous = await tx.certificate.count({ where: { domain: row.domain, id: { not: row.id }, cert_pem: { not: null } } });
      // The tenant's other certificates (the one renewed, a stray duplicate order) make way for this one.
      await tx.certificate.updateMany({
        where: { status: { in: ['active', 'issuing', 'failed'] }, id: { not: row.id } },
        data: { status: 'superseded', next_attempt_at: null },
      });
      await tx.certificate.update({
        where: { id: row.id },
        data: {
          status: 'active',
          cert_pem: issued.certPem,
          not_before: issued.notBefore,
          not_after: issued.notAfter,
          attempts: { increment: 1 },
          last_error: null,
          next_attempt_at: null,
        },
      });
      // The tenant itself (its client's only one).
      await tx.tenant.updateMany({ data: { custom_domain_status: 'verified' } });
      if (previous) return null;
      // The inbox notice and the email, in the same transaction as the activation they announce: owed exactly once.
      const domainUrl = `https://${row.domain}/`;
      await tx.notification.create({
        data: {
          title: LIVE_TITLE,
          message: `${row.domain} is verified and secured with HTTPS. Your website is now live at ${domainUrl}`,
          tenant_id: row.tenant_id,
          fanout_completed_at: now,
          recipients: { create: { tenant_id: row.tenant_id } },
        },
      });
      return Outbox.record(tx, {
        name: 'mail.domain-notice',
        data: { notice: 'live', tenantId: row.tenant_id, domain: row.domain },
        dedupeKey: `domain-live:${row.id}`,
        tenantId: row.tenant_id,
      });
    });
    // One announcement: the tenant's answers, and the domain's cached TLS context on every API instance.
    await this.redis.tenantChanged({ tenantId: row.tenant_id, hosts: [row.domain] });
    // Best effort: the outbox sweeper queues the email if Redis does not take it now.
    if (notice)
      await this.jobs.relay(notice).catch((err: unknown) => this.logger.warn(`domain-live email recorded, not queued yet: ${String(err)}`));
    this.logger.log(`certificate for ${row.domain} active until ${issued.notAfter.toISOString()}`);
    return { result: 'active', certificate_id: row.id };
  }

  private async failed(row: Certificate, err: unknown, now: Date): Promise<IssueOutcome> {
    if (err instanceof OrderDeferred) {
      await this.db
        .forTenant(row.tenant_id)
        .certificate.update({ where: { id: row.id }, data: { last_error: err.message, next_attempt_at: err.retryAt } });
      return { result: 'deferred', certificate_id: row.id, reason: err.message, retry_at: err.retryAt };
    }
    const verdict = classifyAcmeFailure(err, row.domain);
    const attempts = row.attempts + 1;
    const retryAt = verdict.unrecoverable
      ? null
      : new Date(now.getTime() + Math.max(issueRetryDelayMs(attempts), verdict.retryAfterMs ?? 0));
    await this.db.forTenant(row.tenant_id).certificate.update({
      where: { id: row.id },
      data: { status: 'failed', attempts, last_error: verdict.message, next_attempt_at: retryAt },
    });
    this.logger.warn(
      `certificate for ${row.domain}: attempt ${attempts} failed${verdict.unrecoverable ? ' for good' : ''}: ${verdict.message}`,
    );
    return retryAt
      ? { result: 'retrying', certificate_id: row.id, reason: verdict.message, retry_at: retryAt }
      : { result: 'failed', certificate_id: row.id, reason: verdict.message };
  }
}
