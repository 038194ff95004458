import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { JobQueue } from '@ds/jobs';
import { CustomDomainRequested, DomainRecheckRequested } from './domain.events.js';

/**
 * Only enqueues: a new custom domain, or "Verify now", gets its `dns.verify` job run at once. The job id
 * is the tenant's (one job per tenant): a delayed check is promoted, a finished one replaced, a running
 * one left to finish (it notices the row changed under it and runs again). If Redis is down the
 * verification row is still due (`next_check_at` = now) and the worker's sweeper queues it later.
 */
@EventsHandler(CustomDomainRequested, DomainRecheckRequested)
export class EnqueueDnsCheckWhenDomainRequested implements IEventHandler<CustomDomainRequested | DomainRecheckRequested> {
  private readonly logger = new Logger(EnqueueDnsCheckWhenDomainRequested.name);

  constructor(private readonly jobs: JobQueue) {}

  async handle(event: CustomDomainRequested | DomainRecheckRequested): Promise<void> {
    try {
      await this.jobs.runNow({ name: 'dns.verify', data: { tenantId: event.tenantId } });
    } catch (err) {
      this.logger.error({ err, tenantId: event.tenantId }, 'could not enqueue dns.verify; the worker sweeper will pick it up');
    }
  }
}
