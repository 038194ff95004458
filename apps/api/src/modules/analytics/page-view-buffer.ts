import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { encodeSiteEvent, siteEventsStream, type BufferedSiteEvent } from '@ds/jobs';
import { REDIS, REDIS_PREFIX } from '../../infra/redis/redis.module.js';

/** How long a distributor's own browser stays "the distributor" after their last back-office request. */
const OWN_VISITOR_SECONDS = 30 * 60;

/**
 * Appends the page view to the stream unless its visitor is the distributor themself (KEYS[1] exists):
 * one round trip per page view. The stream is capped (~ARGV[1] entries) so a long worker outage costs the
 * oldest page views, never Redis's memory.
 */
const APPEND_UNLESS_OWN = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', 'e', ARGV[2])
return 1`;

type BufferClient = Redis & { appendPageView(ownKey: string, stream: string, max: number, event: string): Promise<number> };

/**
 * The API side of ingestion: page views go to a Redis stream the worker drains in batches; nothing is
 * written to PostgreSQL on the request path. The distributor's own visits are marked here too: a signed-in
 * distributor's browser (address + user agent, hashed with the day's salt) is not counted on their site.
 */
@Injectable()
export class PageViewBuffer implements OnModuleDestroy {
  private readonly redis: BufferClient;

  constructor(
    @Inject(REDIS) shared: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A connection of its own (same fail-fast options) that pipelines automatically: page views arriving
    // in the same tick go to Redis in one write, which is most of what a beacon costs under load.
    const redis = shared.duplicate({ enableAutoPipelining: true });
    redis.on('error', () => undefined); // the shared client already reports outages
    redis.defineCommand('appendPageView', { numberOfKeys: 2, lua: APPEND_UNLESS_OWN });
    this.redis = redis as BufferClient;
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }

  /** True when the page view was buffered, false when it was the distributor's own. */
  async append(event: BufferedSiteEvent): Promise<boolean> {
    const appended = await this.redis.appendPageView(this.ownKey(event.visitor), siteEventsStream(this.prefix), this.config.ANALYTICS_BUFFER_MAX, encodeSiteEvent(event));
    return appended === 1;
  }

  /** The distributor's browser, as their storefront would hash it, is theirs for the next half hour. */
  async markOwnVisitor(visitor: string): Promise<void> {
    await this.redis.set(this.ownKey(visitor), '1', 'EX', OWN_VISITOR_SECONDS);
  }

  private ownKey(visitor: string): string {
    return `${this.prefix}:analytics:own:${visitor}`;
  }
}
