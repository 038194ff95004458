import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { JOB_NAMES, JOB_QUEUE, traceContextOf, type JobName, type JobResult, type OutboxRef, type QueueName } from '@ds/jobs';
import { redactText } from '@ds/observability';
import { OutboxExecutor } from '../outbox/outbox-executor.js';
import { RecheckLater } from '../infra/jobs/outcomes.js';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options.js';
import { JOB_HANDLER_METADATA } from '../jobs/job-handler.decorator.js';
import { buildHandlerMap, type DiscoveredHandler } from './job-handler.registry.js';
import { isIdleResult } from './idle-result.js';
import { redactedFailure } from './redacted-failure.js';

const tracer = trace.getTracer('@ds/worker');

/** Bound on cutting connections at shutdown, which can itself hang when Redis is unreachable. */
const DISCONNECT_TIMEOUT_MS = 2_000;

/**
 * Whether `work` settled within `ms`. A promise that did not is left running: nothing else waits for
 * it (e.g. a handler stuck on a dead socket), and main() exits the process after shutdown anyway.
 */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = work.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([settled, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Finds every `@JobHandler` at boot, refuses to start when the contract and the handlers disagree,
 * then runs one BullMQ worker per queue and dispatches each job to its handler by name — through the
 * `OutboxExecutor` when the job carries an outbox row (every email, the fan-out), which makes the row,
 * not the job, decide whether the work is owed.
 *
 * Crash recovery: a running job's lock lasts JOB_LOCK_SECONDS and is renewed every half of it; every
 * JOB_STALLED_CHECK_SECONDS each worker returns jobs whose lock lapsed to the queue, so a job held by a
 * worker killed with SIGKILL runs again elsewhere within about lock + check (measured: docs/outbox.md).
 * A longer pause of a live worker (its event loop or Redis stuck past the lock) also lets the job run
 * elsewhere; the outbox row's own claim keeps such a second run from repeating the work.
 */
@Injectable()
export class JobRunner implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobRunner.name);
  private handlers = new Map<JobName, DiscoveredHandler>();
  private readonly workers: Worker[] = [];
  private readonly inFlight = new Set<string>();
  private ready: Promise<void> = Promise.resolve();
  private stopping = false;
  private connected = false;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
    private readonly outbox: OutboxExecutor,
    private readonly metrics: WorkerMetrics,
  ) {}

  /** Connected to Redis and taking jobs (the worker's readiness). */
  get consuming(): boolean {
    return this.connected && !this.stopping;
  }

  /** Queues this worker listens on: every queue that at least one job runs on. */
  get queues(): QueueName[] {
    return [...new Set(JOB_NAMES.map((name) => JOB_QUEUE[name]))];
  }

  // Validation runs at module init so a missing handler fails the boot before any queue is touched.
  onModuleInit(): void {
    this.handlers = buildHandlerMap(this.discover());
  }

  onApplicationBootstrap(): void {
    for (const queue of this.queues) {
      const worker = new Worker<unknown, JobResult>(queue, (job, token) => this.process(job, token), {
        connection: { url: this.config.REDIS_URL },
        prefix: this.options.prefix,
        concurrency: this.config.WORKER_CONCURRENCY,
        // Recorded on each job it takes (`processedBy`): which process holds a job, in the dashboard and tests.
        name: `${hostname()}#${process.pid}`,
        lockDuration: this.config.JOB_LOCK_SECONDS * 1000,
        stalledInterval: this.config.JOB_STALLED_CHECK_SECONDS * 1000,
        // A job stalled twice (two crashed workers in a row) is failed; an outbox row's sweeper re-queues it.
        maxStalledCount: 2,
      });
      this.listen(worker);
      this.workers.push(worker);
    }
    // Boot does not wait for Redis: the app context resolves, main() switches logs to pino, and an
    // unreachable Redis then shows up as live connection errors while BullMQ keeps retrying.
    this.ready = Promise.all(this.workers.map((w) => w.waitUntilReady())).then(
      () => {
        this.connected = true;
        this.logger.log(
          `worker ready: listening on queues ${this.queues.join(', ')} ` +
            `(prefix "${this.options.prefix}", concurrency ${this.config.WORKER_CONCURRENCY}, Node.js ${process.version})`,
        );
      },
      (err: unknown) => {
        if (!this.stopping) this.logger.error(`queues not ready: ${err instanceof Error ? err.message : String(err)}`);
      },
    );
  }

  /** Resolves once every queue's worker is connected and taking jobs (or failed to get there). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /**
   * Stops taking jobs and waits for the running ones (`Worker.close()` does both). After the grace
   * period the rest are abandoned: their connections are cut, their locks lapse, and BullMQ's stalled
   * check returns them to the queue. Runs before `onApplicationShutdown`, so Prisma and SMTP are
   * still open while jobs finish.
   */
  async onModuleDestroy(): Promise<void> {
    if (!this.workers.length) return;
    this.stopping = true;
    const workers = this.workers.splice(0);

    if (!this.connected) {
      // Never reached Redis, so nothing can be running; don't wait on a connection that isn't coming.
      this.logger.log('stopping: queues never connected; closing at once');
      await settlesWithin(Promise.all(workers.map((w) => w.close(true))), DISCONNECT_TIMEOUT_MS);
      return;
    }

    const graceMs = this.options.shutdownGraceMs;
    this.logger.log(`stopping: no new jobs; waiting up to ${graceMs} ms for ${this.inFlight.size} running job(s)`);
    if (await settlesWithin(Promise.all(workers.map((w) => w.close())), graceMs)) {
      this.logger.log('stopped: all running jobs finished');
      return;
    }
    this.logger.warn(
      `grace period over; abandoning ${this.inFlight.size} running job(s) (${[...this.inFlight].join(', ')}), they return to the queue when their locks expire`,
    );
    await settlesWithin(Promise.allSettled(workers.map((w) => w.disconnect())), DISCONNECT_TIMEOUT_MS);
  }

  private async process(job: Job<unknown, JobResult>, token?: string): Promise<JobResult> {
    const handler = this.handlers.get(job.name as JobName);
    // Only possible when a newer API enqueued a job this build does not know; failing (and retrying)
    // gives an up-to-date worker the chance to take it.
    if (!handler) throw new Error(`no handler for job "${job.name}" in this worker build`);
    const key = `${job.name}#${job.id ?? '?'}`;
    this.inFlight.add(key);
    // The job joins the trace of the request (or job) that caused it: its data carries that context.
    const attributes = {
      'messaging.system': 'bullmq',
      'messaging.destination.name': job.queueName,
      'ds.job.name': job.name,
      'ds.job.attempt': job.attemptsMade + 1,
    };
    return tracer.startActiveSpan(`job ${job.name}`, { kind: SpanKind.CONSUMER, attributes }, traceContextOf(job.data), async (span) => {
      try {
        const outboxId = (job.data as OutboxRef | null)?.outboxId;
        if (typeof outboxId === 'string') return await this.outbox.run(outboxId, job, token, handler.run);
        return await handler.run(job.data, job, token);
      } catch (err) {
        // Outcomes meant for an outbox row, in a job that carries none (queued directly, as tests do).
        if (err instanceof RecheckLater) return err.result;
        const failure = redactedFailure(err);
        span.setStatus({ code: SpanStatusCode.ERROR, message: failure.message });
        throw failure;
      } finally {
        span.end();
        this.inFlight.delete(key);
      }
    });
  }

  // Payloads may hold secrets (reset tokens), so logs name jobs by name and id only, never by data; results
  // carry ids, and an address that still slips into a result or an error (an SMTP reply) is masked.
  private listen(worker: Worker<unknown, JobResult>): void {
    worker.on('completed', (job, result) => {
      this.metrics.jobs.inc({ queue: worker.name, job_name: job.name, outcome: 'completed' });
      if (job.finishedOn && job.processedOn)
        this.metrics.duration.observe({ queue: worker.name, job_name: job.name }, (job.finishedOn - job.processedOn) / 1000);
      const took = job.finishedOn && job.processedOn ? ` in ${job.finishedOn - job.processedOn} ms` : '';
      const line = redactText(
        `job ${job.name}#${job.id ?? '?'} done${took}: ${typeof result === 'string' ? result : JSON.stringify(result ?? null)}`,
      );
      // A scheduled job that found nothing to do (every count zero) is debug: no line every few seconds.
      if (isIdleResult(result)) this.logger.debug(line);
      else this.logger.log(line);
    });
    worker.on('failed', (job, err) => {
      const retried = !!job && !(err instanceof UnrecoverableError) && job.attemptsMade < (job.opts.attempts ?? 1);
      this.metrics.jobs.inc({ queue: worker.name, job_name: job?.name ?? 'unknown', outcome: retried ? 'retried' : 'failed' });
      const attempts = job ? ` (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1})` : '';
      this.logger.warn(redactText(`job ${job?.name ?? '?'}#${job?.id ?? '?'} failed${attempts}: ${err.message}`));
    });
    worker.on('stalled', () => this.metrics.stalled.inc({ queue: worker.name }));
    // Without an 'error' listener an EventEmitter error would crash the process (e.g. Redis restarting).
    worker.on('error', (err) => this.logger.error(`queue ${worker.name}: ${err.message}`));
  }

  private discover(): DiscoveredHandler[] {
    const found: DiscoveredHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      // Request-scoped or transient providers have no single instance to call; handlers must be singletons.
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object | null)) {
        const fn: unknown = (instance as Record<string, unknown>)[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<string | undefined>(JOB_HANDLER_METADATA, fn);
        if (!name) continue;
        found.push({
          name,
          owner: `${instance.constructor.name}.${method}`,
          run: (data, job, token) => Reflect.apply(fn, instance, [data, job, token]) as Promise<JobResult>,
        });
      }
    }
    return found;
  }
}
