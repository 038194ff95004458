import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { applySecurityHeaders, SECURITY_HEADERS } from '../http/security-headers.js';
import { varyByHost, visitorOf } from '../http/visitor.js';
import type { HotResponseCache } from './hot-response-cache.js';
import { assignRequestId } from '../http/request-id.js';
import { COMPRESS_THRESHOLD_BYTES, encodeBody, preferredEncoding } from '../http/compression.js';

/** Paths whose answers may be served from the hot cache: public, per-host, identical for every visitor. */
export const HOT_PATHS: ReadonlySet<string> = new Set(['/api/site/data']);

/**
 * Puts the hot cache in front of the HTTP server's own handler: a cached GET of a hot path is answered
 * straight from memory (with ETag/304, compressed like every other answer, each encoding made once per entry); everything else — including every miss — goes to Express/Nest
 * as usual, which fills the cache. Hits are not request-logged; they are the cheapest thing we serve.
 * Entries are keyed by the visitor's host — the very host tenant resolution used when filling them.
 */
export function installFastPath(server: Server, cache: HotResponseCache): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url && HOT_PATHS.has(req.url)) {
      const entry = cache.get(visitorOf(req).host, req.url);
      if (entry) {
        assignRequestId(req, res);
        // Express never sees this request: the same API header set its first middleware would add.
        applySecurityHeaders(res, SECURITY_HEADERS.api);
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        varyByHost(req, res);
        res.setHeader('ETag', entry.etag);
        if (req.headers['if-none-match'] === entry.etag) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        const encoding = entry.body.length >= COMPRESS_THRESHOLD_BYTES ? preferredEncoding(req) : 'identity';
        const body = encoding === 'identity' ? entry.body : (entry.encoded[encoding] ??= encodeBody(entry.body, encoding));
        if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.end(body);
        return;
      }
    }
    for (const handler of handlers) handler(req, res);
  });
}
