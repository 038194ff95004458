import { Injectable } from '@nestjs/common';
import { Database, type PrismaClient } from '@ds/db';
import { siteEventIdOf, VITAL_METRICS, type BufferedVitals } from '@ds/jobs';

const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** Receipts only guard against an entry handed out again (claimed after 60 s); two days is ample. */
const RECEIPT_DAYS = 2;

export interface VitalsEntry {
  streamId: string;
  vitals: BufferedVitals;
}

/**
 * Writes a batch of Web Vitals reports in one statement (one transaction): a receipt per stream entry
 * (`ON CONFLICT DO NOTHING`: an entry delivered again after a crash finds its receipt and adds nothing),
 * then, fed only by entries received now, the tenant's histograms (per day, metric, device, page) and the
 * fleet's (per day, template, metric, device). Reports of tenants deleted meanwhile are dropped.
 */
const WRITE_VITALS = `
WITH typed AS (
  SELECT b.id::bigint AS id, b.tenant_id::uuid AS tenant_id, (to_timestamp(b.at::bigint / 1000.0) AT TIME ZONE 'UTC')::date AS day,
         b.path, b.device, b.metric, b.bucket::smallint AS bucket
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       AS b(id, tenant_id, at, path, device, metric, bucket)
),
received AS (
  INSERT INTO site_vital_receipts (id)
  SELECT DISTINCT t.id FROM typed t WHERE EXISTS (SELECT 1 FROM tenants WHERE tenants.id = t.tenant_id) ORDER BY 1
  ON CONFLICT (id) DO NOTHING
  RETURNING id
),
ev AS (
  SELECT t.*, tn.template_id FROM typed t JOIN received r USING (id) JOIN tenants tn ON tn.id = t.tenant_id
),
per_tenant AS (
  INSERT INTO site_vitals_daily (tenant_id, day, metric, device, path, bucket, samples)
  SELECT tenant_id, day, metric, device, path, bucket, count(*)::int FROM ev GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, day, metric, device, path, bucket) DO UPDATE SET samples = site_vitals_daily.samples + EXCLUDED.samples
  RETURNING 1
),
per_template AS (
  INSERT INTO site_vitals_fleet_daily (day, template_id, metric, device, bucket, samples)
  SELECT day, template_id, metric, device, bucket, count(*)::int FROM ev GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, template_id, metric, device, bucket) DO UPDATE SET samples = site_vitals_fleet_daily.samples + EXCLUDED.samples
  RETURNING 1
)
SELECT (SELECT count(*) FROM received)::int AS written, (SELECT count(*) FROM per_tenant)::int AS rows, (SELECT count(*) FROM per_template)::int AS fleet`;

@Injectable()
export class VitalsWriter {
  private readonly sql: PrismaClient;
  private lastPrune = 0;

  constructor(db: Database) {
    this.sql = db.acrossTenants('analytics ingest: one batch of Web Vitals spans many tenants and the fleet rollup');
  }

  /** How many reports were new (the rest had been written before, or their tenant is gone). */
  async write(entries: VitalsEntry[], now = Date.now()): Promise<number> {
    await this.pruneWhenDue(now);
    const rows = entries.flatMap(({ streamId, vitals: v }) =>
      VITAL_METRICS.filter((m) => v.buckets[m] !== undefined).map((metric) => [
        siteEventIdOf(streamId).toString(),
        v.tenantId,
        String(v.at),
        v.path,
        v.device,
        metric,
        String(v.buckets[metric]),
      ]),
    );
    if (rows.length === 0) return 0;
    const column = (i: number) => rows.map((r) => r[i]);
    const [result] = await this.sql.$queryRawUnsafe<{ written: number }[]>(WRITE_VITALS, ...[0, 1, 2, 3, 4, 5, 6].map(column));
    return result?.written ?? 0;
  }

  private async pruneWhenDue(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    const before = siteEventIdOf(`${now - RECEIPT_DAYS * DAY_MS}-0`);
    await this.sql.$executeRaw`DELETE FROM site_vital_receipts WHERE id < ${before}`;
  }
}
