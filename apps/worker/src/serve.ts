import { setPriority } from 'node:os';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { startMetricsListener } from '@ds/observability';
import { Logger } from 'nestjs-pino';
import { pino } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { DEFAULT_WORKER_OPTIONS } from './worker-options.js';
import { JobRunner } from './runner/job-runner.service.js';
import { workerReadiness } from './health/worker-readiness.js';
import { WorkerMetrics } from './infra/metrics/worker-metrics.js';
import { WorkerModule } from './worker.module.js';

/** Past this, a shutdown that still has not finished (a hung connection close) ends the process anyway. */
const HARD_EXIT_MS = DEFAULT_WORKER_OPTIONS.shutdownGraceMs + 10_000;

/**
 * A stop before the worker took jobs (Redis not reached yet) has no job to wait for: what is open (the
 * database pool, a sweep waiting for PostgreSQL, the queues' connections) gets this long to close.
 */
const BOOT_STOP_MS = 5_000;

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
  let app: INestApplicationContext | undefined;
  let stopping = false;
  // SIGTERM/SIGINT from before anything connects (docs/operations.md "SIGTERM during start-up"), so a worker told to
  // stop while it waits for PostgreSQL or Redis stops at once. The modules close in Nest's order: the job
  // runner drains (a bounded grace, none when it never took jobs), then Prisma and SMTP. A stop that was asked
  // for and carried out exits 0, during start-up too (anything else reads as a crash to supervisors); 1 when
  // closing failed or took too long.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!app) {
      // Still creating the modules: nothing is open that needs closing, and what a sweep may have begun is
      // a transaction PostgreSQL rolls back, as after a crash (docs/outbox.md).
      log.info(`${signal} while starting, before the modules were up: exiting`);
      process.exit(0);
    }
    const boundMs = app.get(JobRunner).consuming ? HARD_EXIT_MS : BOOT_STOP_MS;
    setTimeout(() => {
      log.error(`${signal}: shutdown still unfinished after ${boundMs} ms; exiting`);
      process.exit(1);
    }, boundMs).unref();
    void app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, `${signal}: shutdown failed`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
  // Background work yields the cores to the API's requests (see WORKER_NICE); a refusal is no reason to stop.
  try {
    setPriority(config.WORKER_NICE);
  } catch (err) {
    log.warn({ err }, `could not set the worker's niceness to ${config.WORKER_NICE}`);
  }
  try {
    // Logs are buffered until pino takes over, so boot messages (incl. "worker ready") come out as JSON.
    app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, { prefix: config.REDIS_PREFIX }), {
      bufferLogs: true,
    });
    app.useLogger(app.get(Logger));
    await serveOperationsPort(app, config);
  } catch (err) {
    // A step cut short by a stop is the stop's business: it decides the exit.
    if (stopping) return;
    log.fatal({ err }, 'worker failed to start');
    process.exit(1);
  }
}

/** WORKER_METRICS_PORT: GET /metrics, /health/live and /health/ready (taking jobs from Redis, PostgreSQL answering). */
async function serveOperationsPort(app: INestApplicationContext, config: AppConfig): Promise<void> {
  if (config.WORKER_METRICS_PORT === undefined) return;
  const runner = app.get(JobRunner);
  const metrics = app.get(WorkerMetrics);
  metrics.watchReadiness(() => runner.consuming);
  const listener = await startMetricsListener({
    port: config.WORKER_METRICS_PORT,
    host: config.METRICS_HOST,
    registry: metrics.registry,
    ready: workerReadiness(() => runner.consuming, app.get(Database).acrossTenants('worker readiness: SELECT 1, no table read')),
  });
  process.once('exit', () => void listener.close());
  app.get(Logger).log(`metrics on port ${listener.port} (${config.METRICS_HOST}): GET /metrics, /health/live, /health/ready`);
}

void bootstrap();
