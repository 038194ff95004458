import type { IncomingMessage, Server } from 'node:http';
import type { Logger } from 'pino';
import { pathOnly } from '@ds/observability';
import { databaseAnswerOf } from '../http/database-busy.js';
import { FAST_PATHS } from '../http/fast-paths.js';
import { requestIdOf } from '../http/request-id.js';
import { observeRequests } from '../http/request-observer.js';

/**
 * The fast paths (hot `GET /api/site/data`, the beacon) answer before Express, where the request log
 * lives. They are logged here in the same shape, `sampleRate` of them (they are the most frequent requests
 * by far), and every server error always (a database 503 at warn). Requests the fast paths handed to the app are logged by the app.
 */
export function installFastPathLog(server: Server, logger: () => Logger, sampleRate: number, random: () => number = Math.random): void {
  observeRequests(server, (req, res, seconds) => {
    if (!answeredByFastPath(req)) return;
    const failed = res.statusCode >= 500;
    if (!failed && !(random() < sampleRate)) return;
    const entry = {
      req: { id: requestIdOf(req), method: req.method, url: pathOnly(req.url ?? '') },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(seconds * 1000),
      tenantHost: req.headers['x-tenant-domain'],
      sampleRate,
    };
    // A database away or overloaded is no bug and, in an outage, every request: a warning, like sendError's.
    if (failed && databaseAnswerOf(res)) logger().warn(entry, 'request errored');
    else if (failed) logger().error(entry, 'request errored');
    else logger().info(entry, 'request completed');
  });
}

/** A fast-path request the app never saw (pino-http gives every request it sees its `log`). */
function answeredByFastPath(req: IncomingMessage): boolean {
  return FAST_PATHS.has(req.url?.split('?', 1)[0] ?? '') && !('log' in req);
}
