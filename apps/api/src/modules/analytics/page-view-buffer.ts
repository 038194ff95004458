import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { encodeSiteEvent, siteEventsStream, type BufferedSiteEvent } from '@ds/jobs';
import { REDIS, REDIS_PREFIX } from '../../infra/redis/redis.module.js';

/** How long a distributor's own browser stays "the distributor" after their last back-office request. */
const OWN_VISITOR_SECONDS = 30 * 60;

/**
 * Appends the page views of one batch to the stream, each unless its visitor is the distributor themself
 * (its KEYS[i] exists, i ≥ 2; ARGV[i] is its event): one round trip and one script call for the batch.
 * The stream (KEYS[1]) is capped (~ARGV[1] entries) so a long worker outage costs the oldest page views,
 * never Redis's memory. Answers 1 (appended) or 0 (own visit) per page view, in order.
 */
const APPEND_UNLESS_OWN = `
local appended = {}
for i = 2, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 then
    appended[i - 1] = 0
  else
    redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'e', ARGV[i])
    appended[i - 1] = 1
  end
end
return appended`;

/** Page views per script call at most (a burst is split; each call stays short for Redis). */
const MAX_BATCH = 500;
/**
 * How long page views are gathered before they go to Redis together. Beacons are answered before they are
 * buffered, so nobody waits for this; at 1,000 beacons/s it turns a thousand script calls (each a pipeline,
 * a Lua call and their garbage on the API's heap) into twenty. A crash loses at most this window.
 */
const GATHER_MS = 50;

interface Pending {
  ownKey: string;
  event: string;
  settle: (appended: boolean) => void;
  fail: (err: unknown) => void;
}

type BufferClient = Redis & { appendPageViews(numberOfKeys: number, ...keysAndArgs: (string | number)[]): Promise<number[]> };

/**
 * The API side of ingestion: page views go to a Redis stream the worker drains in batches; nothing is
 * written to PostgreSQL on the request path. The distributor's own visits are marked here too: a signed-in
 * distributor's browser (address + user agent, hashed with the day's salt) is not counted on their site.
 */
@Injectable()
export class PageViewBuffer implements OnModuleDestroy {
  private readonly redis: BufferClient;
  private pending: Pending[] = [];
  private gathering?: NodeJS.Timeout;

  constructor(
    @Inject(REDIS) shared: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A connection of its own (same fail-fast options). Page views arriving in the same turn of the event
    // loop go to Redis as one script call (see append), which is most of what a beacon costs under load.
    const redis = shared.duplicate({ enableAutoPipelining: true });
    redis.on('error', () => undefined); // the shared client already reports outages
    redis.defineCommand('appendPageViews', { lua: APPEND_UNLESS_OWN });
    this.redis = redis as BufferClient;
  }

  async onModuleDestroy(): Promise<void> {
    // What is still gathering goes out before the connection closes (a deploy loses no page views).
    await Promise.allSettled(this.flush());
    this.redis.disconnect();
  }

  /**
   * True when the page view was buffered, false when it was the distributor's own. Page views are
   * gathered for GATHER_MS (or until a batch is full), then buffered together.
   */
  append(event: BufferedSiteEvent): Promise<boolean> {
    return this.appendEntry(event.visitor, encodeSiteEvent(event));
  }

  /** Any encoded entry of the stream (a page view, a Buy or Join click: `@ds/jobs` site-events), under the same own-visit rule. */
  appendEntry(visitor: string, entry: string): Promise<boolean> {
    return new Promise((settle, fail) => {
      this.pending.push({ ownKey: this.ownKey(visitor), event: entry, settle, fail });
      if (this.pending.length >= MAX_BATCH)
        void this.flush(); // each call settles its own page views
      else this.gathering ??= setTimeout(() => void this.flush(), GATHER_MS);
    });
  }

  private flush(): Promise<void>[] {
    clearTimeout(this.gathering);
    this.gathering = undefined;
    const all = this.pending;
    this.pending = [];
    const calls: Promise<void>[] = [];
    for (let i = 0; i < all.length; i += MAX_BATCH) {
      const batch = all.slice(i, i + MAX_BATCH);
      const keys = [siteEventsStream(this.prefix), ...batch.map((p) => p.ownKey)];
      const args = [this.config.ANALYTICS_BUFFER_MAX, ...batch.map((p) => p.event)];
      calls.push(
        this.redis.appendPageViews(keys.length, ...keys, ...args).then(
          (appended) => batch.forEach((p, j) => p.settle(appended[j] === 1)),
          (err: unknown) => batch.forEach((p) => p.fail(err)),
        ),
      );
    }
    return calls;
  }

  /** The distributor's browser, as their storefront would hash it, is theirs for the next half hour. */
  async markOwnVisitor(visitor: string): Promise<void> {
    await this.redis.set(this.ownKey(visitor), '1', 'EX', OWN_VISITOR_SECONDS);
  }

  /** The Redis key that marks `visitor` as the distributor themself (Web Vitals are skipped by it too). */
  ownKey(visitor: string): string {
    return `${this.prefix}:analytics:own:${visitor}`;
  }
}
