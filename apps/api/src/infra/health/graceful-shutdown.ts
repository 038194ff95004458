import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplication } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { Readiness } from './readiness.js';

/** Past this after the drain, a shutdown that still has not finished ends the process anyway. */
const HARD_EXIT_MS = 30_000;

/**
 * A stop during start-up has no request to finish: what is open (Redis, the database pool, a listener
 * being bound) gets this long to close before the process exits anyway, well inside any orchestrator's grace.
 */
const BOOT_STOP_MS = 5_000;

type Phase = 'starting' | 'opened' | 'serving';

/**
 * SIGTERM/SIGINT from the first line of serve.ts on (docs/operations.md "SIGTERM during start-up"), so a process
 * told to stop while it still waits for PostgreSQL or Redis or binds its ports stops at once instead of
 * finishing its start first:
 * - before the app exists, nothing is open that needs closing (the API writes nothing while it starts):
 *   it exits at once;
 * - once the app exists (`opened`), it is closed, bounded by BOOT_STOP_MS; so is a listening instance that its
 *   probes never found ready (see Readiness.neverReady), after the requests in flight, without a drain;
 * - once listening (`serving`), the order a rolling restart needs: readiness answers 503 at once; after
 *   `drainMs` (load balancers have taken the instance out) the listener stops accepting and what is in
 *   flight finishes; only then do the modules close their database pool, Redis and queues, which those
 *   requests may still have needed.
 * A stop that was asked for and carried out exits 0, whatever the phase: it is no failure, and supervisors
 * and `docker compose ps` would count anything else as a crash. 1 when closing failed or took too long.
 */
export class GracefulShutdown {
  private phase: Phase = 'starting';
  private app?: INestApplication;
  private drainMs = 0;
  private signal?: NodeJS.Signals;

  constructor() {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => this.stop(signal));
  }

  /** A stop has begun: start-up goes no further (and a failing step of it is no news). */
  get stopping(): boolean {
    return this.signal !== undefined;
  }

  /** The app is built, not listening yet: a stop from now on closes it. */
  opened(app: INestApplication): void {
    this.app = app;
    this.phase = 'opened';
    const readiness = app.get(Readiness);
    closeConnectionsWhileDraining(app.getHttpServer() as Server, () => readiness.draining);
  }

  /** Listening: a stop from now on drains first. */
  serving(drainMs: number): void {
    this.drainMs = drainMs;
    if (!this.stopping) this.phase = 'serving';
  }

  private stop(signal: NodeJS.Signals): void {
    if (this.signal) return;
    this.signal = signal;
    const app = this.app;
    if (this.phase === 'starting' || !app) {
      process.stderr.write(`api: ${signal} while starting, before anything was opened: exiting\n`);
      process.exit(0);
    }
    const log = app.get(Logger);
    const readiness = app.get(Readiness);
    // Listening but never found ready by its probes (its database has not answered yet): still starting as far
    // as any balancer knows, so none sends it traffic and there is nothing to drain.
    const starting = this.phase === 'opened' || readiness.neverReady;
    const drainMs = starting ? 0 : this.drainMs;
    const boundMs = starting ? BOOT_STOP_MS : drainMs + HARD_EXIT_MS;
    setTimeout(() => {
      log.error(`${signal}: shutdown still unfinished after ${boundMs} ms; exiting`);
      process.exit(1);
    }, boundMs).unref();
    readiness.startDraining();
    if (starting) log.log(`${signal} while starting (not ready yet): closing what is open (at most ${boundMs} ms), then exiting`);
    else log.log(`${signal}: not ready any more; ${drainMs ? `serving ${drainMs} ms more, then ` : ''}finishing requests in flight`);
    void (this.phase === 'serving' ? shutDown(app, drainMs) : app.close()).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  }
}

async function shutDown(app: INestApplication, drainMs: number): Promise<void> {
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
