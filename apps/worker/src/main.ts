import { setPriority } from 'node:os';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { pino } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from '@ds/config';
import { DEFAULT_WORKER_OPTIONS } from './worker-options.js';
import { WorkerModule } from './worker.module.js';

/** Past this, a shutdown that still has not finished (a hung connection close) ends the process anyway. */
const HARD_EXIT_MS = DEFAULT_WORKER_OPTIONS.shutdownGraceMs + 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`worker: ${err.message}\n`);
    process.exit(1);
  }
}

async function bootstrap(): Promise<void> {
  const config = readConfig();
  const log = pino({ level: config.LOG_LEVEL, base: { app: 'worker' } });
  // Background work yields the cores to the API's requests (see WORKER_NICE); a refusal is no reason to stop.
  try {
    setPriority(config.WORKER_NICE);
  } catch (err) {
    log.warn({ err }, `could not set the worker's niceness to ${config.WORKER_NICE}`);
  }
  try {
    // Logs are buffered until pino takes over, so boot messages (incl. "worker ready") come out as JSON.
    const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, { prefix: config.REDIS_PREFIX }), { bufferLogs: true });
    app.useLogger(app.get(Logger));
    // SIGTERM/SIGINT run Nest's shutdown: the job runner drains (bounded grace), then Prisma and SMTP close.
    app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        setTimeout(() => {
          log.error(`shutdown still unfinished after ${HARD_EXIT_MS} ms; exiting`);
          process.exit(1);
        }, HARD_EXIT_MS).unref();
      });
    }
  } catch (err) {
    log.fatal({ err }, 'worker failed to start');
    process.exit(1);
  }
}

void bootstrap();
