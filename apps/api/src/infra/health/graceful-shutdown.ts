import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplication } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { Readiness } from './readiness.js';

/** Past this after the drain, a shutdown that still has not finished ends the process anyway. */
const HARD_EXIT_MS = 30_000;

/**
 * SIGTERM/SIGINT, in the order a rolling restart needs (docs/operations.md): readiness answers 503 at once;
 * after `drainMs` (load balancers have taken the instance out) the listener stops accepting and what is in
 * flight finishes; only then do the modules close their database pool, Redis and queues, which those
 * requests may still have needed.
 */
export function installGracefulShutdown(app: INestApplication, { drainMs }: { drainMs: number }): void {
  const readiness = app.get(Readiness);
  closeConnectionsWhileDraining(app.getHttpServer() as Server, () => readiness.draining);
  let started = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (started) return;
      started = true;
      setTimeout(() => process.exit(1), drainMs + HARD_EXIT_MS).unref();
      void shutDown(app, signal, drainMs).then(
        () => process.exit(0),
        (err: unknown) => {
          app.get(Logger).error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
          process.exit(1);
        },
      );
    });
  }
}

async function shutDown(app: INestApplication, signal: string, drainMs: number): Promise<void> {
  const log = app.get(Logger);
  app.get(Readiness).startDraining();
  log.log(`${signal}: not ready any more; ${drainMs ? `serving ${drainMs} ms more, then ` : ''}finishing requests in flight`);
  if (drainMs) await sleep(drainMs);
  await stopAccepting(app.getHttpServer() as Server);
  await app.close();
}

/**
 * While draining, every answer says `Connection: close` and its connection ends after it: a client (or a
 * balancer) on a keep-alive connection opens a new one for its next request, which the balancer sends to
 * a ready instance. Without it those connections stay pinned here through the drain and are cut when the
 * listener closes, possibly while a request is on its way (a reset the client sees as a failure).
 * Installed before `listen()`, so the HTTPS edge, which copies the request listeners, has it too.
 */
function closeConnectionsWhileDraining(server: Server, draining: () => boolean): void {
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining()) res.setHeader('Connection', 'close');
  });
}

/** Closes the listener and resolves once every request in flight has been answered. */
function stopAccepting(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // close() ends idle keep-alive connections only once; a connection whose request finishes later would
    // hold the close open until its keep-alive timeout, so idle ones are ended as they appear.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
  });
}
