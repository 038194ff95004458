import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Called once per request when its answer is done (or the client went away), with its duration in seconds. */
export type RequestObserver = (req: IncomingMessage, res: ServerResponse, seconds: number) => void;

interface Watch {
  readonly observers: RequestObserver[];
  readonly starts: (() => void)[];
}

const watches = new WeakMap<Server, Watch>();

/**
 * Watches every request the HTTP server answers, whoever answers it (the fast paths before Express, or the
 * app): the first call installs one outermost `request` listener, so each request is seen once; later calls
 * add their observer to it, so the request log and the metrics share one clock read and one `close` listener
 * per request (the fast paths' requests are the platform's most frequent). `onStart` runs as a request arrives.
 */
export function observeRequests(server: Server, observer: RequestObserver, onStart?: () => void): void {
  const existing = watches.get(server);
  if (existing) {
    existing.observers.push(observer);
    if (onStart) existing.starts.push(onStart);
    return;
  }
  const watch: Watch = { observers: [observer], starts: onStart ? [onStart] : [] };
  watches.set(server, watch);
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    for (const start of watch.starts) start();
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      for (const observe of watch.observers) observe(req, res, seconds);
    });
    for (const handler of handlers) handler(req, res);
  });
}
