import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { JobQueue } from '@ds/jobs';

/** An admin pressed "Check again" on Admin → Deliverability: the request is counted in `deliverability_checks`. */
export class DeliverabilityCheckRequested {}

/**
 * Only enqueues `deliverability.check` (one at a time: a waiting one is left alone). If Redis is down the
 * request stays counted and unanswered, and the worker's sweep queues the check (docs/deliverability.md §2).
 */
@EventsHandler(DeliverabilityCheckRequested)
export class EnqueueDeliverabilityCheck implements IEventHandler<DeliverabilityCheckRequested> {
  private readonly logger = new Logger(EnqueueDeliverabilityCheck.name);

  constructor(private readonly jobs: JobQueue) {}

  async handle(): Promise<void> {
    try {
      await this.jobs.runNow({ name: 'deliverability.check', data: {} });
    } catch (err) {
      this.logger.error({ err }, 'could not enqueue deliverability.check; the worker sweep will pick it up');
    }
  }
}
