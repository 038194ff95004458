import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import {
  Database,
  Prisma,
  enrolInSequences,
  exitSequences,
  onContactStatus,
  scheduleNextStep,
  stepDueAt,
  suppressContact,
  type PrismaClient,
  type SequenceExitReason,
  type SequenceStep,
} from '@ds/db';
import { uuidv7 } from '@ds/jobs';
import { suppressedAmong } from '@ds/mail-identity';
import { SendRateLimiter } from '../campaigns/send-rate.js';
import { SendingGuard } from '../campaigns/sending-guard.js';
import { SendingPolicy, type Gate } from '../campaigns/sending-policy.js';
import { CLAIM_LEASE_MS, SequenceClaims, type ClaimedStep } from './sequence-claims.js';
import { SequenceClock } from './sequence-clock.js';
import { SequenceMail } from './sequence-mail.js';
import { GroupCommit } from '../jobs/group-commit.js';
import { RECORD_FLUSH_MS, RECORD_GROUP_MAX } from './sequence-records.js';

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

/** What an email step's checks read of its row, one statement for the batch (`readContexts`). */
interface EmailContext {
  id: string;
  enrolment_status: string;
  sequence_id: string;
  contact_id: string | null;
  basis: string;
  trigger_type: string;
  time_zone: string;
  email: string | null;
  subscriber_status: string | null;
}

/** The step after an email step, and when it is due (null: the enrolment is completed). */
type NextStep = { step: SequenceStep; dueAt: Date } | { step: null; dueAt: null };

/** An email step cleared to go: its row, what the checks read, the step and what follows it. */
interface Sendable {
  row: ClaimedStep;
  ctx: EmailContext;
  step: SequenceStep;
  next: NextStep;
}

export interface TickResult {
  claimed: number;
  done: number;
  skipped: number;
  retried: number;
}

/**
 * The sequences engine (docs/architecture.md "Sequences engine"). Each tick claims due rows in batches
 * (`SequenceClaims`: FOR UPDATE SKIP LOCKED, so any number of workers share them). A tag or a status step
 * is applied, recorded and followed in one transaction. The batch's email steps are read together (their
 * rows, enrolments, sequences, contacts, subscriptions and steps; the suppression list) and re-checked
 * (the person still in, a lawful basis, the campaigns' gate open: no admin or guard pause, a postal
 * address, room in the daily quota), paced by the campaigns' send rate, and each is handed to the relay
 * under the row's stable Message-ID on campaign mail's path (./sequence-mail.ts), several at once (one lane
 * per pooled SMTP connection); each acceptance is then recorded `done` with the next step scheduled, a
 * group of them in one statement (../jobs/group-commit.ts). A worker killed between the relay's acceptance
 * and that record leaves the row `sending`; once its lease lapses another claim sends it again under the
 * same Message-ID — the one window where a step can repeat (at most RECORD_GROUP_MAX + the lanes' emails).
 */
@Injectable()
export class SequenceEngine {
  private readonly logger = new Logger(SequenceEngine.name);
  private readonly claims: SequenceClaims;
  /** The batch's set-based reads and records; every statement names the rows' tenant. */
  private readonly sql: PrismaClient;
  private readonly messageIdDomain: string;
  /** When the guard last measured each tenant that sent (ms since epoch). */
  private readonly guardCheckedAt = new Map<string, number>();
  /** Tests: called (and awaited) right after the relay accepted an email, before it is recorded (a throw = a worker killed there). */
  afterHandoff?: (row: ClaimedStep) => void | Promise<void>;

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
    this.sql = db.acrossTenants('sequence engine: a claimed batch of several tenants read and recorded at once; each row names its tenant');
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
      const mailed = new Set<string>();
      let relayDown = false;
      if (batch.length) {
        // A tag or a status step changes the contact (and may end or start enrolments): carried out first,
        // one at a time, so the email steps' batch read below sees what they did.
        let steps = await this.readSteps(batch);
        const others = batch.filter((row) => steps.get(row.step_id)?.type !== 'email');
        for (const row of others) result[await this.carryOut(row)]++;
        const emails = batch.filter((row) => steps.get(row.step_id)?.type === 'email');
        if (others.length && emails.length) steps = await this.readSteps(emails);
        relayDown = await this.carryOutEmails(emails, steps, mailed, result);
      }
      await this.checkGuard(mailed);
      if (relayDown || batch.length < this.config.SEQUENCE_BATCH_SIZE) return result;
    }
  }

  /**
   * The batch's email steps (docs/performance.md "Sequences"): everything they need read in three
   * statements (the rows with their enrolment, sequence, contact and subscription; the steps of their
   * sequences; the suppression list), each tenant's gate once, the send rate taken once per tenant; then
   * the emails handed over several at once and their acceptances recorded in groups (`recordSent`); what
   * is not sent is given back in one statement.
   */
  private async carryOutEmails(
    rows: ClaimedStep[],
    steps: Map<string, SequenceStep>,
    mailed: Set<string>,
    result: TickResult,
  ): Promise<boolean> {
    if (!rows.length) return false;
    const now = this.clock.now();
    const contexts = await this.readContexts(rows);
    const releases: { row: ClaimedStep; at: Date }[] = [];
    const gates = new Map<string, Gate>();
    const go: Sendable[] = [];
    // Time-zone arithmetic (Intl) once per zone, and per next step and zone, for the batch's `now`.
    const daytimes = new Map<string, Date>();
    const dueTimes = new Map<string, Date>();
    // The suppression list, one query per tenant for the batch's addresses.
    const suppressedByTenant = new Map<string, Set<string>>();
    const addresses = new Map<string, string[]>();
    for (const row of rows) {
      const email = contexts.get(row.id)?.email;
      if (email) addresses.set(row.tenant_id, [...(addresses.get(row.tenant_id) ?? []), email]);
    }
    for (const [tenantId, emails] of addresses)
      suppressedByTenant.set(tenantId, await suppressedAmong(this.db.forTenant(tenantId), this.config, tenantId, emails));
    for (const row of rows) {
      const ctx = contexts.get(row.id);
      const step = steps.get(row.step_id);
      if (!ctx || !step) {
        result.skipped++;
        continue;
      }
      if (ctx.enrolment_status !== 'active') {
        result[await this.skip(row, `enrolment ${ctx.enrolment_status}`, null)]++;
        continue;
      }
      // An erased person's rows stay, anonymous (their contact gone): nothing more is done for them.
      if (!ctx.contact_id || ctx.email === null) {
        result[await this.skip(row, 'erased', null)]++;
        continue;
      }
      if (step.removed_at) {
        result[await this.skip(row, 'step removed', step.position)]++;
        continue;
      }
      const suppressed = ctx.subscriber_status ? SUPPRESSED[ctx.subscriber_status] : undefined;
      if (suppressed) {
        const contactId = ctx.contact_id;
        await this.db.forTenant(row.tenant_id).$transaction((tx) => exitSequences(tx, contactId, suppressed, now));
        result[await this.skip(row, suppressed, null)]++;
        continue;
      }
      const subscribed = ctx.subscriber_status === 'confirmed';
      const enquiry = ctx.basis === 'enquiry' && ctx.trigger_type === 'lead_captured';
      if (!subscribed && !enquiry) {
        result[await this.skip(row, 'no lawful basis', step.position)]++;
        continue;
      }
      // An erased person's address (the suppression list, docs/privacy.md) is never mailed by accident.
      if (suppressedByTenant.get(row.tenant_id)?.has(ctx.email)) {
        result[await this.skip(row, 'address suppressed', step.position)]++;
        continue;
      }
      // The campaigns' gate (docs/campaigns-delivery.md): step emails count toward the daily quota and
      // stop with the admin's or the guard's pause; they wait, and go once it opens again.
      const gate = gates.get(row.tenant_id) ?? (await this.gate(row.tenant_id, rows, now));
      if (gate.kind === 'closed' || gate.allowance <= 0) {
        gates.set(row.tenant_id, gate.kind === 'closed' ? gate : { kind: 'closed', reason: 'quota' });
        releases.push({ row, at: new Date(now.getTime() + GATE_RECHECK_MS) });
        result.retried++;
        continue;
      }
      gates.set(row.tenant_id, { kind: 'open', allowance: gate.allowance - 1 });
      // Never at night, also for a step that became due late (a paused sequence resumed, a relay outage):
      // it waits for the next 08:00 in the sequence's zone.
      let daytime = daytimes.get(ctx.time_zone);
      if (!daytime) {
        daytime = stepDueAt(now, { type: 'email', wait_amount: 0, wait_unit: 'hours', at_hour: null }, ctx.time_zone);
        daytimes.set(ctx.time_zone, daytime);
      }
      if (daytime.getTime() > now.getTime()) {
        releases.push({ row, at: daytime });
        result.retried++;
        continue;
      }
      go.push({ row, ctx, step, next: this.nextStep(steps, ctx, step, now, dueTimes) });
    }
    await this.releaseAll(releases);

    // The platform's send rate and the tenant's, shared with the campaigns' lanes through Redis: taken once
    // per tenant for the batch's emails, as a campaign lane takes it for its group.
    const perTenant = new Map<string, number>();
    for (const { row } of go) perTenant.set(row.tenant_id, (perTenant.get(row.tenant_id) ?? 0) + 1);
    for (const [tenantId, n] of perTenant) await this.rate.take(tenantId, n);

    // Several emails in flight on the pooled transport, as a campaign lane sends them: one lane per
    // connection, each taking a person's rows in turn (a hard bounce ends their later rows in this batch).
    // Acceptances are recorded in groups (`GroupCommit`): a kill -9 repeats the few caught between the
    // relay's 250 and their record, under their own Message-ID.
    const people = new Map<string, Sendable[]>();
    for (const item of go) people.set(item.ctx.contact_id!, [...(people.get(item.ctx.contact_id!) ?? []), item]);
    const queue = [...people.values()];
    const records = new GroupCommit<Sendable>((group) => this.recordSent(group, now, result), RECORD_GROUP_MAX, RECORD_FLUSH_MS);
    const notSent: ClaimedStep[] = [];
    const state = { relayDown: false, killed: undefined as Error | undefined };
    const lane = async (): Promise<void> => {
      for (let rows = queue.shift(); rows; rows = queue.shift())
        for (const item of rows) {
          const { row, ctx, step } = item;
          // The relay is down (this batch found it so, or the transport's backoff runs): the tick stops after it.
          if (!state.relayDown && this.mail.relayDown()) state.relayDown = true;
          if (state.killed !== undefined || state.relayDown) {
            // Not handed over: back to pending as it was, due again now.
            if (state.killed === undefined) notSent.push(row);
            continue;
          }
          // A claim past half its lease is given back, not sent: once the lease lapses another worker may take
          // the row over, and both would hand the email over (a slow batch, a stalled process). Claimed again at once.
          if (this.clock.now().getTime() - row.handoff_at.getTime() > CLAIM_LEASE_MS / 2) {
            notSent.push(row);
            result.retried++;
            continue;
          }
          await records.room();
          const contact = { id: ctx.contact_id!, email: ctx.email! };
          const handoff = await this.mail.send(row.tenant_id, step, {
            email: contact.email,
            deliveryId: row.id,
            messageId: row.message_id,
          });
          if (!handoff) {
            result[await this.skip(row, 'tenant gone', null)]++;
            continue;
          }
          if (handoff.kind !== 'retry') mailed.add(row.tenant_id);
          if (handoff.kind === 'bounced') {
            // Refused for good during the SMTP conversation (5xx): a hard bounce, as a campaign's; the person's
            // later rows in this batch are skipped (their enrolments ended).
            await this.recordBounce(row, contact, now);
            result.skipped++;
            for (const later of rows.slice(rows.indexOf(item) + 1)) result[await this.skip(later.row, 'enrolment exited', null)]++;
            break;
          }
          if (handoff.kind === 'retry') {
            const wait = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1));
            await this.release(row, new Date(now.getTime() + wait));
            this.logger.warn(`sequence step not handed over (attempt ${row.attempts}), retrying in ${wait / 1000} s: ${handoff.error}`);
            result.retried++;
            if (handoff.relayDown) state.relayDown = true;
            continue;
          }
          if (row.attempts > 1) this.logger.log(`sequence step ${row.id} sent again under its Message-ID (attempt ${row.attempts})`);
          try {
            await this.afterHandoff?.(row);
          } catch (err) {
            // A worker killed here (tests): nothing after it is sent or recorded, as a kill -9 leaves it.
            state.killed = err instanceof Error ? err : new Error(String(err));
            records.abandon();
            throw state.killed;
          }
          records.add(item);
        }
    };
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(this.config.CAMPAIGN_SMTP_CONNECTIONS, queue.length) }, lane));
    if (state.killed !== undefined) throw state.killed;
    await records.settled();
    await this.releaseAll(notSent.map((row) => ({ row, at: now })));
    const failed = lanes.find((l): l is PromiseRejectedResult => l.status === 'rejected');
    if (failed) throw failed.reason;
    return state.relayDown;
  }

  /** A hard bounce in the SMTP conversation: the row `failed`, the person out of every sequence and suppressed. */
  private async recordBounce(row: ClaimedStep, contact: { id: string; email: string }, now: Date): Promise<void> {
    await this.db.forTenant(row.tenant_id).$transaction(async (tx) => {
      const { count } = await tx.sequenceDelivery.updateMany({
        where: { id: row.id, status: 'sending', handoff_at: row.handoff_at },
        data: { status: 'failed', skip_reason: 'bounced', done_at: now, bounced_at: now },
      });
      if (!count) return;
      await exitSequences(tx, contact.id, 'bounced', now);
      await suppressContact(tx, row.tenant_id, contact, 'bounced', now);
    });
  }

  /**
   * The campaigns' gate for a tenant's step emails, read under the campaigns' per-tenant advisory lock
   * (`SendingPolicy.underTenantLock`), less the tenant's step emails other claims are sending now (claimed,
   * not yet recorded: the daily quota counts an email once it is recorded). This batch's rows are claimed
   * (`sending`) before it asks, so two workers asking at once each see the other's: together they never
   * pass the quota.
   */
  private gate(tenantId: string, batch: ClaimedStep[], now: Date): Promise<Gate> {
    return this.policy.underTenantLock(tenantId, async (tx, gate) => {
      if (gate.kind === 'closed') return gate;
      const [{ n }] = await tx.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM sequence_deliveries d
         WHERE d.status = 'sending' AND d.handoff_at > ${new Date(now.getTime() - CLAIM_LEASE_MS)} AND d.tenant_id = ${tenantId}::uuid
           AND d.message_id IS NOT NULL AND NOT (d.id = ANY(${batch.map((r) => r.id)}::uuid[]))
           AND EXISTS (SELECT 1 FROM sequence_steps st WHERE st.id = d.step_id AND st.type = 'email')`;
      return gate.allowance - n > 0 ? { kind: 'open', allowance: gate.allowance - n } : { kind: 'closed', reason: 'quota' };
    });
  }

  /** The rows' steps and every live step of their sequences (what comes next), one statement. */
  private async readSteps(rows: ClaimedStep[]): Promise<Map<string, SequenceStep>> {
    const stepIds = [...new Set(rows.map((r) => r.step_id))];
    const found = await this.sql.sequenceStep.findMany({
      where: { OR: [{ id: { in: stepIds } }, { removed_at: null, sequence: { steps: { some: { id: { in: stepIds } } } } }] },
      orderBy: { position: 'asc' },
    });
    return new Map(found.map((s) => [s.id, s]));
  }

  /**
   * The rows' enrolment, sequence, contact and subscription, one statement for the batch. The rows and
   * their enrolments first, by primary key (materialized): joined all at once, the planner could start from
   * the sequence and, on a young table's statistics, read every enrolment of the sequence for each row
   * (20 s a batch at 10,000 people in the fault test).
   */
  private async readContexts(rows: ClaimedStep[]): Promise<Map<string, EmailContext>> {
    const found = await this.sql.$queryRaw<EmailContext[]>(Prisma.sql`
      WITH r AS MATERIALIZED (
        SELECT d.id, d.tenant_id, e.status, e.sequence_id, e.contact_id
          FROM sequence_deliveries d
          JOIN sequence_enrolments e ON e.id = d.enrolment_id AND e.tenant_id = d.tenant_id
         WHERE d.id = ANY(${rows.map((r) => r.id)}::uuid[]))
      SELECT r.id, r.status::text AS enrolment_status, r.sequence_id, r.contact_id, s.basis::text AS basis,
             s.trigger_type::text AS trigger_type, s.time_zone, c.email, sub.status::text AS subscriber_status
        FROM r
        JOIN sequences s ON s.id = r.sequence_id AND s.tenant_id = r.tenant_id
        LEFT JOIN contacts c ON c.id = r.contact_id AND c.tenant_id = r.tenant_id
        LEFT JOIN subscribers sub ON sub.contact_id = c.id AND sub.tenant_id = r.tenant_id`);
    return new Map(found.map((c) => [c.id, c]));
  }

  /** What `scheduleNextStep` would do after this step, worked out from the batch's read of the steps. */
  private nextStep(
    steps: Map<string, SequenceStep>,
    ctx: EmailContext,
    step: SequenceStep,
    now: Date,
    dueTimes: Map<string, Date>,
  ): NextStep {
    let next: SequenceStep | undefined;
    for (const s of steps.values())
      if (s.sequence_id === ctx.sequence_id && !s.removed_at && s.position > step.position && (!next || s.position < next.position))
        next = s;
    if (!next) return { step: null, dueAt: null };
    const key = `${next.id} ${ctx.time_zone}`;
    let dueAt = dueTimes.get(key);
    if (!dueAt) dueTimes.set(key, (dueAt = stepDueAt(now, next, ctx.time_zone)));
    return { step: next, dueAt };
  }

  /**
   * The record of a group of accepted emails (`GroupCommit`), in one statement: each row `done`
   * (conditional on the claim still being ours) and its next step's row inserted, or its enrolment
   * completed — as `scheduleNextStep` in a transaction, from the batch's read of the steps, and only if
   * that read still holds (the same live steps after this one, the same zone). A row it does not record
   * (an edit of the sequence meanwhile, or the claim no longer ours) goes through that transaction.
   */
  private async recordSent(group: Sendable[], now: Date, result: TickResult): Promise<void> {
    const at = now.toISOString();
    const recorded = await this.sql.$queryRaw<{ id: string }[]>(Prisma.sql`
      WITH v AS (
        SELECT * FROM unnest(
          ${group.map((g) => g.row.id)}::uuid[], ${group.map((g) => g.row.tenant_id)}::uuid[],
          ${group.map((g) => g.row.handoff_at.toISOString())}::timestamptz[], ${group.map((g) => g.ctx.sequence_id)}::uuid[],
          ${group.map((g) => g.ctx.time_zone)}::text[], ${group.map((g) => g.step.position)}::int[],
          ${group.map((g) => g.next.step?.id ?? null)}::uuid[], ${group.map((g) => g.next.step?.position ?? null)}::int[],
          ${group.map((g) => g.next.step?.updated_at.toISOString() ?? null)}::timestamptz[],
          ${group.map((g) => g.next.dueAt?.toISOString() ?? null)}::timestamptz[], ${group.map(() => uuidv7())}::uuid[])
          AS v(id, tenant_id, handoff_at, sequence_id, time_zone, position, next_id, next_position, next_updated_at, next_due_at, new_id)),
      done AS (
        UPDATE sequence_deliveries d
           SET status = 'done', done_at = ${at}::timestamptz
          FROM v
         WHERE d.id = v.id AND d.tenant_id = v.tenant_id AND d.status = 'sending' AND d.handoff_at = v.handoff_at
           AND EXISTS (SELECT 1 FROM sequences WHERE id = v.sequence_id AND time_zone = v.time_zone)
           AND NOT EXISTS (
             SELECT 1 FROM sequence_steps x
              WHERE x.sequence_id = v.sequence_id AND x.removed_at IS NULL AND x.position > v.position
                AND x.id IS DISTINCT FROM v.next_id AND (v.next_position IS NULL OR x.position <= v.next_position))
           AND (v.next_id IS NULL OR EXISTS (
             SELECT 1 FROM sequence_steps x
              WHERE x.id = v.next_id AND x.removed_at IS NULL AND x.updated_at = (v.next_updated_at AT TIME ZONE 'UTC')))
        RETURNING d.id, d.enrolment_id, v.tenant_id, v.next_id, v.next_due_at, v.new_id),
      scheduled AS (
        INSERT INTO sequence_deliveries (id, tenant_id, enrolment_id, step_id, due_at)
        SELECT done.new_id, done.tenant_id, done.enrolment_id, done.next_id, done.next_due_at
          FROM done JOIN sequence_enrolments e ON e.id = done.enrolment_id AND e.status = 'active'
         WHERE done.next_id IS NOT NULL
        ON CONFLICT DO NOTHING),
      completed AS (
        UPDATE sequence_enrolments SET status = 'completed', ended_at = (${at}::timestamptz AT TIME ZONE 'UTC')
         WHERE id IN (SELECT enrolment_id FROM done WHERE next_id IS NULL) AND status = 'active')
      SELECT id FROM done`);
    result.done += recorded.length;
    if (recorded.length === group.length) return;
    const ids = new Set(recorded.map((r) => r.id));
    for (const { row, step } of group) {
      if (ids.has(row.id)) continue;
      // Not ours any more, or the sequence changed since the batch's read: the transaction of before decides.
      const done = await this.db.forTenant(row.tenant_id).$transaction(async (tx) => {
        const { count } = await tx.sequenceDelivery.updateMany({
          where: { id: row.id, status: 'sending', handoff_at: row.handoff_at },
          data: { status: 'done', done_at: now },
        });
        if (!count) return false;
        await scheduleNextStep(tx, row.tenant_id, row.enrolment_id, step.position, now);
        return true;
      });
      result[done ? 'done' : 'skipped']++;
    }
  }

  /** Back to pending, each due at its `at` (the Message-ID stays): one statement for them all. */
  private async releaseAll(releases: { row: ClaimedStep; at: Date }[]): Promise<void> {
    if (!releases.length) return;
    await this.sql.$executeRaw(Prisma.sql`
      UPDATE sequence_deliveries d
         SET status = 'pending', due_at = v.at, handoff_at = NULL
        FROM unnest(${releases.map((r) => r.row.id)}::uuid[], ${releases.map((r) => r.row.tenant_id)}::uuid[],
                    ${releases.map((r) => r.row.handoff_at.toISOString())}::timestamptz[], ${releases.map((r) => r.at.toISOString())}::timestamptz[])
             AS v(id, tenant_id, handoff_at, at)
       WHERE d.id = v.id AND d.tenant_id = v.tenant_id AND d.status = 'sending' AND d.handoff_at = v.handoff_at`);
  }

  /** A tag or a status step (email steps go through `carryOutEmails`), one at a time. */
  private async carryOut(row: ClaimedStep): Promise<'done' | 'skipped'> {
    const db = this.db.forTenant(row.tenant_id);
    const now = this.clock.now();
    const delivery = await db.sequenceDelivery.findUnique({
      where: { id: row.id },
      include: {
        step: true,
        enrolment: { include: { contact: { select: { id: true, tags: true } } } },
      },
    });
    if (!delivery) return 'skipped';
    const { step, enrolment } = delivery;
    const { contact } = enrolment;
    if (enrolment.status !== 'active') return this.skip(row, `enrolment ${enrolment.status}`, null);
    // An erased person's rows stay, anonymous (their contact gone): nothing more is done for them.
    if (!contact) return this.skip(row, 'erased', null);
    if (step.removed_at) return this.skip(row, 'step removed', step.position);

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
   * tenant every CAMPAIGN_TICK_SECONDS of the engine's clock: its counts scan the tenant's recent mail.
   */
  private async checkGuard(tenants: Set<string>): Promise<void> {
    const now = this.clock.now().getTime();
    for (const tenantId of tenants) {
      const last = this.guardCheckedAt.get(tenantId);
      // A clock set back (tests) measures again rather than waiting for the old time to come round.
      if (last !== undefined && now >= last && now - last < this.config.CAMPAIGN_TICK_SECONDS * 1000) continue;
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
