import { randomBytes } from 'node:crypto';
import type { Prisma } from '@ds/db';
import type { JobName, JobPayloads } from './contract.js';
import { withTraceContext } from './trace-context.js';

/**
 * The transactional outbox (docs/outbox.md): work a request or a job owes — an email, a fan-out — is
 * written to the `outbox` table in the same transaction as the data that causes it, then relayed to
 * BullMQ. A rolled-back request leaves no work behind; a Redis outage loses none (the worker's sweeper
 * re-queues every due row that has no job), and the row's status says whether it was done.
 */

/** BullMQ job id of an outbox row: relaying the row again never adds a second live job. */
export const outboxJobId = (outboxId: string): string => `outbox-${outboxId}`;

/** What a relayed job's data carries besides its payload: the row that owns the work. */
export interface OutboxRef {
  outboxId?: string;
}

/**
 * Dedupe keys derived from the payload, for work owed once per payload whoever records it (the API, a
 * job, a retry of either): `Outbox.record` uses them when the caller names no key. Only a fan-out's
 * plan is ever recorded (its steps are jobs of the plan's flow).
 */
export const OUTBOX_KEY = {
  'notifications.fanout': ({ notificationId }) => `notification-fanout:${notificationId}`,
  'mail.notification': ({ notificationId, tenantId }) => `notification-mail:${notificationId}:${tenantId}`,
} satisfies { [N in JobName]?: (data: JobPayloads[N]) => string };

/** The key the contract derives for recording this work, or undefined when it has none. */
export function outboxKeyOf<N extends JobName>(name: N, data: JobPayloads[N]): string | undefined {
  const derive = (OUTBOX_KEY as { [K in JobName]?: (data: JobPayloads[K]) => string })[name];
  return derive?.(data);
}

export interface OutboxIntent<N extends JobName> {
  name: N;
  data: JobPayloads[N];
  /**
   * Recording the same key twice records once (e.g. `lead-notice:<leadId>`). Defaults to the key the
   * contract derives (`OUTBOX_KEY`), if any.
   */
  dedupeKey?: string;
  /** The tenant concerned, for admin views. */
  tenantId?: string | null;
  /** Not before (default: now). */
  runAt?: Date;
}

/** A recorded row, as the relay needs it. */
export interface OutboxEntry<N extends JobName = JobName> {
  id: string;
  name: N;
  data: JobPayloads[N];
  runAt: Date;
}

/**
 * A Prisma transaction (or client), plain or a tenant's (`Database.forTenant`): only the outbox table is
 * touched, by the one call below (described structurally, as the tenant client's extended types differ).
 */
export interface OutboxWriter {
  outboxMessage: {
    createManyAndReturn(args: {
      data: Prisma.OutboxMessageCreateManyInput[];
      skipDuplicates: true;
      select: { id: true };
    }): PromiseLike<{ id: string }[]>;
  };
}

export const Outbox = {
  /**
   * Records `intent` inside the caller's transaction (`prisma.$transaction(async (tx) => …)`), so it
   * exists exactly when the data does. Resolves with the entry to relay once the transaction has
   * committed (`OutboxRelay`/`JobQueue.relay`), or null when `dedupeKey` was recorded before — that
   * row is already owed, and relayed by whoever recorded it or by the sweeper.
   */
  async record<N extends JobName>(tx: OutboxWriter, intent: OutboxIntent<N>): Promise<OutboxEntry<N> | null> {
    const runAt = intent.runAt ?? new Date();
    // The request's trace goes with the work, so the job that does it joins the same trace.
    const data = withTraceContext(intent.data);
    // ON CONFLICT DO NOTHING: a plain insert's unique violation would abort the caller's transaction.
    const [row] = await tx.outboxMessage.createManyAndReturn({
      data: [
        {
          id: uuidv7(),
          name: intent.name,
          payload: data as unknown as Prisma.InputJsonValue,
          dedupe_key: intent.dedupeKey ?? outboxKeyOf(intent.name, intent.data) ?? null,
          tenant_id: intent.tenantId ?? null,
          next_attempt_at: runAt,
        },
      ],
      skipDuplicates: true,
      select: { id: true },
    });
    return row ? { id: row.id, name: intent.name, data, runAt } : null;
  },
};

/**
 * A UUID version 7 (RFC 9562: 48-bit Unix milliseconds, then random bits), as Prisma's `uuid(7)` makes:
 * ids sort by creation time. For rows inserted in bulk with SQL, where Prisma's default does not apply.
 */
export function uuidv7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
