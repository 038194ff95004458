import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { announceTenantChanged, type TenantChange } from '@ds/jobs';
import { WORKER_OPTIONS, type WorkerOptions } from '../worker-options.js';

/**
 * The worker's own Redis connection for the domain jobs: ACME challenge answers, the order limiter and
 * the broadcasts every API instance listens to. Same key prefix as the queues.
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

  /**
   * The one "tenant changed" broadcast (`announceTenantChanged`, shared with the API): every instance
   * forgets the tenant's host resolution, cached answers and TLS contexts, and those of `change.hosts`
   * (a certificate just activated names its domain there). Best effort:
   * the change is saved already, and without Redis nothing is cached meanwhile.
   */
  async tenantChanged(change: TenantChange): Promise<void> {
    await announceTenantChanged(this.client, this.prefix, change).catch((err: unknown) =>
      this.logger.warn(`tenant change not broadcast: ${String(err)}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
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
