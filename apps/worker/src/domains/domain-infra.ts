import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { cacheChannels, JobQueue } from '@ds/jobs';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options.js';

/**
 * The worker's own Redis connection for the domain jobs: ACME challenge answers, the order limiter and
 * the cache-invalidation messages every API instance listens to. Same key prefix as the queues.
 */
@Injectable()
export class DomainRedis implements OnApplicationShutdown {
  private readonly logger = new Logger(DomainRedis.name);
  readonly client: Redis;
  readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    this.prefix = options.prefix;
    this.client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    // Without a listener ioredis reports a Redis restart as an unhandled 'error' event.
    this.client.on('error', (err: Error) => this.logger.warn(`redis: ${err.message}`));
  }

  /** Tells every API instance that the tenant's host resolution and cached answers are stale. */
  async tenantChanged(tenantId: string): Promise<void> {
    const channels = cacheChannels(this.prefix);
    await Promise.all([this.client.publish(channels.tenantResolution, tenantId), this.client.publish(channels.tenantChanged, tenantId)]).catch((err: unknown) =>
      this.logger.warn(`tenant change not broadcast: ${String(err)}`),
    );
  }

  /** Tells every API instance to drop its cached TLS context for `domain`. */
  async certificateChanged(domain: string): Promise<void> {
    await this.client.publish(cacheChannels(this.prefix).certificates, domain).catch((err: unknown) => this.logger.warn(`certificate change not broadcast: ${String(err)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

/** The enqueue wrapper for jobs the domain handlers start (certificate.issue after DNS, mail). Same prefix as the worker. */
@Injectable()
export class DomainJobs extends JobQueue implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    super({ url: config.REDIS_URL }, options.prefix);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

/**
 * Puts the running job back in the delayed set until `at` (same job, same id): how a per-tenant domain
 * job waits for its next turn. Throws BullMQ's DelayedError, which tells the worker not to complete it.
 * Without a job (a direct call, as in tests) it just returns.
 */
export async function delayUntil(job: Job | undefined, token: string | undefined, at: Date): Promise<void> {
  if (!job || !token) return;
  await job.moveToDelayed(at.getTime(), token);
  throw new DelayedError();
}
