import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { JobQueue } from '@ds/jobs';
import { NotificationSent } from './notification-sent.event.js';

/** Only enqueues. The job id makes a second publish of the same notification a no-op. */
@EventsHandler(NotificationSent)
export class EnqueueFanoutWhenNotificationSent implements IEventHandler<NotificationSent> {
  private readonly logger = new Logger(EnqueueFanoutWhenNotificationSent.name);

  constructor(private readonly jobs: JobQueue) {}

  async handle(event: NotificationSent): Promise<void> {
    try {
      await this.jobs.add({ name: 'notifications.fanout', data: { notificationId: event.notificationId }, jobId: fanoutJobId(event.notificationId) });
    } catch (err) {
      // The notification is stored (fanout_completed_at stays null, which says it was not delivered).
      this.logger.error({ err, notificationId: event.notificationId }, 'could not enqueue notification fan-out');
    }
  }
}

export const fanoutJobId = (notificationId: string) => `fanout-${notificationId}`;
