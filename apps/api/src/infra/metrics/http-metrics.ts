import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { statusClass } from '@ds/observability';
import type { ApiMetrics } from './api-metrics.js';

/** Paths the fast paths answer before Express, where no route is matched: they are their own template. */
const FAST_PATHS: ReadonlySet<string> = new Set(['/api/site/data', '/api/site/events']);

/**
 * Counts and times every request the HTTP server answers, fast paths included, by its route template
 * (Express's matched route, e.g. `/api/tenants/:tenantId/settings`): never the raw path, which would make a
 * series per id. Requests no route matched (static files, the SPA, 404s) share `unmatched`. Installed as the
 * outermost `request` listener, so it sees each request once, whoever answers it.
 */
export function installHttpMetrics(server: Server, metrics: ApiMetrics): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    metrics.inFlight.inc();
    res.once('close', () => {
      metrics.inFlight.dec();
      const labels = { method: req.method ?? 'GET', route: routeOf(req), status_class: statusClass(res.statusCode) };
      metrics.requests.inc(labels);
      metrics.duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    for (const handler of handlers) handler(req, res);
  });
}

function routeOf(req: IncomingMessage): string {
  const matched = (req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string }).route?.path;
  if (typeof matched === 'string') return `${(req as { baseUrl?: string }).baseUrl ?? ''}${matched}`;
  const path = req.url?.split('?', 1)[0] ?? '';
  return FAST_PATHS.has(path) ? path : 'unmatched';
}
