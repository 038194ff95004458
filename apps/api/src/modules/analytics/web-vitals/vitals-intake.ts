import { Inject, Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import { isbot } from 'isbot';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { encodeVitals, siteEventsStream, VITALS_FIELD } from '@ds/jobs';
import { visitorOf } from '../../../infra/http/visitor.js';
import { REDIS, REDIS_PREFIX } from '../../../infra/redis/redis.module.js';
import { TenantResolver } from '../../tenancy/tenant-resolver.service.js';
import { notToBeCounted } from '../page-view.js';
import { PageViewBuffer } from '../page-view-buffer.js';
import { VisitorHasher } from '../visitor-hash.js';
import type { VitalsReport } from './vitals-body.js';
import { OutageWarning } from '../outage-warning.js';

/** Why a report was not buffered (its answer is 202 either way). */
export type VitalsOutcome = 'buffered' | 'unknown-host' | 'bot' | 'opted-out' | 'own-visit' | 'unavailable';

/** KEYS[1] the stream, KEYS[2] the visitor's own-visit mark; ARGV[1] the stream's cap, ARGV[2] the entry. */
const APPEND_UNLESS_OWN = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', '${VITALS_FIELD}', ARGV[2])
return 1`;

/**
 * Counts a well-formed Web Vitals report by the page view's visitor rules (docs/analytics.md "Collection"):
 * no bots, no Do Not Track / Global Privacy Control / prefetch, only live stores, never the distributor's
 * own browser — then buffers it in the page views' stream for the worker, in one Redis call. A report comes
 * at most once per sampled page load, so it is not gathered like page views.
 */
@Injectable()
export class VitalsIntake {
  private readonly outage = new OutageWarning(new Logger(VitalsIntake.name), 'Web Vitals reports');

  constructor(
    private readonly resolver: TenantResolver,
    private readonly hasher: VisitorHasher,
    private readonly pageViews: PageViewBuffer,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Reads all it needs from the request before its first wait (like PageViewIntake). */
  accept(req: IncomingMessage, report: VitalsReport): Promise<VitalsOutcome> {
    const agent = req.headers['user-agent'] ?? '';
    if (!agent || isbot(agent)) return Promise.resolve('bot');
    if (notToBeCounted(req.headers)) return Promise.resolve('opted-out');
    const { host, ip } = visitorOf(req);
    return this.buffer(report, host, ip, agent);
  }

  private async buffer(report: VitalsReport, host: string, ip: string, agent: string): Promise<VitalsOutcome> {
    try {
      const site = await this.resolver.resolve(host);
      if (!site) return 'unknown-host';
      const at = Date.now();
      const visitor = await this.hasher.visitor(at, site.id, ip, agent);
      const entry = encodeVitals({ tenantId: site.id, at, ...report });
      const keys = [siteEventsStream(this.prefix), this.pageViews.ownKey(visitor)];
      const appended = await this.redis.eval(APPEND_UNLESS_OWN, 2, ...keys, this.config.ANALYTICS_BUFFER_MAX, entry);
      return appended === 1 ? 'buffered' : 'own-visit';
    } catch (err) {
      this.outage.note(err);
      return 'unavailable';
    }
  }
}
