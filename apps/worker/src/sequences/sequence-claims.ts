import { Database, Prisma, type PrismaClient } from '@ds/db';

/** A claimed due step: its row (the ledger of its enrolment and step) and the stable Message-ID. */
export interface ClaimedStep {
  id: string;
  tenant_id: string;
  enrolment_id: string;
  step_id: string;
  message_id: string;
  attempts: number;
  /** This claim's time: the record is conditional on it (a lapsed claim taken over is no longer ours). */
  handoff_at: Date;
}

/** A claim a worker holds this long before another may take the row over (it died, or lost PostgreSQL). */
export const CLAIM_LEASE_MS = 60_000;

/**
 * The set-based statements of the engine, across tenants (each row carries its tenant, and every later
 * write goes through that tenant's client). Prisma's query builder has no FOR UPDATE SKIP LOCKED.
 */
export class SequenceClaims {
  private readonly sql: PrismaClient;

  constructor(db: Database) {
    this.sql = db.acrossTenants('sequence engine: claim due steps of every tenant with FOR UPDATE SKIP LOCKED; each row names its tenant');
  }

  /**
   * Claims up to `limit` rows that are due (pending, `due_at` ≤ now) or whose claim lapsed (`sending`,
   * `handoff_at` older than the lease), of active sequences only: `sending`, `handoff_at = now`, one more
   * attempt, and the Message-ID `<s.<row id>@<domain>>` kept from the first claim on. Any number of
   * workers run this at once; SKIP LOCKED hands each row to one of them.
   */
  async claim(now: Date, limit: number, messageIdDomain: string): Promise<ClaimedStep[]> {
    const lapsed = new Date(now.getTime() - CLAIM_LEASE_MS);
    // Two arms, each read in its own partial index's order and stopped by its LIMIT (the lapsed claims first,
    // rare; then the due rows, `sequence_deliveries_due_idx` by `due_at`): one OR over both would let the
    // planner take a bitmap of every due row and sort it for each batch, however many are due.
    return this.sql.$queryRaw<ClaimedStep[]>(Prisma.sql`
      WITH lapsed AS (
        SELECT c.id FROM sequence_deliveries c
          JOIN sequence_enrolments e ON e.id = c.enrolment_id
          JOIN sequences s ON s.id = e.sequence_id
         WHERE c.status = 'sending' AND c.handoff_at < ${lapsed} AND s.status = 'active'
         ORDER BY c.handoff_at
         LIMIT ${limit}
         FOR UPDATE OF c SKIP LOCKED),
      due AS (
        SELECT c.id FROM sequence_deliveries c
          JOIN sequence_enrolments e ON e.id = c.enrolment_id
          JOIN sequences s ON s.id = e.sequence_id
         WHERE c.status = 'pending' AND c.due_at <= ${now} AND s.status = 'active'
         ORDER BY c.due_at
         LIMIT ${limit}::int - (SELECT count(*)::int FROM lapsed)
         FOR UPDATE OF c SKIP LOCKED)
      UPDATE sequence_deliveries d
         SET status = 'sending', handoff_at = ${now}, attempts = d.attempts + 1,
             message_id = COALESCE(d.message_id, '<s.' || d.id || '@' || ${messageIdDomain} || '>')
       WHERE d.id IN (SELECT id FROM lapsed UNION ALL SELECT id FROM due)
      RETURNING d.id, d.tenant_id, d.enrolment_id, d.step_id, d.message_id, d.attempts, d.handoff_at`);
  }
}
