import { Inject, Injectable, Logger } from '@nestjs/common';
import { context, trace } from '@opentelemetry/api';
import { Redis } from 'ioredis';
import { JobQueue, type OutboxEntry } from '@ds/jobs';
import { ApiMetrics } from '../metrics/api-metrics.js';
import { REDIS } from '../redis/redis.module.js';

const tracer = trace.getTracer('@ds/api');

/**
 * The API's half of the outbox relay (docs/outbox.md). A service records work with `Outbox.record(tx, …)`
 * in the transaction that saves its data; once that has committed it hands the entries here, and they
 * are queued at once — in the background, never awaited by the request and never failing it. With Redis
 * away nothing is tried: the rows are owed in PostgreSQL and the worker's sweeper queues them within
 * OUTBOX_SWEEP_SECONDS of Redis coming back.
 */
@Injectable()
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);

  constructor(
    private readonly jobs: JobQueue,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly metrics: ApiMetrics,
  ) {}

  /** After commit: queue `entries` now if Redis is there (nulls — already recorded — are skipped). */
  relay(...entries: (OutboxEntry | null)[]): void {
    const owed = entries.filter((entry): entry is OutboxEntry => entry !== null);
    if (!owed.length || this.redis.status !== 'ready') return;
    const now = Date.now();
    const span = tracer.startSpan('outbox relay', { attributes: { 'ds.outbox.rows': owed.length } });
    const queued = context.with(trace.setSpan(context.active(), span), () =>
      Promise.all(
        owed.map((entry) =>
          this.jobs.add({ name: entry.name, data: entry.data, outboxId: entry.id, delayMs: Math.max(0, entry.runAt.getTime() - now) }),
        ),
      ),
    );
    void queued
      .then(() => this.metrics.outboxRelays.inc(owed.length))
      .catch((err: unknown) =>
        this.logger.warn(
          `outbox: ${owed.length} job(s) not queued now, the worker's sweeper will: ${err instanceof Error ? err.message : String(err)}`,
        ),
      )
      .finally(() => span.end());
  }

  /** Queues `entry` (replacing a finished job of the row) and says whether Redis took it; for an admin's retry. */
  async relayNow(entry: OutboxEntry): Promise<boolean> {
    if (this.redis.status !== 'ready') return false;
    return this.jobs.relay(entry).then(
      () => true,
      () => false,
    );
  }
}
