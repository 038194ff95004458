import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { applySecurityHeaders, SECURITY_HEADERS } from '../../infra/http/security-headers.js';
import { assignRequestId } from '../../infra/http/request-id.js';
import { closeAfterAnswer } from '../../infra/http/unread-body.js';
import { visitorOf } from '../../infra/http/visitor.js';
import { TOO_MANY_REQUESTS } from '../../infra/rate-limit/public-form-rate-limit.js';
import { readBeaconBody } from './beacon-body.js';
import { BeaconRateLimit } from './beacon-rate-limit.js';
import { PageViewIntake } from './page-view-intake.js';

export const BEACON_PATH = '/api/site/events';
const ACCEPTED = JSON.stringify({ ok: true });
const LIMITED = JSON.stringify({ message: TOO_MANY_REQUESTS, code: 'RATE_LIMITED' });

/**
 * `POST /api/site/events`, the storefront's page-view beacon, as one plain function of the request: 202 at
 * once whether the page view is counted or not (malformed, oversized, bot, Do Not Track, unknown host —
 * the answer is the same, so it tells nobody which stores exist); 429 past the client's budget. The page
 * view is looked at after the answer, so a visitor's page never waits on Redis.
 */
@Injectable()
export class BeaconEndpoint {
  private readonly logger = new Logger(BeaconEndpoint.name);

  constructor(
    private readonly intake: PageViewIntake,
    private readonly rateLimit: BeaconRateLimit,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!this.rateLimit.allow(visitorOf(req).ip)) {
      closeAfterAnswer(req, res);
      res.setHeader('Retry-After', '60');
      return send(res, 429, LIMITED);
    }
    // A client that hangs up mid-body leaves nothing to count; it is still answered (if it listens).
    const body = await readBeaconBody(req).catch(() => undefined);
    closeAfterAnswer(req, res); // an oversized body is not read any further
    if (!res.headersSent) send(res, 202, ACCEPTED);
    await this.intake.accept(req, body).catch((err: unknown) => this.logger.warn(`beacon: ${String(err)}`));
  }
}

function send(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/**
 * Answers beacons before Express and Nest see them (like the hot cache's fast path): a beacon is the most
 * frequent request a storefront makes and needs none of the app's pipeline — no routing, guards, body
 * parsers or request log. Everything else goes on to the app as usual. The Nest route (SiteEventsController)
 * documents the operation and answers the same way where this is not installed.
 */
export function installBeaconFastPath(server: Server, endpoint: BeaconEndpoint): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url?.split('?', 1)[0] === BEACON_PATH) {
      assignRequestId(req, res);
      applySecurityHeaders(res, SECURITY_HEADERS.api);
      void endpoint.handle(req, res);
      return;
    }
    for (const handler of handlers) handler(req, res);
  });
}
