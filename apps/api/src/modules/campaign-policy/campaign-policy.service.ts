import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { campaignSendsToday, campaignSendsTodaySql, Database, Prisma, type PrismaClient } from '@ds/db';
import { notFound } from '../../infra/http/api-error.js';
import type { CampaignPolicyDto } from './dto/campaign-policy.dto.js';
import type { CampaignFleetAnswer, CampaignFleetRow, CampaignPolicyView } from './campaign-policy.views.js';

/**
 * Admins' hold on campaign sending (docs/campaigns-delivery.md): a per-distributor daily quota (else
 * CAMPAIGN_DAILY_QUOTA), a pause that stops running sends at their next batch and keeps new ones from
 * starting, and the fleet's volume, bounces and complaints. The worker reads both settings before every
 * batch; lifting the pause or raising the quota resumes paused sends within one tick.
 */
/** One distributor's row of the admin's campaign fleet query, as PostgreSQL returns it. */
interface FleetQueryRow {
  id: string;
  subdomain: string;
  site_name: string | null;
  quota: number | null;
  paused_at: Date | null;
  guard_paused_at: Date | null;
  guard_reason: string | null;
  campaigns: bigint;
  active: bigint;
  sent_today: bigint;
  sent_30d: bigint;
  bounced_30d: bigint;
  complaints: bigint;
}

@Injectable()
export class CampaignPolicyService {
  private readonly fleetDb: PrismaClient;

  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.fleetDb = db.acrossTenants(
      'admin campaign fleet: volume, quota use, bounces and complaints of every distributor that sends campaigns, with SQL',
    );
  }

  async read(tenantId: string): Promise<CampaignPolicyView> {
    const tenant = await this.db.forTenant(tenantId).tenant.findUnique({
      where: { id: tenantId },
      select: { campaign_daily_quota: true, campaigns_paused_at: true, campaigns_guard_paused_at: true, campaigns_guard_reason: true },
    });
    if (!tenant) throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    // What the quota counts, as the worker's gate counts it (`campaignSendsToday`, @ds/db).
    const sentToday = await campaignSendsToday(this.fleetDb, tenantId);
    return {
      tenant_id: tenantId,
      daily_quota: tenant.campaign_daily_quota,
      effective_quota: tenant.campaign_daily_quota ?? this.config.CAMPAIGN_DAILY_QUOTA,
      paused: tenant.campaigns_paused_at !== null,
      paused_at: tenant.campaigns_paused_at,
      sent_today: sentToday,
      ...guardView(tenant.campaigns_guard_paused_at, tenant.campaigns_guard_reason),
    };
  }

  /**
   * An admin lifts the guard's pause (docs/deliverability.md "Guards"): the worker's tick resumes the
   * tenant's paused sends, and `campaigns_guard_resumed_at` makes the guard count only emails sent from
   * now on — so the complaints that tripped it do not trip it again at once, and it judges anew after
   * CAMPAIGN_GUARD_MIN_SAMPLE new emails. Conditional on a guard pause: a second click changes nothing.
   */
  async resumeGuard(tenantId: string): Promise<CampaignPolicyView> {
    const db = this.db.forTenant(tenantId);
    if (!(await db.tenant.findUnique({ where: { id: tenantId }, select: { id: true } })))
      throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    await db.tenant.updateMany({
      where: { id: tenantId, campaigns_guard_paused_at: { not: null } },
      data: { campaigns_guard_paused_at: null, campaigns_guard_reason: null, campaigns_guard_resumed_at: new Date() },
    });
    return this.read(tenantId);
  }

  async update(tenantId: string, dto: CampaignPolicyDto): Promise<CampaignPolicyView> {
    const current = await this.db.forTenant(tenantId).tenant.findUnique({ where: { id: tenantId }, select: { campaigns_paused_at: true } });
    if (!current) throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
    const data: Prisma.TenantUpdateManyMutationInput = {};
    if (dto.daily_quota !== undefined) data.campaign_daily_quota = dto.daily_quota;
    // Pausing again keeps the first pause's time.
    if (dto.paused !== undefined) data.campaigns_paused_at = dto.paused ? (current.campaigns_paused_at ?? new Date()) : null;
    await this.db.forTenant(tenantId).tenant.updateMany({ where: { id: tenantId }, data });
    return this.read(tenantId);
  }

  async fleet(page?: number, limit?: number): Promise<CampaignFleetAnswer> {
    const scope = Prisma.sql`EXISTS (SELECT 1 FROM campaigns c WHERE c.tenant_id = t.id) OR t.campaign_daily_quota IS NOT NULL
      OR t.campaigns_paused_at IS NOT NULL OR t.campaigns_guard_paused_at IS NOT NULL`;
    const window = limit ? Prisma.sql`LIMIT ${limit} OFFSET ${((page ?? 1) - 1) * limit}` : Prisma.empty;
    return this.fleetDb.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<FleetQueryRow[]>`
          SELECT t.id::text AS id, t.subdomain, t.site_name, t.campaign_daily_quota AS quota, t.campaigns_paused_at AS paused_at,
            t.campaigns_guard_paused_at AS guard_paused_at, t.campaigns_guard_reason AS guard_reason,
            (SELECT count(*) FROM campaigns c WHERE c.tenant_id = t.id) AS campaigns,
            (SELECT count(*) FROM campaigns c WHERE c.tenant_id = t.id AND c.status IN ('sending', 'paused')) AS active,
            ${campaignSendsTodaySql(Prisma.sql`t.id`)} AS sent_today,
            (SELECT count(*) FROM campaign_recipients r WHERE r.tenant_id = t.id AND r.sent_at >= now() - interval '30 days') AS sent_30d,
            (SELECT count(*) FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id
               WHERE c.tenant_id = t.id AND r.status = 'bounced' AND r.updated_at >= now() - interval '30 days') AS bounced_30d,
            (SELECT count(*) FROM subscribers s WHERE s.tenant_id = t.id AND s.status = 'complained') AS complaints
          FROM tenants t
          WHERE ${scope}
          ORDER BY sent_30d DESC, t.subdomain
          ${window}`;
        const [{ total }] = await tx.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM tenants t WHERE ${scope}`;
        return { distributors: rows.map((row) => this.fleetRow(row)), total: Number(total) };
      },
      { isolationLevel: 'RepeatableRead' },
    );
  }

  private fleetRow(row: FleetQueryRow): CampaignFleetRow {
    return {
      tenant_id: row.id,
      subdomain: row.subdomain,
      site_name: row.site_name,
      daily_quota: row.quota,
      effective_quota: row.quota ?? this.config.CAMPAIGN_DAILY_QUOTA,
      paused: row.paused_at !== null,
      paused_at: row.paused_at,
      ...guardView(row.guard_paused_at, row.guard_reason),
      campaigns: Number(row.campaigns),
      active: Number(row.active),
      sent_today: Number(row.sent_today),
      sent_30d: Number(row.sent_30d),
      bounced_30d: Number(row.bounced_30d),
      complaints: Number(row.complaints),
    };
  }
}

function guardView(pausedAt: Date | null, reason: string | null) {
  return { guard_paused: pausedAt !== null, guard_paused_at: pausedAt, guard_reason: pausedAt ? reason : null };
}
