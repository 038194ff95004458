import { Injectable, Logger } from '@nestjs/common';
import type { DistributorSendingRecord } from '@ds/mail-identity';
import { Database, type Prisma, type SendingDomain } from '@ds/db';
import { Outbox, type JobPayloads, type JobResult } from '@ds/jobs';
import { JobHandler, type TypedJob } from '../jobs/job-handler.decorator.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { delayUntil } from '../jobs/delay-until.js';
import { DnsLookup } from '../custom-domains/dns/dns-lookup.js';
import { nextCheckDelayMs, verificationExpired } from '../custom-domains/dns/verify-schedule.js';
import { checkSendingDomain, type SendingDomainCheck } from './sending-domain-check.js';

/** A verified sending domain is looked at again once a day, so a record taken down is noticed. */
export const SENDING_RECHECK_MS = 24 * 3600_000;

export interface SendingVerifyOutcome {
  status: SendingDomain['status'];
  outcome: SendingDomainCheck['outcome'] | 'stale';
  next_check_at: Date | null;
  message?: string;
}

/**
 * `sending-domain.verify`: checks a tenant's own sending domain (docs/deliverability.md "A distributor's
 * own sending domain") with the custom domains' state machine and schedule (`verify-schedule.ts`):
 *
 * - pending → verified once the DKIM and SPF records are right; campaigns then go out From the domain.
 * - still wrong: pending, checked again on the schedule; 7 days without success → failed (Verify now restarts).
 * - DNS gave no answer: nothing changes but the next check time (never a failure).
 * - verified, looked at daily; a required record gone or changed → misconfigured (campaigns go back to
 *   the platform's From at once) and the distributor is emailed, once, in the transaction that records
 *   it; put back → verified; still wrong 7 days later → failed.
 *
 * One job per tenant (`JOB_ID`) that re-delays itself to `next_check_at`; the schedule lives in the row
 * and `SendingDomainsSweeper` re-queues what is due if Redis lost it.
 */
@Injectable()
export class SendingDomainVerifyHandler {
  private readonly logger = new Logger(SendingDomainVerifyHandler.name);

  constructor(
    private readonly db: Database,
    private readonly dns: DnsLookup,
    private readonly jobs: WorkerJobs,
  ) {}

  @JobHandler('sending-domain.verify')
  async verify(data: JobPayloads['sending-domain.verify'], job?: TypedJob<'sending-domain.verify'>, token?: string): Promise<JobResult> {
    const outcome = await this.check(data.tenantId);
    if (typeof outcome === 'string') return outcome;
    if (outcome.next_check_at) {
      this.logger.log(
        `sending-domain.verify ${data.tenantId}: ${outcome.status} (${outcome.outcome}); next check ${outcome.next_check_at.toISOString()}`,
      );
      await delayUntil(job, token, outcome.next_check_at);
    }
    return { ...outcome };
  }

  /**
   * One check of the tenant's sending domain, written to its row. `now` is the check's clock (tests move it).
   * A string when there was nothing to check.
   */
  async check(tenantId: string, now = new Date()): Promise<SendingVerifyOutcome | string> {
    const db = this.db.forTenant(tenantId);
    const row = await db.sendingDomain.findFirst();
    if (!row) return 'skipped: no sending domain';
    if (row.status === 'failed' && !row.next_check_at) return 'skipped: gave up (Verify now restarts it)';
    const stored = Array.isArray(row.records) ? (row.records as unknown as DistributorSendingRecord[]) : [];
    // What was asked for, without the last check's findings.
    const expected = stored.map(({ kind, type, name, value, required }) => ({ kind, type, name, value, required }));
    const result = await checkSendingDomain(this.dns, expected);

    const { data, drift } = transition(row, result, now);
    const saved = await db.$transaction(async (tx) => {
      // Compare-and-set on updated_at: an opt-out, a new address or "Verify now" while DNS was asked wins,
      // and this job runs again at once.
      const { count } = await tx.sendingDomain.updateMany({
        where: { id: row.id, updated_at: row.updated_at },
        data: { ...data, updated_at: new Date() },
      });
      if (!count) return null;
      // The distributor's email, owed exactly when the verified → misconfigured change is saved.
      const notice = drift
        ? await Outbox.record(tx, {
            name: 'mail.sending-domain-notice',
            data: { tenantId, domain: row.domain, reason: result.message },
            tenantId,
          })
        : null;
      return { notice };
    });
    if (!saved) return { status: row.status, outcome: 'stale', next_check_at: now };
    if (saved.notice) {
      // Best effort: the outbox sweeper queues the email if Redis does not take it now.
      await this.jobs
        .relay(saved.notice)
        .catch((err: unknown) => this.logger.warn(`sending-domain notice recorded, not queued yet: ${String(err)}`));
    }
    return {
      status: data.status ?? row.status,
      outcome: result.outcome,
      next_check_at: data.next_check_at ?? null,
      message: data.message ?? undefined,
    };
  }
}

type Update = {
  status?: SendingDomain['status'];
  records: Prisma.InputJsonValue;
  message: string;
  attempts: number;
  checked_at: Date;
  next_check_at: Date | null;
  requested_at?: Date;
  verified_at?: Date;
};

/** The row's next state after a check (the state machine of the class comment). */
function transition(
  row: Pick<SendingDomain, 'status' | 'attempts' | 'requested_at' | 'domain'>,
  result: SendingDomainCheck,
  now: Date,
): { data: Update; drift: boolean } {
  // What every check writes: its findings and when it ran.
  const seen = { records: result.records as unknown as Prisma.InputJsonValue, message: result.message, checked_at: now };
  const attempts = row.attempts + 1;
  const after = (ms: number) => new Date(now.getTime() + ms);
  const onSchedule = (checksDone: number) => after(nextCheckDelayMs(checksDone));
  if (row.status === 'verified') {
    // Drift: misconfigured, with a 7-day window to put it back starting now.
    if (result.outcome === 'problem') {
      return { data: { ...seen, status: 'misconfigured', attempts: 1, requested_at: now, next_check_at: onSchedule(1) }, drift: true };
    }
    if (result.outcome === 'unreachable') return { data: { ...seen, attempts, next_check_at: onSchedule(attempts) }, drift: false };
    return { data: { ...seen, attempts: 0, next_check_at: after(SENDING_RECHECK_MS) }, drift: false };
  }
  if (result.outcome === 'verified') {
    return { data: { ...seen, status: 'verified', attempts: 0, verified_at: now, next_check_at: after(SENDING_RECHECK_MS) }, drift: false };
  }
  if (result.outcome === 'problem' && verificationExpired(row.requested_at, now)) {
    const message = `We could not verify ${row.domain} within 7 days: ${result.message}. Fix the records, then press Verify now to try again.`;
    return { data: { ...seen, status: 'failed', message, attempts, next_check_at: null }, drift: false };
  }
  return { data: { ...seen, attempts, next_check_at: onSchedule(attempts) }, drift: false };
}
