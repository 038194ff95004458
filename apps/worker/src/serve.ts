import { setPriority } from 'node:os';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { startMetricsListener } from '@ds/observability';
import { Logger } from 'nestjs-pino';
import { pino } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from '@ds/config';
import { DEFAULT_WORKER_OPTIONS } from './worker-options.js';
import { JobRunner } from './runner/job-runner.service.js';
import { WorkerMetrics } from './metrics/worker-metrics.js';
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
    const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, { prefix: config.REDIS_PREFIX }), {
      bufferLogs: true,
    });
    app.useLogger(app.get(Logger));
    await serveOperationsPort(app, config);
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

/** WORKER_METRICS_PORT: GET /metrics, /health/live and /health/ready (connected to Redis and taking jobs). */
async function serveOperationsPort(app: INestApplicationContext, config: AppConfig): Promise<void> {
  if (config.WORKER_METRICS_PORT === undefined) return;
  const runner = app.get(JobRunner);
  const metrics = app.get(WorkerMetrics);
  metrics.watchReadiness(() => runner.consuming);
  const listener = await startMetricsListener({
    port: config.WORKER_METRICS_PORT,
    registry: metrics.registry,
    ready: () => Promise.resolve(runner.consuming ? { ok: true } : { ok: false, reason: 'not connected to Redis, or stopping' }),
  });
  process.once('exit', () => void listener.close());
  app.get(Logger).log(`metrics on port ${listener.port}: GET /metrics, /health/live, /health/ready`);
}

void bootstrap();
