import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import { Outbox } from '@ds/jobs';
import { WorkerJobs } from '../jobs/worker-jobs.js';

/** What the guard counts over a tenant's recent campaign emails. */
export interface GuardCounts {
  /** Emails the relay accepted, plus those it refused for good (5xx): the sample the rates are taken over. */
  handedOff: number;
  complaints: number;
  /** Refused during the SMTP conversation (5xx) plus bounced later (a delivery-status notification). */
  hardBounces: number;
}

export interface GuardLimits {
  complaintRate: number;
  bounceRate: number;
  minSample: number;
}

const GUARD_REVIEW = 'An administrator will review your list and resume sending.';
const percent = (rate: number) => `${(Math.round(rate * 10_000) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

/**
 * The reason the guard pauses a tenant's sending, or null while the rates are within the limits. Below
 * the minimum sample nothing trips: one complaint among ten emails is 10 %, yet says nothing yet about a
 * list (mailbox providers judge senders on volume too).
 */
export function guardVerdict(counts: GuardCounts, limits: GuardLimits): string | null {
  if (counts.handedOff < limits.minSample || counts.handedOff === 0) return null;
  const complaintRate = counts.complaints / counts.handedOff;
  if (complaintRate > limits.complaintRate) {
    return (
      `Sending paused automatically: ${percent(complaintRate)} of your recent campaign emails were reported as spam ` +
      `(the limit is ${percent(limits.complaintRate)}). ${GUARD_REVIEW}`
    );
  }
  const bounceRate = counts.hardBounces / counts.handedOff;
  if (bounceRate > limits.bounceRate) {
    return (
      `Sending paused automatically: ${percent(bounceRate)} of your recent campaign emails bounced ` +
      `(the limit is ${percent(limits.bounceRate)}). ${GUARD_REVIEW}`
    );
  }
  return null;
}

/**
 * Mailbox providers throttle or block a sender whose spam complaints pass about 0.3 % or whose bounces
 * show an unmaintained list, and that hurts every tenant sharing the platform's domain and IPs
 * (docs/deliverability.md "Guards"). So the tick measures each sending tenant's rates over its campaign
 * emails of the last CAMPAIGN_GUARD_WINDOW_DAYS — only those sent after an admin's last resume, so a
 * resume holds until enough new mail has gone out to judge again — and past a limit records a guard
 * pause on the tenant (`tenants.campaigns_guard_paused_at`, `campaigns_guard_reason`) and, in the same
 * transaction, the distributor's email about it (`mail.sending-paused`, sending-paused-mail.handler.ts).
 * The gate (sending-policy.ts) then closes for all of the tenant's sends with that reason until an admin resumes.
 */
@Injectable()
export class SendingGuard {
  private readonly logger = new Logger(SendingGuard.name);
  private readonly sql: PrismaClient;

  constructor(
    db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: WorkerJobs,
  ) {
    this.sql = db.acrossTenants(
      'sending guard: counts a tenant’s recent campaign emails, complaints and bounces across its campaigns with SQL',
    );
  }

  get limits(): GuardLimits {
    return {
      complaintRate: this.config.CAMPAIGN_COMPLAINT_RATE_LIMIT,
      bounceRate: this.config.CAMPAIGN_BOUNCE_RATE_LIMIT,
      minSample: this.config.CAMPAIGN_GUARD_MIN_SAMPLE,
    };
  }

  /** The tenant's counts since the window's start or the admin's last resume, whichever is later. */
  async counts(tenantId: string): Promise<GuardCounts> {
    // Two scans, each on its own index: accepted emails by (tenant_id, sent_at) — late bounces and
    // complaints are marks on those rows — and 5xx refusals (no sent_at) by (campaign_id, status).
    // Sequence step emails count as campaign emails (docs/product.md "Sequences"): by (tenant_id, done_at),
    // `failed` being a 5xx refusal, bounced_at and complained_at the late marks.
    const [row] = await this.sql.$queryRaw<
      {
        accepted: bigint;
        complaints: bigint;
        late_bounces: bigint;
        refused: bigint;
        s_accepted: bigint;
        s_complaints: bigint;
        s_late: bigint;
        s_refused: bigint;
      }[]
    >`
      WITH since AS (
        SELECT greatest(
          now() - make_interval(days => ${this.config.CAMPAIGN_GUARD_WINDOW_DAYS}),
          coalesce(t.campaigns_guard_resumed_at::timestamptz, '-infinity'::timestamptz)
        ) AS at
        FROM tenants t WHERE t.id = ${tenantId}::uuid
      )
      SELECT a.accepted, a.complaints, a.late_bounces, q.s_accepted, q.s_complaints, q.s_late, q.s_refused,
        (SELECT count(*) FROM campaign_recipients r, since
           WHERE r.campaign_id IN (SELECT c.id FROM campaigns c WHERE c.tenant_id = ${tenantId}::uuid)
             AND r.status = 'bounced' AND r.sent_at IS NULL AND r.updated_at >= since.at) AS refused
      FROM (SELECT count(*) AS accepted, count(*) FILTER (WHERE r.complained_at IS NOT NULL) AS complaints,
                   count(*) FILTER (WHERE r.bounced_at IS NOT NULL) AS late_bounces
            FROM campaign_recipients r, since
            WHERE r.tenant_id = ${tenantId}::uuid AND r.sent_at >= since.at) a,
           (SELECT count(*) FILTER (WHERE d.status = 'done') AS s_accepted, count(*) FILTER (WHERE d.status = 'failed') AS s_refused,
                   count(*) FILTER (WHERE d.status = 'done' AND d.complained_at IS NOT NULL) AS s_complaints,
                   count(*) FILTER (WHERE d.status = 'done' AND d.bounced_at IS NOT NULL) AS s_late
            FROM sequence_deliveries d, since
            WHERE d.tenant_id = ${tenantId}::uuid AND d.done_at >= since.at AND d.message_id IS NOT NULL
              AND d.status IN ('done', 'failed')
              AND EXISTS (SELECT 1 FROM sequence_steps st WHERE st.id = d.step_id AND st.type = 'email')) q`;
    if (!row) return { handedOff: 0, complaints: 0, hardBounces: 0 };
    return {
      handedOff: Number(row.accepted) + Number(row.refused) + Number(row.s_accepted) + Number(row.s_refused),
      complaints: Number(row.complaints) + Number(row.s_complaints),
      hardBounces: Number(row.late_bounces) + Number(row.refused) + Number(row.s_late) + Number(row.s_refused),
    };
  }

  /**
   * Measures the tenant and records a guard pause when a rate is over its limit. Conditional on no guard
   * pause yet, so two ticks at once record one (and its time, reason and email stay the first's). True
   * when the tenant is guard-paused after the call.
   */
  async check(tenantId: string): Promise<boolean> {
    const [state] = await this.sql.$queryRaw<
      { paused: boolean }[]
    >`SELECT campaigns_guard_paused_at IS NOT NULL AS paused FROM tenants WHERE id = ${tenantId}::uuid`;
    if (!state) return false;
    if (state.paused) return true;
    const counts = await this.counts(tenantId);
    const reason = guardVerdict(counts, this.limits);
    if (!reason) return false;
    const notice = await this.sql.$transaction(async (tx) => {
      const paused = await tx.$executeRaw`
        UPDATE tenants SET campaigns_guard_paused_at = now(), campaigns_guard_reason = ${reason}
        WHERE id = ${tenantId}::uuid AND campaigns_guard_paused_at IS NULL`;
      // The distributor's email is owed exactly when this pause is recorded: once per pause, whoever's tick wins.
      return paused ? Outbox.record(tx, { name: 'mail.sending-paused', data: { tenantId }, tenantId }) : null;
    });
    if (notice) {
      this.logger.warn(
        `tenant ${tenantId}: campaign sending paused by the guard ` +
          `(${counts.complaints} complaint(s), ${counts.hardBounces} hard bounce(s) in ${counts.handedOff} emails)`,
      );
      // Best effort: the outbox sweeper queues the email if Redis does not take it now.
      await this.jobs
        .relay(notice)
        .catch((err: unknown) => this.logger.warn(`sending-paused email recorded, not queued yet: ${String(err)}`));
    }
    return true;
  }
}
