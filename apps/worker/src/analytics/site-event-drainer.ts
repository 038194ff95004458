import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { decodeSiteEvent, decodeVitals, SITE_EVENTS_GROUP, siteEventsStream, VITALS_FIELD, decodeSiteClick } from '@ds/jobs';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options.js';
import { SiteEventWriter, type ClickEntry, type StreamEntry } from './site-event-writer.js';
import { SiteEventRetention } from './site-event-retention.js';
import { VitalsWriter, type VitalsEntry } from './vitals-writer.js';

/** How long a read waits for page views before looking again (and noticing shutdown). */
const BLOCK_MS = 1_000;
/** Entries another worker read but did not acknowledge for this long are taken over (it died mid-batch). */
const CLAIM_IDLE_MS = 60_000;
const CLAIM_EVERY_MS = 30_000;
/** After a failure (Redis or PostgreSQL away), this long before trying again. */
const BACKOFF_MS = 2_000;

type RawEntries = [id: string, fields: string[]][];

/**
 * Drains the page-view stream the API fills: reads a batch through the consumer group, writes it
 * (`SiteEventWriter`, one transaction) and only then acknowledges and deletes it. A worker that dies
 * between the two leaves its batch pending; another worker claims it after CLAIM_IDLE_MS and writing it
 * again changes nothing. Runs in every worker process; each reads different entries.
 */
@Injectable()
export class SiteEventDrainer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SiteEventDrainer.name);
  private readonly consumer = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly stream: string;
  private redis?: Redis;
  private stopped = false;
  private loop?: Promise<void>;
  private lastClaim = 0;
  /** The consumer group exists (made again after a failure: Redis may have come back empty). */
  private groupReady = false;

  constructor(
    private readonly metrics: WorkerMetrics,
    private readonly writer: SiteEventWriter,
    private readonly retention: SiteEventRetention,
    private readonly vitalsWriter: VitalsWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_OPTIONS) options: WorkerOptions,
  ) {
    this.stream = siteEventsStream(options.prefix);
  }

  onApplicationBootstrap(): void {
    // Its own connection: a blocking read holds the connection it runs on.
    this.redis = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null, retryStrategy: (times) => Math.min(times * 200, 2_000) });
    this.redis.on('error', () => undefined); // reported by the loop, once per outage
    this.loop = this.run();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.loop;
    this.redis?.disconnect();
  }

  private async run(): Promise<void> {
    let failing = false;
    while (!this.stopped) {
      try {
        await this.ensureGroup();
        const claimed = await this.claimAbandoned();
        const batch = claimed.length ? claimed : await this.read();
        if (batch.length) await this.handle(batch);
        await this.retention.pruneWhenDue();
        if (batch.length && batch.length < this.config.ANALYTICS_BATCH_SIZE) await this.pause(this.config.ANALYTICS_GATHER_MS);
        if (failing) this.logger.log('page-view ingest is back');
        failing = false;
      } catch (err) {
        if (!failing) this.logger.warn(`page-view ingest paused: ${err instanceof Error ? err.message : String(err)}`);
        failing = true;
        this.groupReady = false;
        await sleep(BACKOFF_MS);
      }
    }
  }

  /** Waits `ms`, or less when the worker is stopping. */
  private async pause(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (!this.stopped && Date.now() < until) await sleep(Math.min(100, until - Date.now()));
  }

  private async ensureGroup(): Promise<void> {
    if (this.groupReady) return;
    try {
      // From the start of the stream: page views the API buffered before any worker ever ran are read too.
      await this.redis!.xgroup('CREATE', this.stream, SITE_EVENTS_GROUP, '0', 'MKSTREAM');
    } catch (err) {
      if (!String(err).includes('BUSYGROUP')) throw err;
    }
    this.groupReady = true;
  }

  private async read(): Promise<RawEntries> {
    const answer = (await this.redis!.xreadgroup(
      'GROUP',
      SITE_EVENTS_GROUP,
      this.consumer,
      'COUNT',
      this.config.ANALYTICS_BATCH_SIZE,
      'BLOCK',
      BLOCK_MS,
      'STREAMS',
      this.stream,
      '>',
    )) as [string, RawEntries][] | null;
    return answer?.[0]?.[1] ?? [];
  }

  private async claimAbandoned(): Promise<RawEntries> {
    if (Date.now() - this.lastClaim < CLAIM_EVERY_MS) return [];
    this.lastClaim = Date.now();
    const [, entries] = (await this.redis!.xautoclaim(
      this.stream,
      SITE_EVENTS_GROUP,
      this.consumer,
      CLAIM_IDLE_MS,
      '0-0',
      'COUNT',
      this.config.ANALYTICS_BATCH_SIZE,
    )) as [string, RawEntries];
    if (entries.length) this.lastClaim = 0; // more may be waiting: look again at once
    return entries;
  }

  private async handle(raw: RawEntries): Promise<void> {
    const entries: StreamEntry[] = [];
    const clicks: ClickEntry[] = [];
    const vitals: VitalsEntry[] = [];
    for (const [streamId, fields] of raw) {
      const event = fields && fields[0] === 'e' ? decodeSiteEvent(fields[1] ?? '') : null;
      if (event) entries.push({ streamId, event });
      // Buy and Join clicks share the page views' field, in an encoding of their own (docs/analytics.md "Clicks").
      const click = !event && fields && fields[0] === 'e' ? decodeSiteClick(fields[1] ?? '') : null;
      if (click) clicks.push({ streamId, click });
      // Web Vitals reports share the stream (docs/analytics.md "Web Vitals"); each writer is idempotent on its own.
      const measured = fields && fields[0] === VITALS_FIELD ? decodeVitals(fields[1] ?? '') : null;
      if (measured) vitals.push({ streamId, vitals: measured });
    }
    this.metrics.analyticsRowsWritten.inc(await this.writer.write(entries, clicks));
    await this.vitalsWriter.write(vitals);
    const ids = raw.map(([id]) => id);
    // Acknowledged only once written; deleted so the stream holds only what is still owed.
    await this.redis!.multi()
      .xack(this.stream, SITE_EVENTS_GROUP, ...ids)
      .xdel(this.stream, ...ids)
      .exec();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
