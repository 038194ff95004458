import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { SECURITY_HEADERS } from '../../infra/http/security-headers.js';
import { ApiMetrics } from '../../infra/metrics/api-metrics.js';
import { giveRequestId, REQUEST_ID_HEADER } from '../../infra/http/request-id.js';
import { closeAfterAnswer } from '../../infra/http/unread-body.js';
import { visitorOf } from '../../infra/http/visitor.js';
import { TOO_MANY_REQUESTS } from '../../infra/rate-limit/public-form-rate-limit.js';
import { readBeaconBody } from './beacon-body.js';
import { BeaconRateLimit } from './beacon-rate-limit.js';
import { PageViewIntake, type IntakeOutcome } from './page-view-intake.js';

const BEACON_PATH = '/api/site/events';
const ACCEPTED = JSON.stringify({ ok: true });
const LIMITED = JSON.stringify({ message: TOO_MANY_REQUESTS, code: 'RATE_LIMITED' });
/**
 * Every header of the answer but its length and request id, flattened once: `writeHead` with a list
 * writes them as they are, where a `setHeader` per header (the API's security headers are a dozen) was a
 * good part of what a beacon cost the API.
 */
const FIXED_HEADERS: readonly string[] = [
  ...SECURITY_HEADERS.api.flatMap(([name, value]) => [name, value]),
  'Content-Type',
  'application/json; charset=utf-8',
  'Cache-Control',
  'no-store',
];

/**
 * `POST /api/site/events`, the storefront's page-view beacon, as one plain function of the request: 202 at
 * once whether the page view is counted or not (malformed, oversized, bot, Do Not Track, unknown host —
 * the answer is the same, so it tells nobody which stores exist); 429 past the client's budget. The page
 * view is looked at after the answer, so a visitor's page never waits on Redis.
 */
@Injectable()
export class BeaconEndpoint {
  private readonly logger = new Logger(BeaconEndpoint.name);
  /** analytics_beacons_total's two series, looked up once (a labelled lookup per beacon costs). */
  private readonly accepted: ReturnType<ApiMetrics['beacons']['labels']>;
  private readonly limited: ReturnType<ApiMetrics['beacons']['labels']>;
  private readonly pageViews = new Map<IntakeOutcome, ReturnType<ApiMetrics['pageViews']['labels']>>();
  private readonly pageViewCounter: ApiMetrics['pageViews'];

  constructor(
    private readonly intake: PageViewIntake,
    private readonly rateLimit: BeaconRateLimit,
    metrics: ApiMetrics,
  ) {
    this.accepted = metrics.beacons.labels('accepted');
    this.limited = metrics.beacons.labels('rate_limited');
    this.pageViewCounter = metrics.pageViews;
  }

  /** `requestId`: the fast path's id, written with the answer (the app's pipeline has set it already otherwise). */
  async handle(req: IncomingMessage, res: ServerResponse, requestId?: string): Promise<void> {
    const budget = await this.rateLimit.allow(visitorOf(req).ip);
    if (!budget.allowed) {
      this.limited.inc();
      closeAfterAnswer(req, res);
      res.setHeader('Retry-After', String(budget.retryAfterSeconds));
      return send(res, 429, LIMITED, requestId);
    }
    // A client that hangs up mid-body leaves nothing to count; it is still answered (if it listens).
    const body = await readBeaconBody(req).catch(() => undefined);
    closeAfterAnswer(req, res); // an oversized body is not read any further
    if (!res.headersSent) send(res, 202, ACCEPTED, requestId);
    this.accepted.inc();
    // Not awaited here: this frame holds the request and the answer, which are done with (see accept).
    void this.intake.accept(req, body).then(
      (outcome) => this.countPageView(outcome),
      (err: unknown) => this.logger.warn(`beacon: ${String(err)}`),
    );
  }

  private countPageView(outcome: IntakeOutcome): void {
    let series = this.pageViews.get(outcome);
    if (!series) this.pageViews.set(outcome, (series = this.pageViewCounter.labels(outcome)));
    series.inc();
  }
}

function send(res: ServerResponse, status: number, body: string, requestId?: string): void {
  const headers = [...FIXED_HEADERS, 'Content-Length', String(Buffer.byteLength(body))];
  if (requestId) headers.push(REQUEST_ID_HEADER, requestId);
  // Headers set before (Retry-After, Connection: close, or the app's own on the Nest route) are kept: Node
  // merges the list into them.
  res.writeHead(status, headers);
  res.end(body);
}

/**
 * Answers beacons before Express and Nest see them (like the hot cache's fast path): a beacon is the most
 * frequent request a storefront makes and needs none of the app's pipeline — no routing, guards, body
 * parsers or request log. Everything else goes on to the app as usual. The Nest route (SiteEventsController)
 * documents the operation and answers the same way where this is not installed. `toApp`: beacons the app
 * must see anyway (plain HTTP on a secured custom domain is redirected there).
 */
export function installBeaconFastPath(
  server: Server,
  endpoint: BeaconEndpoint,
  toApp: (req: IncomingMessage) => boolean = () => false,
): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url?.split('?', 1)[0] === BEACON_PATH && !toApp(req)) {
      void endpoint.handle(req, res, giveRequestId(req));
      return;
    }
    for (const handler of handlers) handler(req, res);
  });
}
