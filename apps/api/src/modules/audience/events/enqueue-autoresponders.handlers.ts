import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { JobQueue } from '@ds/jobs';
import { LeadCaptured, SubscriberCreated } from './audience.events.js';

@EventsHandler(SubscriberCreated)
export class EnqueueWelcomeEmailWhenSubscriberCreated implements IEventHandler<SubscriberCreated> {
  private readonly logger = new Logger(EnqueueWelcomeEmailWhenSubscriberCreated.name);
  constructor(private readonly jobs: JobQueue) {}

  async handle(e: SubscriberCreated): Promise<void> {
    await this.jobs
      .add({ name: 'mail.autoresponder', data: { kind: 'subscriber-welcome', tenantId: e.tenantId, subscriberId: e.subscriberId } })
      .catch((err: unknown) => this.logger.error({ err, ...e }, 'could not enqueue subscriber welcome'));
  }
}

@EventsHandler(LeadCaptured)
export class EnqueueLeadNoticeWhenLeadCaptured implements IEventHandler<LeadCaptured> {
  private readonly logger = new Logger(EnqueueLeadNoticeWhenLeadCaptured.name);
  constructor(private readonly jobs: JobQueue) {}

  async handle(e: LeadCaptured): Promise<void> {
    await this.jobs
      .add({ name: 'mail.autoresponder', jobId: `lead-notice-${e.leadId}`, data: { kind: 'lead-notice', tenantId: e.tenantId, leadId: e.leadId } })
      .catch((err: unknown) => this.logger.error({ err, ...e }, 'could not enqueue lead notice'));
  }
}
