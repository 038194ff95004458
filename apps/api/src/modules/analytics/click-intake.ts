import { Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { encodeSiteClick } from '@ds/jobs';
import { isUuid } from '@ds/shared';
import { textProblem } from '../../infra/http/unsafe-input.js';
import { isBotAgent } from '../../infra/http/bot-agents.js';
import { visitorOf } from '../../infra/http/visitor.js';
import { isMailScanner } from '../../infra/http/mail-scanners.js';
import { BeaconRateLimit } from './beacon-rate-limit.js';
import { notToBeCounted } from './page-view.js';
import { PageViewBuffer } from './page-view-buffer.js';
import { VisitorHasher } from './visitor-hash.js';
import { OutageWarning } from './outage-warning.js';

/** Why a click was not counted (the visitor is redirected either way). */
export type ClickOutcome = 'buffered' | 'bot' | 'scanner' | 'opted-out' | 'rate-limited' | 'own-visit' | 'unavailable';

export interface ClickFacts {
  kind: 'buy' | 'join';
  tenantId: string;
  productId: string | null;
}

/**
 * Counts a Buy or Join click through `/go/` like a page view (docs/analytics.md "Clicks"): the same
 * daily-salted visitor, the same bot, Do-Not-Track and own-visit rules, through the same stream. A mail
 * scanner's or link previewer's fetch (a HEAD, or an agent `isMailScanner` names) is not counted. The click
 * keeps the UTM tags of its own link (a campaign email's); otherwise the worker credits the visitor's first
 * page view of the day (source, campaign, landing page).
 */
@Injectable()
export class ClickIntake {
  private readonly outage = new OutageWarning(new Logger(ClickIntake.name), 'clicks');

  constructor(
    private readonly hasher: VisitorHasher,
    private readonly buffer: PageViewBuffer,
    private readonly limit: BeaconRateLimit,
  ) {}

  /** Reads what it needs from the request at once; the caller does not wait for the outcome. */
  record(req: IncomingMessage & { query?: unknown }, facts: ClickFacts): Promise<ClickOutcome> {
    const userAgent = headerText(req.headers['user-agent']);
    if (!userAgent) return Promise.resolve('bot');
    if (isMailScanner(req.method ?? 'GET', userAgent)) return Promise.resolve('scanner');
    if (isBotAgent(userAgent)) return Promise.resolve('bot');
    if (notToBeCounted(req.headers)) return Promise.resolve('opted-out');
    const { host, ip } = visitorOf(req);
    const utm = utmOf(req.url ?? '');
    const referrerDomain = outsideDomain(headerText(req.headers.referer), host);
    return this.count(facts, ip, userAgent, utm, referrerDomain);
  }

  private async count(facts: ClickFacts, ip: string, userAgent: string, utm: Utm, referrerDomain: string | null): Promise<ClickOutcome> {
    try {
      // Clicks share the client's beacon budget (ANALYTICS_BEACON_RATE_LIMIT a minute): past it they are not counted.
      if (!(await this.limit.allow(ip)).allowed) return 'rate-limited';
      const at = Date.now();
      const visitor = await this.hasher.visitor(at, facts.tenantId, ip, userAgent);
      const fromEmail = utm.medium === 'email' && isUuid(utm.campaign);
      const entry = encodeSiteClick({
        ...facts,
        at,
        visitor,
        source: utm.source?.toLowerCase() ?? null,
        utmCampaign: utm.source ? utm.campaign : null,
        campaignId: fromEmail ? utm.campaign!.toLowerCase() : null,
        referrerDomain,
      });
      return (await this.buffer.appendEntry(visitor, entry)) ? 'buffered' : 'own-visit';
    } catch (err) {
      this.outage.note(err);
      return 'unavailable';
    }
  }
}

interface Utm {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The UTM tags of the click's own URL, each at most 100 characters of plain text (else left out). */
function utmOf(url: string): Utm {
  const query = url.indexOf('?') >= 0 ? url.slice(url.indexOf('?') + 1) : '';
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    params = new URLSearchParams();
  }
  const one = (key: string) => {
    const v = params.get(key)?.trim();
    return v && v.length <= 100 && !CONTROL.test(v) && textProblem(v) === null ? v : null;
  };
  return { source: one('utm_source'), medium: one('utm_medium'), campaign: one('utm_campaign') };
}

/** The Referer's host without `www.` when it is another site than this one, else null. */
function outsideDomain(referer: string, host: string): string | null {
  if (!referer || referer.length > 1000) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const domain = url.hostname.toLowerCase().replace(/^www\./, '');
    return domain === host.replace(/^www\./, '') ? null : domain;
  } catch {
    return null;
  }
}

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
