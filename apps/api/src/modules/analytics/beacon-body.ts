import type { IncomingMessage } from 'node:http';
import { MAX_BEACON_BYTES } from './page-view.js';

type MaybeParsed = IncomingMessage & { body?: unknown };

/**
 * The beacon's JSON, or undefined when it is too big or not JSON. `navigator.sendBeacon` posts a string as
 * `text/plain` (no CORS preflight), read here as JSON, at most MAX_BEACON_BYTES of it. When the app's JSON
 * parser got there first (an `application/json` post that reached Nest), its result is used, under the
 * beacon's own size limit.
 */
export async function readBeaconBody(req: MaybeParsed): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BEACON_BYTES) return undefined;
  if (req.readableEnded || req.body !== undefined) {
    const parsed = req.body;
    return JSON.stringify(parsed ?? null).length > MAX_BEACON_BYTES ? undefined : parsed;
  }
  const text = await readText(req);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The body as text, or undefined past MAX_BEACON_BYTES (the rest is left unread). Plain events: cheaper than an async iterator
 * per beacon.
 */
function readText(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BEACON_BYTES) return void chunks.push(chunk);
      req.off('data', onData).off('end', onEnd).pause();
      resolve(undefined);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}
