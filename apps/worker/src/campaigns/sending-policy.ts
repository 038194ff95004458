import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { campaignSendsToday, Database, Prisma, sequenceSendsTodaySql, type PrismaClient } from '@ds/db';
import type { SqlClient } from './recipient-ledger.js';

/** May this tenant send now, and how many more messages today? */
export type Gate = { kind: 'open'; allowance: number } | { kind: 'closed'; reason: string };

const PAUSED_BY_ADMIN = 'Sending paused by an administrator.';
/** Shown if a guard pause was recorded without its reason (the guard always writes one). */
export const PAUSED_BY_GUARD =
  'Sending paused automatically: too many spam complaints or bounces. An administrator will review your list and resume sending.';
/**
 * The API refuses to send or schedule without a postal address (docs/campaigns.md "Compliance"); this
 * catches an address removed after a send was scheduled: nothing goes out until it is back.
 */
export const NO_POSTAL_ADDRESS =
  'Sending paused: add your postal address in Settings (Personal info → Address). The law requires it in every campaign email.';
const quotaReached = (quota: number) =>
  `Daily sending quota reached (${quota} emails a day); sending resumes tomorrow (UTC) or when the quota is raised.`;

/**
 * What stops a tenant's send: no postal address (`tenants.address`, printed in every campaign's footer),
 * an admin's pause (`tenants.campaigns_paused_at`), the sending guard's pause on high complaint or
 * bounce rates (`tenants.campaigns_guard_paused_at`, recorded by sending-guard.ts) or its daily quota
 * (`tenants.campaign_daily_quota`, else CAMPAIGN_DAILY_QUOTA) of messages handed to the relay per UTC
 * day — rows sent today plus rows being sent now, counted from the ledger itself. Lanes ask before every
 * batch, under a per-tenant advisory lock held until their claim commits, so parallel lanes never claim
 * past the quota together; a closed gate pauses the campaign (`paused`, `status_reason`), and the tick
 * resumes it when the gate opens again (a new day, a raised quota, the admin's pause lifted).
 */
@Injectable()
export class SendingPolicy {
  private readonly sql: PrismaClient;

  constructor(
    db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sql = db.acrossTenants('campaign policy: counts a tenant’s sends of the day across its campaigns with SQL');
  }

  /**
   * Runs `work` in a transaction holding the tenant's advisory lock, with the gate as it stands: the
   * gate-and-claim of one tenant's lanes happens one at a time, so their claims never add up past the quota.
   */
  async underTenantLock<T>(tenantId: string, work: (tx: SqlClient, gate: Gate) => Promise<T>): Promise<T> {
    return this.sql.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`campaign-quota:${tenantId}`}))::text`;
      return work(tx, await this.gate(tenantId, tx));
    });
  }

  /**
   * The gate as it stands. Counting today's sends exactly costs a scan of the tenant's rows of the day,
   * so it is done only near the quota: first a bound from the tenant's few campaign rows — every message
   * sent today belongs to a campaign still sending (or paused) or finished today, so the sum of their
   * recipients, plus the sequences' step emails of the day (counted exactly, by index), is at least
   * today's use. While that bound leaves a batch or more, it is the allowance.
   */
  async gate(tenantId: string, tx: SqlClient = this.sql): Promise<Gate> {
    const [row] = await tx.$queryRaw<
      { paused: boolean; guard_reason: string | null; guarded: boolean; addressed: boolean; quota: number | null; bound: bigint }[]
    >`
      SELECT t.campaigns_paused_at IS NOT NULL AS paused, t.campaigns_guard_paused_at IS NOT NULL AS guarded,
        t.campaigns_guard_reason AS guard_reason, coalesce(btrim(t.address, E' \t\r\n'), '') <> '' AS addressed,
        t.campaign_daily_quota AS quota,
        (SELECT coalesce(sum(c.recipients_count), 0) FROM campaigns c
           WHERE c.tenant_id = t.id AND (c.status IN ('sending', 'paused') OR c.sent_at >= date_trunc('day', now() AT TIME ZONE 'UTC')))
          + ${sequenceSendsTodaySql(Prisma.sql`t.id`)} AS bound
      FROM tenants t WHERE t.id = ${tenantId}::uuid`;
    if (!row) return { kind: 'closed', reason: 'The distributor no longer exists.' };
    if (row.paused) return { kind: 'closed', reason: PAUSED_BY_ADMIN };
    if (row.guarded) return { kind: 'closed', reason: row.guard_reason ?? PAUSED_BY_GUARD };
    if (!row.addressed) return { kind: 'closed', reason: NO_POSTAL_ADDRESS };
    const quota = row.quota ?? this.config.CAMPAIGN_DAILY_QUOTA;
    const roomByBound = quota - Number(row.bound);
    if (roomByBound >= this.config.CAMPAIGN_BATCH_SIZE) return { kind: 'open', allowance: roomByBound };
    // Sent today, counted as the API's quota views count it (`@ds/db`).
    const allowance = quota - (await campaignSendsToday(tx, tenantId));
    return allowance > 0 ? { kind: 'open', allowance } : { kind: 'closed', reason: quotaReached(quota) };
  }

  /** `sending → paused` with the reason (or a paused campaign's reason brought up to date). */
  async pause(campaignId: string, reason: string, tx: SqlClient = this.sql): Promise<void> {
    await tx.$executeRaw`
      UPDATE campaigns SET status = 'paused', status_reason = ${reason}, updated_at = now()
      WHERE id = ${campaignId}::uuid AND (status = 'sending' OR (status = 'paused' AND status_reason IS DISTINCT FROM ${reason}))`;
  }

  async resume(campaignId: string): Promise<boolean> {
    return (
      (await this.sql.$executeRaw`
        UPDATE campaigns SET status = 'sending', status_reason = NULL, updated_at = now()
        WHERE id = ${campaignId}::uuid AND status = 'paused'`) > 0
    );
  }
}
