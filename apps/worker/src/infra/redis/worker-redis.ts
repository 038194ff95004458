import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { announceTenantChanged, type TenantChange } from '@ds/jobs';
import { WORKER_OPTIONS, type WorkerOptions } from '../../worker-options.js';

/**
 * The worker's one Redis command connection, beside the queues' own (BullMQ opens those): the campaigns'
 * send-rate windows, ACME challenge answers and the order limiter, the page-view stream's length for the
 * gauges, and the "tenant changed" broadcast every API instance listens to. Keys take the queues' prefix.
 * Commands wait through a short reconnect (as an ACME answer must); what must never wait on Redis (a
 * send-rate window, a scrape) asks `ready` first and carries on without it.
 */
@Injectable()
export class WorkerRedis implements OnApplicationShutdown {
  private readonly logger = new Logger(WorkerRedis.name);
  readonly client: Redis;
  readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(WORKER_OPTIONS) options: WorkerOptions) {
    this.prefix = options.prefix;
    this.client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    // Without a listener ioredis reports a Redis restart as an unhandled 'error' event.
    this.client.on('error', (err: Error) => this.logger.warn(`redis: ${err.message}`));
  }

  /** Connected now: a command sent runs at once instead of waiting for a reconnect. */
  get ready(): boolean {
    return this.client.status === 'ready';
  }

  /**
   * The one "tenant changed" broadcast (`announceTenantChanged`, shared with the API): every instance
   * forgets the tenant's host resolution, cached answers and TLS contexts, and those of `change.hosts`
   * (a certificate just activated names its domain there). Best effort: the change is saved already, and
   * without Redis nothing is cached meanwhile.
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
