import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import {
  Database,
  enrolInSequences,
  exitSequences,
  onContactStatus,
  scheduleNextStep,
  stepDueAt,
  suppressContact,
  type SequenceExitReason,
} from '@ds/db';
import { isSuppressed } from '@ds/mail-identity';
import { SendRateLimiter } from '../campaigns/send-rate.js';
import { SendingGuard } from '../campaigns/sending-guard.js';
import { SendingPolicy, type Gate } from '../campaigns/sending-policy.js';
import { CLAIM_LEASE_MS, SequenceClaims, type ClaimedStep } from './sequence-claims.js';
import { SequenceClock } from './sequence-clock.js';
import { SequenceMail } from './sequence-mail.js';

/** How long a step waits when its email could not be handed over (relay down, 4xx), doubling per attempt. */
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 30 * 60_000;
/**
 * A tenant whose gate is closed (an admin's or the guard's pause, no postal address, the daily quota
 * reached): its due email steps wait, pending, and look again this much later (engine time).
 */
const GATE_RECHECK_MS = 15 * 60_000;
/** Subscriber statuses that end every sequence of the person (docs/product.md "Sequences"). */
const SUPPRESSED: Record<string, SequenceExitReason> = { unsubscribed: 'unsubscribed', bounced: 'bounced', complained: 'complained' };

export interface TickResult {
  claimed: number;
  done: number;
  skipped: number;
  retried: number;
}

/**
 * The sequences engine (docs/architecture.md "Sequences engine"). Each tick claims due rows in batches
 * (`SequenceClaims`: FOR UPDATE SKIP LOCKED, so any number of workers share them) and carries out each
 * step: an email is re-checked (the person still in, a lawful basis, the campaigns' gate open: no admin or
 * guard pause, a postal address, room in the daily quota), paced by the campaigns' send rate, handed to the
 * relay under the row's stable Message-ID on campaign mail's path (./sequence-mail.ts), then recorded `done`
 * with the next step scheduled in one transaction; a tag or a status step is applied, recorded and followed
 * in one transaction. A worker killed between the relay's acceptance and that record leaves the row
 * `sending`; once its lease lapses another claim sends it again under the same Message-ID — the one window
 * where a step can repeat.
 */
@Injectable()
export class SequenceEngine {
  private readonly logger = new Logger(SequenceEngine.name);
  private readonly claims: SequenceClaims;
  private readonly messageIdDomain: string;
  /** When the guard last measured each tenant that sent (ms since epoch). */
  private readonly guardCheckedAt = new Map<string, number>();
  /** Tests: called right after the relay accepted an email, before it is recorded (a throw = a worker killed there). */
  afterHandoff?: (row: ClaimedStep) => void;

  constructor(
    private readonly db: Database,
    private readonly clock: SequenceClock,
    private readonly mail: SequenceMail,
    private readonly policy: SendingPolicy,
    private readonly rate: SendRateLimiter,
    private readonly guard: SendingGuard,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.claims = new SequenceClaims(db);
    const from = /<([^>]+)>\s*$/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
    this.messageIdDomain = /@([A-Za-z0-9.-]+)$/.exec(from)?.[1] ?? config.BASE_DOMAIN;
  }

  /** Claims and carries out due steps until none is due now, or the relay stops answering. */
  async tick(): Promise<TickResult> {
    const result: TickResult = { claimed: 0, done: 0, skipped: 0, retried: 0 };
    for (;;) {
      const now = this.clock.now();
      const batch = await this.claims.claim(now, this.config.SEQUENCE_BATCH_SIZE, this.messageIdDomain);
      result.claimed += batch.length;
      let relayDown = false;
      // Each tenant's gate read once a batch, its allowance spent by the batch's emails.
      const gates = new Map<string, Gate>();
      const mailed = new Set<string>();
      for (const row of batch) {
        if (relayDown) {
          // Not handed over: back to pending as it was, due again now.
          await this.release(row, now);
          continue;
        }
        const outcome = await this.carryOut(row, gates, mailed);
        result[outcome === 'relay-down' ? 'retried' : outcome]++;
        if (outcome === 'relay-down') relayDown = true;
      }
      await this.checkGuard(mailed);
      if (relayDown || batch.length < this.config.SEQUENCE_BATCH_SIZE) return result;
    }
  }

  private async carryOut(
    row: ClaimedStep,
    gates: Map<string, Gate>,
    mailed: Set<string>,
  ): Promise<'done' | 'skipped' | 'retried' | 'relay-down'> {
    const db = this.db.forTenant(row.tenant_id);
    const now = this.clock.now();
    const delivery = await db.sequenceDelivery.findUnique({
      where: { id: row.id },
      include: {
        step: true,
        enrolment: {
          include: {
            sequence: { select: { basis: true, trigger_type: true, time_zone: true } },
            contact: { select: { id: true, email: true, tags: true, subscriber: { select: { status: true } } } },
          },
        },
      },
    });
    if (!delivery) return 'skipped';
    const { step, enrolment } = delivery;
    const { contact } = enrolment;
    if (enrolment.status !== 'active') return this.skip(row, `enrolment ${enrolment.status}`, null);
    // An erased person's rows stay, anonymous (their contact gone): nothing more is done for them.
    if (!contact) return this.skip(row, 'erased', null);
    if (step.removed_at) return this.skip(row, 'step removed', step.position);

    if (step.type === 'email') {
      const suppressed = contact.subscriber ? SUPPRESSED[contact.subscriber.status] : undefined;
      if (suppressed) {
        await db.$transaction((tx) => exitSequences(tx, contact.id, suppressed, now));
        return this.skip(row, suppressed, null);
      }
      const subscribed = contact.subscriber?.status === 'confirmed';
      const enquiry = enrolment.sequence.basis === 'enquiry' && enrolment.sequence.trigger_type === 'lead_captured';
      if (!subscribed && !enquiry) return this.skip(row, 'no lawful basis', step.position);
      // An erased person's address (the suppression list, docs/privacy.md) is never mailed by accident.
      if (await isSuppressed(db, this.config, row.tenant_id, contact.email)) return this.skip(row, 'address suppressed', step.position);
      // The campaigns' gate (docs/campaigns-delivery.md): step emails count toward the daily quota and
      // stop with the admin's or the guard's pause; they wait, and go once it opens again.
      const gate = gates.get(row.tenant_id) ?? (await this.policy.gate(row.tenant_id));
      if (gate.kind === 'closed' || gate.allowance <= 0) {
        gates.set(row.tenant_id, gate.kind === 'closed' ? gate : { kind: 'closed', reason: 'quota' });
        await this.release(row, new Date(now.getTime() + GATE_RECHECK_MS));
        return 'retried';
      }
      gates.set(row.tenant_id, { kind: 'open', allowance: gate.allowance - 1 });
      // Never at night, also for a step that became due late (a paused sequence resumed, a relay outage):
      // it waits for the next 08:00 in the sequence's zone.
      const daytime = stepDueAt(now, { type: 'email', wait_amount: 0, wait_unit: 'hours', at_hour: null }, enrolment.sequence.time_zone);
      if (daytime.getTime() > now.getTime()) {
        await this.release(row, daytime);
        return 'retried';
      }
      // The platform's send rate and the tenant's, shared with the campaigns' lanes through Redis.
      await this.rate.take(row.tenant_id, 1);
      // A claim past half its lease is given back, not sent: once the lease lapses another worker may take the
      // row over, and both would hand the email over (a slow batch, a stalled process). Claimed again at once.
      if (this.clock.now().getTime() - row.handoff_at.getTime() > CLAIM_LEASE_MS / 2) {
        await this.release(row, now);
        return 'retried';
      }
      const handoff = await this.mail.send(row.tenant_id, step, { email: contact.email, deliveryId: row.id, messageId: row.message_id });
      if (!handoff) return this.skip(row, 'tenant gone', null);
      if (handoff.kind !== 'retry') mailed.add(row.tenant_id);
      if (handoff.kind === 'bounced') {
        // Refused for good during the SMTP conversation (5xx): a hard bounce, as a campaign's.
        await db.$transaction(async (tx) => {
          const { count } = await tx.sequenceDelivery.updateMany({
            where: { id: row.id, status: 'sending', handoff_at: row.handoff_at },
            data: { status: 'failed', skip_reason: 'bounced', done_at: now, bounced_at: now },
          });
          if (!count) return;
          await exitSequences(tx, contact.id, 'bounced', now);
          await suppressContact(tx, row.tenant_id, contact, 'bounced', now);
        });
        return 'skipped';
      }
      if (handoff.kind === 'retry') {
        const wait = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1));
        await this.release(row, new Date(now.getTime() + wait));
        this.logger.warn(`sequence step not handed over (attempt ${row.attempts}), retrying in ${wait / 1000} s: ${handoff.error}`);
        return handoff.relayDown ? 'relay-down' : 'retried';
      }
      if (row.attempts > 1) this.logger.log(`sequence step ${row.id} sent again under its Message-ID (attempt ${row.attempts})`);
      this.afterHandoff?.(row);
    }

    // The record, and what follows from it, in one transaction: conditional on the claim still being ours.
    const recorded = await db.$transaction(async (tx) => {
      const done = await tx.sequenceDelivery.updateMany({
        where: { id: row.id, status: 'sending', handoff_at: row.handoff_at },
        data: { status: 'done', done_at: now },
      });
      if (!done.count) return false;
      if (step.type === 'add_tag' && step.tag && !contact.tags.includes(step.tag)) {
        await tx.contact.update({ where: { id: contact.id }, data: { tags: { push: step.tag } }, select: { id: true } });
        await enrolInSequences(tx, row.tenant_id, contact.id, { type: 'tag_added', tag: step.tag, key: `step:${row.id}` }, now);
      }
      if (step.type === 'set_status' && step.status) {
        await tx.contact.update({ where: { id: contact.id }, data: { status: step.status, last_activity_at: now }, select: { id: true } });
        await onContactStatus(tx, row.tenant_id, contact.id, step.status, `step:${row.id}`, now);
      }
      await scheduleNextStep(tx, row.tenant_id, row.enrolment_id, step.position, now);
      return true;
    });
    return recorded ? 'done' : 'skipped';
  }

  /**
   * The guard measures the tenants that just sent (their complaint and bounce rates, campaigns' and
   * sequences' together) and pauses one past a limit — as the campaigns' tick does, at most once per
   * tenant every CAMPAIGN_TICK_SECONDS (real time): its counts scan the tenant's recent mail.
   */
  private async checkGuard(tenants: Set<string>): Promise<void> {
    const now = Date.now();
    for (const tenantId of tenants) {
      if (now - (this.guardCheckedAt.get(tenantId) ?? 0) < this.config.CAMPAIGN_TICK_SECONDS * 1000) continue;
      if (this.guardCheckedAt.size >= 10_000) this.guardCheckedAt.clear();
      this.guardCheckedAt.set(tenantId, now);
      await this.guard.check(tenantId);
    }
  }

  /** Not carried out, for good: recorded with why; the enrolment goes on after `position` (null: it does not). */
  private async skip(row: ClaimedStep, reason: string, position: number | null): Promise<'skipped'> {
    const now = this.clock.now();
    await this.db.forTenant(row.tenant_id).$transaction(async (tx) => {
      const { count } = await tx.sequenceDelivery.updateMany({
        where: { id: row.id, status: 'sending', handoff_at: row.handoff_at },
        data: { status: 'skipped', skip_reason: reason, done_at: now },
      });
      if (count && position !== null) await scheduleNextStep(tx, row.tenant_id, row.enrolment_id, position, now);
    });
    return 'skipped';
  }

  /** Back to pending, due at `at` (the Message-ID stays). */
  private async release(row: ClaimedStep, at: Date): Promise<void> {
    await this.db.forTenant(row.tenant_id).sequenceDelivery.updateMany({
      where: { id: row.id, status: 'sending', handoff_at: row.handoff_at },
      data: { status: 'pending', due_at: at, handoff_at: null },
    });
  }
}
