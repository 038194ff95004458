import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, isDatabaseUnreachable, type OutboxMessage, type PrismaClient } from '@ds/db';
import type { JobResult } from '@ds/jobs';
import { redactText } from '@ds/observability';
import { withDelivery, type Delivery } from '../infra/mail/delivery-context.js';
import { PermanentFailure, RecheckLater } from '../infra/jobs/outcomes.js';
import { retryDelayMs, retryPolicy, type RetryPolicy } from './retry-policy.js';
import { isUuid } from '@ds/shared';

export type OutboxHandler = (data: unknown, job: Job, token?: string) => Promise<JobResult>;

type Claim =
  | { kind: 'claimed'; row: OutboxMessage }
  | { kind: 'gone' }
  | { kind: 'finished'; status: string }
  | { kind: 'busy'; until: Date; reason: string };

/** A job may run this much before its row is due (clocks of different machines differ a little). */
const EARLY_SLACK_MS = 1_000;
const MAX_ERROR_LENGTH = 1_000;
/**
 * How long a run whose email the relay accepted keeps trying to record that while PostgreSQL is away, rather
 * than fail and have a later run send the email again: past a restart or failover, short of the worker's
 * shutdown grace mattering (a stop meanwhile cuts it, and the copy sent again carries the same Message-ID).
 */
const RECORD_SENT_THROUGH_OUTAGE_MS = 120_000;

/** The run lost its claim on the row (its lease lapsed and another run took it): it must not send. */
class ClaimLost extends Error {}

/** Handlers report "nothing to do" as a `skipped: <why>` string (the convention of every job). */
const isSkip = (result: JobResult): result is string => typeof result === 'string' && result.startsWith('skipped');

/** An error as the row's last_error and the log keep it: no address (an SMTP reply may name one), no link query. */
function describe(err: unknown): string {
  const text = redactText(err instanceof Error ? err.message : String(err));
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/**
 * Runs the job of an outbox row exactly once, with the row in PostgreSQL as the judge (docs/outbox.md):
 * 1. claim — one UPDATE that takes the row only if it is pending, due, and not claimed by a live run
 *    (a lease of JOB_LOCK_SECONDS, renewed while the handler runs, so a crashed worker's claim lapses
 *    as fast as its BullMQ lock); a done row is skipped, a row whose email went out is just closed;
 * 2. the handler, with the row as the current `Delivery`: the mail transport records the SMTP hand-off
 *    before it starts and the relay's acceptance after, under a Message-ID derived from the row;
 * 3. the outcome — done / skipped; or a failure: retried on the row's capped backoff (the job re-delays
 *    itself) or, when permanent or out of time, `failed` for an admin to see and retry.
 * BullMQ's own attempts then only cover this bookkeeping failing (PostgreSQL unreachable).
 */
@Injectable()
export class OutboxExecutor {
  private readonly logger = new Logger(OutboxExecutor.name);
  private readonly policy: RetryPolicy;
  private readonly leaseMs: number;
  private readonly rows: PrismaClient;

  constructor(db: Database, @Inject(APP_CONFIG) config: AppConfig) {
    this.rows = db.acrossTenants('outbox executor: a row is claimed and closed by its id, whichever tenant (or none) it concerns');
    this.policy = retryPolicy(config);
    this.leaseMs = config.JOB_LOCK_SECONDS * 1000;
  }

  async run(outboxId: string, job: Job, token: string | undefined, handler: OutboxHandler): Promise<JobResult> {
    if (!isUuid(outboxId)) return 'skipped: no such outbox row';
    const owner = randomUUID();
    const claim = await this.claim(outboxId, owner);
    switch (claim.kind) {
      case 'gone':
        return 'skipped: no such outbox row';
      case 'finished':
        return `skipped: already ${claim.status}`;
      case 'busy':
        return this.runAgainAt(job, token, claim.until, `skipped: ${claim.reason}`);
    }
    const row = claim.row;
    if (row.sent_at) {
      // The email went out and was recorded; only closing the row was missed (a crash, a lost connection).
      await this.finish(row.id, owner, 'done', row.last_error);
      return { sent: true, outboxId: row.id, earlierAttempt: true };
    }
    if (row.handoff_at) {
      this.logger.warn(
        `outbox ${row.id}: an earlier attempt was cut off during its SMTP hand-off; sending again under the same Message-ID`,
      );
    }

    const stopHeartbeat = this.heartbeat(row.id, owner);
    try {
      const result = await withDelivery(this.delivery(row.id, owner), () => handler(row.payload, job, token));
      await this.finish(row.id, owner, isSkip(result) ? 'skipped' : 'done', isSkip(result) ? result : row.last_error);
      return result;
    } catch (err) {
      return await this.handleFailure(row, owner, err, job, token);
    } finally {
      stopHeartbeat();
    }
  }

  private async claim(id: string, owner: string): Promise<Claim> {
    const now = new Date();
    const { count } = await this.rows.outboxMessage.updateMany({
      where: {
        id,
        status: 'pending',
        next_attempt_at: { lte: new Date(now.getTime() + EARLY_SLACK_MS) },
        OR: [{ lease_until: null }, { lease_until: { lte: now } }],
      },
      data: { lease_owner: owner, lease_until: new Date(now.getTime() + this.leaseMs), attempts: { increment: 1 } },
    });
    const row = await this.rows.outboxMessage.findUnique({ where: { id } });
    if (!row) return { kind: 'gone' };
    if (count === 1 && row.lease_owner === owner) return { kind: 'claimed', row };
    if (row.status !== 'pending') return { kind: 'finished', status: row.status };
    if (row.lease_until && row.lease_until > now)
      return { kind: 'busy', until: new Date(row.lease_until.getTime() + 100), reason: 'another run holds it' };
    return { kind: 'busy', until: row.next_attempt_at, reason: 'not due yet' };
  }

  /** Keeps the claim alive while the handler runs; a dead worker stops renewing and its claim lapses. */
  private heartbeat(id: string, owner: string): () => void {
    const timer = setInterval(() => {
      this.rows.outboxMessage
        .updateMany({ where: { id, lease_owner: owner }, data: { lease_until: new Date(Date.now() + this.leaseMs) } })
        .catch((err: unknown) => this.logger.warn(`outbox ${id}: claim not renewed: ${describe(err)}`));
    }, this.leaseMs / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  private delivery(id: string, owner: string): Delivery {
    return {
      outboxId: id,
      handingOff: async ({ to, subject }) => {
        const { count } = await this.rows.outboxMessage.updateMany({
          where: { id, lease_owner: owner, status: 'pending' },
          data: {
            handoff_at: new Date(),
            recipient: to.slice(0, 320),
            subject: subject.slice(0, 500),
            lease_until: new Date(Date.now() + this.leaseMs),
          },
        });
        if (!count) throw new ClaimLost(`outbox ${id}: claim lost before the SMTP hand-off`);
      },
      sent: async (messageId) => {
        // The message is out: recording it is what keeps a retry from sending it again, so insist a little,
        // and through a database outage for as long as RECORD_SENT_THROUGH_OUTAGE_MS: nobody else can claim
        // the row meanwhile, and this job stays the row's one live job (docs/operations.md "Database outage").
        const giveUpAt = Date.now() + RECORD_SENT_THROUGH_OUTAGE_MS;
        for (let attempt = 1; ; attempt++) {
          try {
            await this.rows.outboxMessage.updateMany({
              where: { id, lease_owner: owner },
              data: { sent_at: new Date(), message_id: messageId },
            });
            return;
          } catch (err) {
            if (attempt >= 4 && !(isDatabaseUnreachable(err) && Date.now() < giveUpAt)) throw err;
            await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2_000)));
          }
        }
      },
    };
  }

  private async finish(id: string, owner: string, status: 'done' | 'skipped' | 'failed', note: string | null): Promise<void> {
    const { count } = await this.rows.outboxMessage.updateMany({
      where: { id, lease_owner: owner },
      // A failed hand-off is over, not cut off: `handoff_at` stays set only when a run died during one.
      data: {
        status,
        last_error: note,
        done_at: new Date(),
        lease_owner: null,
        lease_until: null,
        ...(status === 'failed' ? { handoff_at: null } : {}),
      },
    });
    if (!count) this.logger.warn(`outbox ${id}: finished (${status}) after another run took it over`);
  }

  private async handleFailure(row: OutboxMessage, owner: string, err: unknown, job: Job, token: string | undefined): Promise<JobResult> {
    if (err instanceof ClaimLost) return `skipped: ${err.message}`;
    if (err instanceof RecheckLater) {
      // Not a failed attempt: the work is under way; the row waits for its next look.
      await this.release(row.id, owner, { attempts: { decrement: 1 }, next_attempt_at: err.at });
      return this.runAgainAt(job, token, err.at, err.result);
    }
    const message = describe(err);
    const wait = err instanceof PermanentFailure ? null : retryDelayMs(this.policy, row.attempts);
    if (wait === null) {
      await this.finish(row.id, owner, 'failed', message);
      this.logger.warn(`outbox ${row.id} (${row.name}) failed for good after ${row.attempts} attempt(s): ${message}`);
      throw new UnrecoverableError(message);
    }
    const at = new Date(Date.now() + wait);
    await this.release(row.id, owner, { next_attempt_at: at, last_error: message });
    this.logger.warn(`outbox ${row.id} (${row.name}) attempt ${row.attempts} failed: ${message}; next try at ${at.toISOString()}`);
    if (!job.id || !token) throw err;
    return this.runAgainAt(job, token, at, undefined);
  }

  private async release(
    id: string,
    owner: string,
    data: { attempts?: { decrement: number }; next_attempt_at: Date; last_error?: string },
  ): Promise<void> {
    await this.rows.outboxMessage.updateMany({
      where: { id, lease_owner: owner },
      data: { ...data, handoff_at: null, lease_owner: null, lease_until: null },
    });
  }

  /**
   * Puts the job back in the delayed set until `at` (same job, same id), so it stays the row's one live
   * job; throws BullMQ's DelayedError, which tells the worker not to complete it. Without a BullMQ job
   * (a direct call, as in tests) it returns `fallback`. If Redis refuses, the row still has the date
   * and the sweeper re-queues it then.
   */
  private async runAgainAt(job: Job, token: string | undefined, at: Date, fallback: JobResult): Promise<JobResult> {
    if (!job.id || !token) return fallback;
    await job.moveToDelayed(Math.max(at.getTime(), Date.now()), token);
    throw new DelayedError();
  }
}
