import type { Request } from 'express';
import { MAX_BEACON_BYTES } from './page-view.js';

/**
 * The beacon's JSON, or undefined when it is too big or not JSON. `navigator.sendBeacon` posts a string as
 * `text/plain` (no CORS preflight), which no parser of ours reads: that body is read here, at most
 * MAX_BEACON_BYTES of it. A JSON body (`application/json`) was parsed by the app's parser already.
 */
export async function readBeaconBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BEACON_BYTES) return undefined;
  if (req.readableEnded || req.body !== undefined) {
    const parsed: unknown = req.body;
    // The JSON parser accepts up to the app's limit: the beacon's own limit applies to what it produced.
    return JSON.stringify(parsed ?? null).length > MAX_BEACON_BYTES ? undefined : parsed;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BEACON_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
