import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { JobQueue } from '@ds/jobs';

/** A distributor opted in to a sending domain, changed it, or pressed "Verify now": check its DNS now. */
export class SendingDomainCheckRequested {
  constructor(readonly tenantId: string) {}
}

/**
 * Only enqueues `sending-domain.verify` (one job per tenant: a delayed one is promoted). If Redis is down
 * the row is still due (`next_check_at` = now) and the worker's sweeper queues it.
 */
@EventsHandler(SendingDomainCheckRequested)
export class EnqueueSendingDomainCheck implements IEventHandler<SendingDomainCheckRequested> {
  private readonly logger = new Logger(EnqueueSendingDomainCheck.name);

  constructor(private readonly jobs: JobQueue) {}

  async handle(event: SendingDomainCheckRequested): Promise<void> {
    try {
      await this.jobs.runNow({ name: 'sending-domain.verify', data: { tenantId: event.tenantId } });
    } catch (err) {
      this.logger.error({ err, tenantId: event.tenantId }, 'could not enqueue sending-domain.verify; the worker sweeper will pick it up');
    }
  }
}
