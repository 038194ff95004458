import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Counter, Gauge, Histogram } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { JOB_NAMES, JOB_QUEUE, type QueueName } from '@ds/jobs';
import { createRegistry, emailsCounter, outboxRelaysCounter } from '@ds/observability';
import { WORKER_OPTIONS, type WorkerOptions } from '../../worker-options.js';

/** The states whose depth is sampled on each scrape. */
const STATES = ['waiting', 'delayed', 'active', 'failed'] as const;

/**
 * The worker's Prometheus instruments (docs/operations.md "Metrics"): jobs by queue, job name (`job_name`: Prometheus keeps
 * `job` for the scrape job) and outcome, their duration, stalled-job recoveries, and each queue's depth by state, read from
 * Redis when scraped (every worker reports the same depth: take `max` across them). No tenant, host or email in any label.
 */
@Injectable()
export class WorkerMetrics implements OnApplicationShutdown {
  readonly registry = createRegistry('worker');

  readonly jobs = new Counter({
    name: 'worker_jobs_total',
    help:
      'Jobs this worker finished, by queue, job name (`job_name`: Prometheus keeps `job` for the scrape job) and outcome ' +
      '(completed; retried: failed, another attempt follows; failed: no attempt left)',
    labelNames: ['queue', 'job_name', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly duration = new Histogram({
    name: 'worker_job_duration_seconds',
    help: 'Time a job ran in this worker, by queue and job name',
    labelNames: ['queue', 'job_name'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  readonly stalled = new Counter({
    name: 'worker_jobs_stalled_total',
    help: 'Jobs whose lock lapsed (their worker died or hung) and that this worker returned to the queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly emails = emailsCounter(this.registry);

  /** This process's series of outbox_relays_total. */
  readonly outboxRelays = outboxRelaysCounter(this.registry, 'sweeper');

  readonly analyticsRowsWritten = new Counter({
    name: 'analytics_rows_written_total',
    help: 'Page views written to PostgreSQL (a batch delivered twice is written once)',
    registers: [this.registry],
  });

  /** Opened on the first scrape: a worker nobody scrapes opens no extra Redis connection. */
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    const queues = this.queues;
    const openQueues = () => {
      if (!queues.size) {
        for (const name of new Set(JOB_NAMES.map((job) => JOB_QUEUE[job]))) {
          queues.set(name, new Queue(name, { connection: { url: config.REDIS_URL, enableOfflineQueue: false }, prefix: options.prefix }));
        }
      }
      return queues;
    };
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in each queue by state, read from Redis when scraped',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const counts = await Promise.all(
          [...openQueues()].map(async ([queue, q]) => [queue, await q.getJobCounts(...STATES).catch(() => null)] as const),
        );
        for (const [queue, byState] of counts) {
          // Redis unreachable: no sample rather than a false zero or the last figure read.
          for (const state of STATES) {
            if (byState) this.set({ queue, state }, byState[state] ?? 0);
            else this.remove({ queue, state });
          }
        }
      },
    });
  }

  /** `worker_ready`: 1 while `isReady()` (connected to Redis and taking jobs), read when scraped. */
  watchReadiness(isReady: () => boolean): void {
    new Gauge({
      name: 'worker_ready',
      help: '1 while this worker is connected to Redis and taking jobs',
      registers: [this.registry],
      collect() {
        this.set(isReady() ? 1 : 0);
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
  }
}
