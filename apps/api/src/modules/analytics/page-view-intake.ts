import { Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { PageView } from '@ds/jobs';
import { isBotAgent } from '../../infra/http/bot-agents.js';
import { visitorOf } from '../../infra/http/visitor.js';
import { TenantResolver } from '../tenancy/tenant-resolver.service.js';
import { classifyPageView, notToBeCounted } from './page-view.js';
import { PageViewBuffer } from './page-view-buffer.js';
import { VisitorHasher } from './visitor-hash.js';
import { OutageWarning } from './outage-warning.js';

/** Why a beacon was not counted (the answer is 202 either way: a beacon learns nothing). */
export type IntakeOutcome = 'buffered' | 'malformed' | 'unknown-host' | 'bot' | 'opted-out' | 'own-visit' | 'unavailable';

/**
 * Decides whether a storefront beacon is a page view to count, and buffers it. The caller has already
 * answered or will answer 202 whatever happens here: the beacon never slows or breaks a page.
 */
@Injectable()
export class PageViewIntake {
  private readonly outage = new OutageWarning(new Logger(PageViewIntake.name), 'page views');

  constructor(
    private readonly resolver: TenantResolver,
    private readonly hasher: VisitorHasher,
    private readonly buffer: PageViewBuffer,
  ) {}

  /**
   * Everything the request says is read here, before the first wait: what waits (the tenant, the salt, the
   * buffer's 50 ms) holds a few strings, not the request and its socket — at 1,000 beacons/s those would
   * outlive a young-generation collection by the hundred and make every collection (a pause of the API's
   * storefront reads) longer.
   */
  accept(req: IncomingMessage, body: unknown): Promise<IntakeOutcome> {
    const userAgent = headerText(req.headers['user-agent']);
    if (!userAgent || isBotAgent(userAgent)) return Promise.resolve('bot');
    if (notToBeCounted(req.headers)) return Promise.resolve('opted-out');
    const { host, ip } = visitorOf(req);
    const view = classifyPageView(body, host, userAgent);
    if (!view) return Promise.resolve('malformed');
    return this.count(view, host, ip, userAgent);
  }

  private async count(view: PageView, host: string, ip: string, userAgent: string): Promise<IntakeOutcome> {
    try {
      const site = await this.resolver.resolve(host);
      if (!site) return 'unknown-host';
      const at = Date.now();
      const visitor = await this.hasher.visitor(at, site.id, ip, userAgent);
      return (await this.buffer.append({ tenantId: site.id, at, visitor, ...view })) ? 'buffered' : 'own-visit';
    } catch (err) {
      // Redis (or the database behind the resolver) is away: this page view is lost, the page is not.
      this.outage.note(err);
      return 'unavailable';
    }
  }
}

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
