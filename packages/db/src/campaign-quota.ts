import { Prisma } from './generated/client.js';

/** The start of the current day in UTC, in SQL: the day of the daily sending quota. */
export const UTC_DAY_START = Prisma.sql`date_trunc('day', now() AT TIME ZONE 'UTC')`;

/**
 * What the daily campaign quota counts for a tenant, as one SQL expression (docs/campaigns-delivery.md):
 * campaign emails handed to the relay today (UTC) — rows sent today, plus rows being sent now by a
 * campaign still sending or paused, plus the sequences' step emails of the day: the rows the worker's
 * gate counts (apps/worker/src/campaigns/sending-policy.ts), and what the admins' views show as "sent
 * today". `tenantId` is an SQL expression: a parameter (Prisma.sql`${id}::uuid`) or a column (Prisma.sql`t.id`).
 * Raw SQL: run it on a client from `Database.acrossTenants(reason)`.
 */
export const campaignSendsTodaySql = (tenantId: Prisma.Sql): Prisma.Sql => Prisma.sql`(
  (SELECT count(*) FROM campaign_recipients r WHERE r.tenant_id = ${tenantId} AND r.sent_at >= ${UTC_DAY_START})
  + (SELECT count(*) FROM campaign_recipients r
       WHERE r.campaign_id IN (SELECT c.id FROM campaigns c WHERE c.tenant_id = ${tenantId} AND c.status IN ('sending', 'paused'))
         AND r.status = 'sending')
  + ${sequenceSendsTodaySql(tenantId)})`;

/**
 * Sequence step emails handed to the relay today (UTC): they count toward the same daily quota
 * (docs/product.md "Sequences"). A delivery row with a Message-ID that is `done` (or `failed`: refused
 * for good in the SMTP conversation, as a campaign's bounced row counts) is an email handed over; the
 * index on (tenant_id, done_at) serves it.
 */
export const sequenceSendsTodaySql = (tenantId: Prisma.Sql): Prisma.Sql => Prisma.sql`(
  SELECT count(*) FROM sequence_deliveries d
   WHERE d.tenant_id = ${tenantId} AND d.done_at >= ${UTC_DAY_START} AND d.message_id IS NOT NULL AND d.status IN ('done', 'failed')
     AND EXISTS (SELECT 1 FROM sequence_steps st WHERE st.id = d.step_id AND st.type = 'email'))`;

/** `campaignSendsTodaySql` for one tenant, counted. */
export async function campaignSendsToday(db: Pick<Prisma.TransactionClient, '$queryRaw'>, tenantId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ used: bigint }[]>`SELECT ${campaignSendsTodaySql(Prisma.sql`${tenantId}::uuid`)} AS used`;
  return Number(row?.used ?? 0);
}
