import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type PrismaClient } from '@ds/db';
import { siteEventIdOf } from '@ds/jobs';

const PRUNE_EVERY_MS = 60 * 60_000;
const DELETE_BATCH = 10_000;
const DAY_MS = 86_400_000;

/**
 * Raw page views are kept ANALYTICS_RETENTION_DAYS (the rollups, forever); visitor marks only for today and
 * yesterday — once its day is over a visitor hash has nothing left to be compared with.
 */
@Injectable()
export class SiteEventRetention {
  private readonly sql: PrismaClient;
  private lastPrune = 0;

  constructor(
    db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sql = db.acrossTenants('analytics retention: expired page views and visitor marks of every tenant');
  }

  async pruneWhenDue(now = Date.now()): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.prune(now);
  }

  /** Deletes in slices, so pruning never holds a long lock over ingest. Returns the raw rows deleted. */
  async prune(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - this.config.ANALYTICS_RETENTION_DAYS * DAY_MS);
    // Ids are made from the stream entry's time, so the expired rows are a range of the primary key: `at`
    // needs no index of its own, one less for every page view ingest writes. `at` still decides.
    const lastId = siteEventIdOf(`${cutoff.getTime()}-0`);
    let deleted = 0;
    for (;;) {
      const n = await this.sql
        .$executeRaw`DELETE FROM site_events WHERE id IN (SELECT id FROM site_events WHERE id < ${lastId} AND at < ${cutoff} LIMIT ${DELETE_BATCH})`;
      deleted += n;
      if (n < DELETE_BATCH) break;
    }
    // Buy and Join clicks (docs/analytics.md "Clicks") are kept as long, their ids made the same way.
    for (;;) {
      const n = await this.sql
        .$executeRaw`DELETE FROM site_clicks WHERE id IN (SELECT id FROM site_clicks WHERE id < ${lastId} AND at < ${cutoff} LIMIT ${DELETE_BATCH})`;
      deleted += n;
      if (n < DELETE_BATCH) break;
    }
    const yesterday = new Date(Math.floor(now / DAY_MS) * DAY_MS - DAY_MS);
    await this.sql.siteVisitorMark.deleteMany({ where: { day: { lt: yesterday } } });
    return deleted;
  }
}
