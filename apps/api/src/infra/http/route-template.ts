import type { IncomingMessage } from 'node:http';
import { FAST_PATHS } from './fast-paths.js';

/**
 * The request's route template (Express's matched route, e.g. `/api/tenants/:tenantId/settings`), never the
 * raw path: that would make a metric series per id, and in a log line it may hold a token or an email. The fast
 * paths are fixed paths; requests no route matched (static files, the SPA, 404s) share `unmatched`.
 */
export function routeTemplate(req: IncomingMessage): string {
  const matched = (req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string }).route?.path;
  if (typeof matched === 'string') return `${(req as { baseUrl?: string }).baseUrl ?? ''}${matched}`;
  const path = req.url?.split('?', 1)[0] ?? '';
  return FAST_PATHS.has(path) ? path : 'unmatched';
}
