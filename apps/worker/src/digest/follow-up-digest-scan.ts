import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import { Outbox, type OutboxEntry } from '@ds/jobs';
import { tenantLocalDay } from '@ds/shared';
import { SweepLoop } from '../jobs/sweep-loop.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { FollowUpDigestClock } from './follow-up-digest-clock.js';

/** The digest goes out from this hour of the distributor's day (docs/product.md "Contacts"). */
const DIGEST_HOUR = 8;

export interface DigestScanResult {
  /** Tenants whose day's row this scan wrote. */
  checked: number;
  /** Of those, the ones with someone due: a digest email owed. */
  owed: number;
}

/** `YYYY-MM-DD` as the `@db.Date` value Prisma writes. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The daily follow-up digest's scan (docs/product.md "Contacts"), run in every worker every
 * FOLLOW_UP_DIGEST_SCAN_SECONDS: for each distributor with the digest on whose clock has passed 08:00 and
 * who has no `follow_up_digests` row for their day yet, it writes that row (unique on tenant and day) and,
 * when someone is due, the `mail.follow-up-digest` outbox row — in one transaction. So the day is settled
 * once whichever worker gets there first, a kill before the commit leaves nothing (the next scan does it),
 * a kill after it leaves the email owed in PostgreSQL (the outbox sweeper queues it, Redis wiped or not),
 * and the send is the outbox's exactly-once (docs/outbox.md). A day when nobody is due gets its row too,
 * with no email: someone due later that day does not cause an afternoon digest. Logs ids and counts only.
 */
@Injectable()
export class FollowUpDigestScan implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(FollowUpDigestScan.name);
  private readonly sql: PrismaClient;
  private readonly loop: SweepLoop;
  /** Tests: called after a tenant's row committed, before its job is queued (a throw = the worker killed there). */
  afterRecord?: (tenantId: string) => void;

  constructor(
    private readonly db: Database,
    private readonly clock: FollowUpDigestClock,
    private readonly jobs: WorkerJobs,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sql = db.acrossTenants('follow-up digest: finds the distributors whose digest of the day is not written yet');
    this.loop = new SweepLoop('follow-up digest scan', config.FOLLOW_UP_DIGEST_SCAN_SECONDS, () => this.scan(), this.logger);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  async scan(): Promise<DigestScanResult> {
    const now = this.clock.now();
    const tenants = await this.sql.$queryRaw<{ id: string; time_zone: string | null; country: string | null; last_day: string | null }[]>`
      SELECT t.id::text, t.time_zone, t.country,
             (SELECT max(d.local_date) FROM follow_up_digests d WHERE d.tenant_id = t.id)::text AS last_day
      FROM tenants t
      WHERE t.follow_up_digest AND t.subscription_status = 'active'`;
    const result: DigestScanResult = { checked: 0, owed: 0 };
    for (const tenant of tenants) {
      const local = tenantLocalDay(tenant, now);
      if (local.hour < DIGEST_HOUR || (tenant.last_day !== null && tenant.last_day >= local.date)) continue;
      const written = await this.record(tenant.id, local.date, now);
      if (!written) continue;
      result.checked++;
      if (!written.entry) continue;
      result.owed++;
      this.afterRecord?.(tenant.id);
      // Best effort: the outbox sweeper queues it if Redis does not take it now.
      await this.jobs
        .relay(written.entry)
        .catch((err: unknown) => this.logger.warn(`follow-up digest of tenant ${tenant.id} recorded, not queued yet: ${String(err)}`));
    }
    if (result.checked > 0) this.logger.log(`follow-up digests: ${result.checked} day(s) settled, ${result.owed} email(s) owed`);
    return result;
  }

  /** The day's row and, when someone is due, its email; null when another scan wrote the day first. */
  private record(tenantId: string, day: string, now: Date): Promise<{ entry: OutboxEntry | null } | null> {
    return this.db.forTenant(tenantId).$transaction(async (tx) => {
      const due = await tx.contact.count({ where: { follow_up_on: { lte: asDate(day) } } });
      const [row] = await tx.followUpDigest.createManyAndReturn({
        data: [{ tenant_id: tenantId, local_date: asDate(day), due_count: due, created_at: now }],
        skipDuplicates: true,
        select: { id: true },
      });
      if (!row) return null;
      if (due === 0) return { entry: null };
      const entry = await Outbox.record(tx, {
        name: 'mail.follow-up-digest',
        data: { tenantId, digestId: row.id },
        dedupeKey: `follow-up-digest:${row.id}`,
        tenantId,
      });
      return { entry };
    });
  }
}
