import type { IncomingMessage, Server } from 'node:http';
import { statusClass } from '@ds/observability';
import { FAST_PATHS } from '../http/fast-paths.js';
import { observeRequests } from '../http/request-observer.js';
import type { ApiMetrics } from './api-metrics.js';

/**
 * Counts and times every request the HTTP server answers, fast paths included, by its route template
 * (Express's matched route, e.g. `/api/tenants/:tenantId/settings`): never the raw path, which would make a
 * series per id. Requests no route matched (static files, the SPA, 404s) share `unmatched`.
 */
export function installHttpMetrics(server: Server, metrics: ApiMetrics): void {
  // The labelled series of each (method, route, status class), looked up once: a per-request label lookup
  // in prom-client was most of what counting cost on the hot read.
  const series = new Map<string, { requests: ReturnType<ApiMetrics['requests']['labels']>; duration: ReturnType<ApiMetrics['duration']['labels']> }>();
  const seriesOf = (method: string, route: string, status: string) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method, route, status_class: status };
      series.set(key, (found = { requests: metrics.requests.labels(labels), duration: metrics.duration.labels(labels) }));
    }
    return found;
  };
  observeRequests(
    server,
    (req, res, seconds) => {
      metrics.inFlight.dec();
      const { requests, duration } = seriesOf(req.method ?? 'GET', routeOf(req), statusClass(res.statusCode));
      requests.inc();
      duration.observe(seconds);
    },
    () => metrics.inFlight.inc(),
  );
}

function routeOf(req: IncomingMessage): string {
  const matched = (req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string }).route?.path;
  if (typeof matched === 'string') return `${(req as { baseUrl?: string }).baseUrl ?? ''}${matched}`;
  const path = req.url?.split('?', 1)[0] ?? '';
  return FAST_PATHS.has(path) ? path : 'unmatched';
}
