import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Called once per request when its answer is done (or the client went away), with its duration in seconds. */
export type RequestObserver = (req: IncomingMessage, res: ServerResponse, seconds: number) => void;

/**
 * Watches every request the HTTP server answers, whoever answers it (the fast paths before Express, or the
 * app): installed as the outermost `request` listener, so each request is seen once. `onStart` runs as it
 * arrives.
 */
export function observeRequests(server: Server, observer: RequestObserver, onStart: () => void = () => {}): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    onStart();
    res.once('close', () => observer(req, res, Number(process.hrtime.bigint() - started) / 1e9));
    for (const handler of handlers) handler(req, res);
  });
}
