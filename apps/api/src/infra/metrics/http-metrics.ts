import type { Server } from 'node:http';
import { statusClass } from '@ds/observability';
import { databaseAnswerOf } from '../http/database-busy.js';
import { observeRequests } from '../http/request-observer.js';
import { routeTemplate } from '../http/route-template.js';
import type { ApiMetrics } from './api-metrics.js';

/**
 * Counts and times every request the HTTP server answers, fast paths included, by its route template
 * (Express's matched route, e.g. `/api/tenants/:tenantId/settings`): never the raw path, which would make a
 * series per id. Requests no route matched (static files, the SPA, 404s) share `unmatched`.
 */
export function installHttpMetrics(server: Server, metrics: ApiMetrics): void {
  const { http, databaseUnavailable } = metrics;
  observeRequests(
    server,
    (req, res, seconds) => {
      http.finish(req.method ?? 'GET', routeTemplate(req), statusClass(res.statusCode), seconds);
      const database = res.statusCode === 503 ? databaseAnswerOf(res) : undefined;
      if (database) databaseUnavailable.labels(database).inc();
    },
    () => http.start(),
  );
}
