import type { IncomingMessage, Server } from 'node:http';
import { FAST_PATHS } from './fast-paths.js';

/**
 * Hands the fast paths' requests to the server's `request` listeners directly, past whatever is hooked into
 * `http.Server.prototype.emit`: OpenTelemetry's HTTP instrumentation binds every request's and answer's
 * emitters to a context there, even for the requests it is told to ignore, which cost the hot site-data read
 * and the beacon a fifth to two fifths of their throughput (npm run bench:observability; docs/operations.md
 * "Traces"). Every other request, and every other event, goes through `emit` as usual.
 */
export function emitFastPathsDirectly(server: Server): void {
  const emit = server.emit;
  server.emit = function emitWithFastPaths(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && isFastPath(args[0] as IncomingMessage)) {
      for (const listener of this.listeners('request')) (listener as (...a: unknown[]) => void).apply(this, args);
      return true;
    }
    return (emit as (...a: unknown[]) => boolean).apply(this, [event, ...args]);
  } as Server['emit'];
}

function isFastPath(req: IncomingMessage): boolean {
  return FAST_PATHS.has(req.url?.split('?', 1)[0] ?? '');
}
