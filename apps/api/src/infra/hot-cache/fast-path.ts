import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../http/security-headers.js';
import { proxyTrustOf, visitorOf } from '../http/visitor.js';
import type { HotEntry, HotResponseCache } from './hot-response-cache.js';
import { giveRequestId, REQUEST_ID_HEADER } from '../http/request-id.js';
import { COMPRESS_THRESHOLD_BYTES, encodeBody, preferredEncoding } from '../http/compression.js';

/** How a hot-path read was answered: from memory, loaded by one query and served, or passed to the app. */
export type HotRead = 'hit' | 'loaded' | 'passed';

/** Paths whose answers may be served from the hot cache: public, per-host, identical for every visitor. */
export const HOT_PATHS: ReadonlySet<string> = new Set(['/api/site/data']);

/**
 * Puts the hot cache in front of the HTTP server's own handler: a cached GET of a hot path is answered
 * straight from memory (with ETag/304, compressed like every other answer, each encoding made once per
 * entry). A miss is loaded by the path's registered loader (one query) and then served the same way;
 * a host that is no store, a failed load and everything else go to Express/Nest as usual. Answers made
 * here are not request-logged; they are the cheapest thing we serve.
 * Entries are keyed by the visitor's host — the very host tenant resolution used when filling them.
 * `toApp`: requests the app must see anyway (plain HTTP on a secured custom domain is redirected there).
 */
export function installFastPath(
  server: Server,
  cache: HotResponseCache,
  toApp: (req: IncomingMessage) => boolean = () => false,
  onRead: (result: HotRead) => void = () => {},
): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  const toNest = (req: IncomingMessage, res: ServerResponse) => {
    for (const handler of handlers) handler(req, res);
  };
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' || !req.url || !HOT_PATHS.has(req.url) || toApp(req)) return toNest(req, res);
    const host = visitorOf(req).host;
    const entry = cache.get(host, req.url);
    if (entry) {
      onRead('hit');
      return serve(req, res, entry);
    }
    if (!cache.hasLoader(req.url)) {
      onRead('passed');
      return toNest(req, res);
    }
    // The cold path: one query, no Express/Nest round (docs/performance.md "Cold path").
    void cache.load(host, req.url).then((loaded) => {
      onRead(loaded ? 'loaded' : 'passed');
      return loaded ? serve(req, res, loaded) : toNest(req, res);
    });
  });
}

/**
 * Writes the answer in one `writeHead` with a flat header list: the headers every hot answer shares (the API
 * security set Express's first middleware adds, no-cache, Vary) are made once, then the entry's ETag.
 */
function serve(req: IncomingMessage, res: ServerResponse, entry: HotEntry): void {
  const headers = [...sharedHeaders(req), 'ETag', entry.etag, REQUEST_ID_HEADER, giveRequestId(req)];
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = entry.body.length >= COMPRESS_THRESHOLD_BYTES ? preferredEncoding(req) : 'identity';
  const body = encoding === 'identity' ? entry.body : (entry.encoded[encoding] ??= encodeBody(entry.body, encoding));
  headers.push('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(body.length));
  res.writeHead(200, headers);
  res.end(body);
}

/** Per proxy trust (one per app): Vary names the headers the host may come from, which depend on it. */
const sharedHeaderLists = new WeakMap<readonly string[], readonly string[]>();

function sharedHeaders(req: IncomingMessage): readonly string[] {
  const { hostVary } = proxyTrustOf(req);
  let list = sharedHeaderLists.get(hostVary);
  if (!list) {
    const made: string[] = [];
    for (const [name, value] of SECURITY_HEADERS.api) made.push(name, value);
    made.push('Cache-Control', 'no-cache', 'Vary', ['Accept-Encoding', ...hostVary].join(', '));
    sharedHeaderLists.set(hostVary, (list = made));
  }
  return list;
}
