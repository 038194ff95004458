import { Injectable } from '@nestjs/common';
import type { RingConfig } from '@ds/config';
import { allowStatementsFor, Database, Prisma, type PrismaClient } from '@ds/db';
import { suppressionHashes } from '@ds/mail-identity';

/** Two separate conditions (not one OR), so each claim walks the (campaign_id, status) index to its first rows. */
const lapsedSql = (leaseMs: number) => Prisma.sql`r.status = 'sending' AND r.handoff_at < now() - make_interval(secs => ${leaseMs / 1000})`;
const dueSql = Prisma.sql`r.status = 'queued' AND (r.next_attempt_at IS NULL OR r.next_attempt_at <= now())`;

/**
 * The audience snapshot copies a whole tenant's confirmed list in one statement, so it may outlast
 * DATABASE_STATEMENT_TIMEOUT_MS on a large list; it gets as long as its transaction.
 */
const SNAPSHOT_MS = 120_000;

/**
 * The "recently engaged" audience (docs/campaigns.md "Audience"): subscribers who opened or clicked one of
 * the tenant's campaign emails in the last 12 months, or who subscribed in that time — a new subscriber
 * has had no chance to engage yet. Mailing people who stopped reading is what drives complaints and
 * spam-trap hits up; the lookup per subscriber walks the (tenant_id, subscriber_id) index.
 */
const engagedSql = Prisma.sql`(
  coalesce(s.confirmed_at, s.created_at) >= now() - interval '12 months'
  OR EXISTS (SELECT 1 FROM campaign_recipients e
             WHERE e.tenant_id = s.tenant_id AND e.subscriber_id = s.id
               AND (e.opened_at >= now() - interval '12 months' OR e.clicked_at >= now() - interval '12 months')))`;

/**
 * The optional narrowing by the person's contact (docs/campaigns.md "Audience"): a tag they carry, a status
 * they have. Subscribers are still only the confirmed ones; one without a contact matches no filter.
 */
const filterSql = Prisma.sql`(
  (c.audience_tag IS NULL AND c.audience_status IS NULL)
  OR EXISTS (SELECT 1 FROM contacts ct
             WHERE ct.id = s.contact_id AND ct.tenant_id = s.tenant_id
               AND (c.audience_tag IS NULL OR c.audience_tag = ANY(ct.tags))
               AND (c.audience_status IS NULL OR ct.status = c.audience_status)))`;

/** The client or the transaction a statement runs in. */
export type SqlClient = Pick<PrismaClient, '$queryRaw' | '$executeRaw'>;

/** A recipient row a lane has claimed (`sending`, hand-off recorded, Message-ID fixed). */
export interface ClaimedRecipient {
  id: string;
  subscriberId: string;
  email: string;
  attempts: number;
  messageId: string;
  /** The subscriber is no longer `confirmed` (unsubscribed, bounced, complained): not sent, `skipped`. */
  confirmed: boolean;
  /** An earlier claim of this row was cut off (a crashed worker): it may have reached the relay. */
  resumed: boolean;
}

/**
 * The exactly-once ledger of a campaign's send: one `campaign_recipients` row per campaign and subscriber
 * (unique), moved `queued → sending → sent | bounced | failed | skipped` by conditional statements.
 * `sending` (with `handoff_at` and the stable `message_id`) is written before a message goes to the
 * relay, `sent` right after the relay accepted it; a `sending` row whose claim lapsed (its worker died:
 * no heartbeat for `leaseMs`) is claimed again and sent under the same Message-ID. The rule and its one
 * window are in docs/campaigns-delivery.md.
 * Every statement names the tenant with the campaign; they are SQL across the tenant door because Prisma's
 * query builder has no `FOR UPDATE SKIP LOCKED`, `ANY(array)` updates or `INSERT … SELECT`.
 */
@Injectable()
export class RecipientLedger {
  private readonly sql: PrismaClient;

  constructor(db: Database) {
    this.sql = db.acrossTenants(
      'campaign ledger: set-based SQL on one campaign’s recipient rows (FOR UPDATE SKIP LOCKED, ANY(array), INSERT … SELECT); each statement names the tenant',
    );
  }

  /**
   * Starts a due campaign: `scheduled → sending` and the snapshot of its confirmed audience (all of it,
   * or only the recently engaged when the campaign's `audience` is `engaged`; narrowed to a contact tag
   * or status when the campaign names one), in one
   * transaction (a crash leaves the campaign scheduled, with no rows). False when it was not due or
   * another worker's tick started it first.
   */
  async start(campaignId: string, tenantId: string): Promise<number | null> {
    return this.sql.$transaction(
      async (tx) => {
        const started = await tx.$executeRaw`
          UPDATE campaigns SET status = 'sending', send_started_at = now(), status_reason = NULL, updated_at = now()
          WHERE id = ${campaignId}::uuid AND tenant_id = ${tenantId}::uuid AND status = 'scheduled' AND scheduled_at <= now()`;
        if (!started) return null;
        await allowStatementsFor(tx, SNAPSHOT_MS);
        const recipients = await tx.$executeRaw`
          INSERT INTO campaign_recipients (id, tenant_id, campaign_id, subscriber_id, email, status, created_at, updated_at)
          SELECT gen_random_uuid(), s.tenant_id, ${campaignId}::uuid, s.id, s.email, 'queued', now(), now()
          FROM subscribers s, campaigns c
          WHERE c.id = ${campaignId}::uuid AND s.tenant_id = ${tenantId}::uuid AND s.status = 'confirmed'
            AND (c.audience = 'all' OR ${engagedSql})
            AND ${filterSql}
          ON CONFLICT (campaign_id, subscriber_id) DO NOTHING`;
        await tx.$executeRaw`UPDATE campaigns SET recipients_count = ${recipients} WHERE id = ${campaignId}::uuid`;
        return recipients;
      },
      { timeout: SNAPSHOT_MS },
    );
  }

  /**
   * Claims up to `limit` rows: first `sending` rows whose claim lapsed (a dead worker's), then due
   * `queued` ones. `FOR UPDATE SKIP LOCKED`: lanes on any number of workers never claim the same row.
   */
  async claim(
    tx: SqlClient,
    campaignId: string,
    tenantId: string,
    limit: number,
    leaseMs: number,
    messageIdDomain: string,
  ): Promise<ClaimedRecipient[]> {
    if (limit <= 0) return [];
    const lapsed = await this.claimWhere(tx, campaignId, tenantId, limit, messageIdDomain, 'lapsed', leaseMs);
    if (lapsed.length >= limit) return lapsed;
    return [...lapsed, ...(await this.claimWhere(tx, campaignId, tenantId, limit - lapsed.length, messageIdDomain, 'queued', leaseMs))];
  }

  private async claimWhere(
    tx: SqlClient,
    campaignId: string,
    tenantId: string,
    limit: number,
    domain: string,
    which: 'lapsed' | 'queued',
    leaseMs: number,
  ) {
    const rows = await tx.$queryRaw<
      { id: string; subscriber_id: string; email: string; attempts: number; message_id: string; confirmed: boolean; resumed: boolean }[]
    >`
      WITH picked AS (
        SELECT r.id, r.status = 'sending' AS resumed
        FROM campaign_recipients r
        WHERE r.campaign_id = ${campaignId}::uuid AND r.tenant_id = ${tenantId}::uuid AND ${which === 'lapsed' ? lapsedSql(leaseMs) : dueSql}
        LIMIT ${limit}
        FOR UPDATE OF r SKIP LOCKED
      )
      UPDATE campaign_recipients r
      SET status = 'sending', handoff_at = now(), next_attempt_at = NULL, attempts = r.attempts + 1,
          message_id = '<c.' || r.id::text || '@' || ${domain} || '>', updated_at = now()
      FROM picked
      WHERE r.id = picked.id
      RETURNING r.id::text AS id, r.subscriber_id::text AS subscriber_id, r.email, r.attempts, r.message_id,
                -- An erased person's row has no subscriber (docs/privacy.md): claimed, then skipped.
                coalesce((SELECT s.status = 'confirmed' FROM subscribers s WHERE s.id = r.subscriber_id), false) AS confirmed,
                picked.resumed`;
    return rows.map((r) => ({
      id: r.id,
      subscriberId: r.subscriber_id,
      email: r.email,
      attempts: r.attempts,
      messageId: r.message_id,
      confirmed: r.confirmed,
      resumed: r.resumed,
    }));
  }

  /** Keeps this lane's claims alive (a live lane is never taken over, however slow the relay). */
  async renew(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.sql.$executeRaw`UPDATE campaign_recipients SET handoff_at = now() WHERE id = ANY(${ids}::uuid[]) AND status = 'sending'`;
  }

  /**
   * Of these addresses, the ones on the tenant's suppression list (an erased person's, docs/privacy.md): never
   * mailed, whatever their subscription row says (a backup restored, a row written by hand).
   */
  async suppressed(config: RingConfig, tenantId: string, emails: string[]): Promise<Set<string>> {
    const byHash = new Map<string, string>();
    for (const email of emails) for (const { hash } of suppressionHashes(config, tenantId, email)) byHash.set(hash, email);
    if (!byHash.size) return new Set();
    const rows = await this.sql.$queryRaw<{ email_hash: string }[]>`
      SELECT email_hash FROM suppressions WHERE tenant_id = ${tenantId}::uuid AND email_hash = ANY(${[...byHash.keys()]}::text[])`;
    return new Set(rows.map((r) => byHash.get(r.email_hash)!));
  }

  /** The subscribers of these rows that are still `confirmed` (re-checked right before each group's hand-off). */
  async stillConfirmed(subscriberIds: string[]): Promise<Set<string>> {
    if (!subscriberIds.length) return new Set();
    const rows = await this.sql.$queryRaw<
      { id: string }[]
    >`SELECT id::text AS id FROM subscribers WHERE id = ANY(${subscriberIds}::uuid[]) AND status = 'confirmed'`;
    return new Set(rows.map((r) => r.id));
  }

  /** The relay accepted these messages. */
  async markSent(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.sql.$executeRaw`
      UPDATE campaign_recipients SET status = 'sent', sent_at = now(), last_error = NULL, updated_at = now()
      WHERE id = ANY(${ids}::uuid[]) AND status = 'sending'`;
  }

  /** Not sent: the subscriber left the list meanwhile. */
  async markSkipped(ids: string[], reason: string): Promise<void> {
    if (!ids.length) return;
    await this.sql.$executeRaw`
      UPDATE campaign_recipients SET status = 'skipped', handoff_at = NULL, last_error = ${reason}, updated_at = now()
      WHERE id = ANY(${ids}::uuid[]) AND status IN ('queued', 'sending')`;
  }

  /** Claimed but never handed off (the relay went down, the worker stops): back to `queued`, due at `at`. */
  async release(ids: string[], at: Date): Promise<void> {
    if (!ids.length) return;
    await this.sql.$executeRaw`
      UPDATE campaign_recipients SET status = 'queued', handoff_at = NULL, next_attempt_at = ${at}, attempts = attempts - 1, updated_at = now()
      WHERE id = ANY(${ids}::uuid[]) AND status = 'sending'`;
  }

  /** Back to `queued` until `at` (a temporary failure), or `failed` when the retries are used up (`at` null). */
  async retryLater(id: string, at: Date | null, error: string): Promise<void> {
    if (at) {
      await this.sql.$executeRaw`
        UPDATE campaign_recipients SET status = 'queued', handoff_at = NULL, next_attempt_at = ${at}, last_error = ${error}, updated_at = now()
        WHERE id = ${id}::uuid AND status = 'sending'`;
    } else {
      await this.sql.$executeRaw`
        UPDATE campaign_recipients SET status = 'failed', handoff_at = NULL, last_error = ${error}, updated_at = now()
        WHERE id = ${id}::uuid AND status = 'sending'`;
    }
  }

  /** A 5xx answer: the row is bounced and the subscriber `bounced`, so no later campaign mails them. */
  async markBounced(id: string, subscriberId: string, error: string): Promise<void> {
    await this.sql.$transaction([
      this.sql.$executeRaw`
        UPDATE campaign_recipients SET status = 'bounced', handoff_at = NULL, last_error = ${error}, updated_at = now()
        WHERE id = ${id}::uuid AND status = 'sending'`,
      this.sql
        .$executeRaw`UPDATE subscribers SET status = 'bounced', bounced_at = now() WHERE id = ${subscriberId}::uuid AND status = 'confirmed'`,
    ]);
  }

  /** Rows still owed: queued (due or waiting for a retry) or sending; `due`: a lane could claim one now. */
  async outstanding(campaignId: string, leaseMs: number): Promise<{ open: number; due: number }> {
    const [row] = await this.sql.$queryRaw<{ open: bigint; due: bigint }[]>`
      SELECT count(*) AS open,
             count(*) FILTER (WHERE (status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= now()))
                                 OR (status = 'sending' AND handoff_at < now() - make_interval(secs => ${leaseMs / 1000}))) AS due
      FROM campaign_recipients WHERE campaign_id = ${campaignId}::uuid AND status IN ('queued', 'sending')`;
    return { open: Number(row.open), due: Number(row.due) };
  }

  /** `sending → sent` once no row is owed. */
  async finishIfDone(campaignId: string): Promise<boolean> {
    const done = await this.sql.$executeRaw`
      UPDATE campaigns SET status = 'sent', sent_at = now(), status_reason = NULL, updated_at = now()
      WHERE id = ${campaignId}::uuid AND status = 'sending'
        AND NOT EXISTS (SELECT 1 FROM campaign_recipients WHERE campaign_id = ${campaignId}::uuid AND status IN ('queued', 'sending'))`;
    return done > 0;
  }
}
