import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminNotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { EnqueueFanoutWhenNotificationSent } from './events/enqueue-fanout-when-notification-sent.handler.js';

/** Admin → distributor notifications: stored here, fanned out to inboxes by the worker (design §6). */
@Module({
  imports: [CqrsModule],
  controllers: [AdminNotificationsController],
  providers: [NotificationsService, EnqueueFanoutWhenNotificationSent],
  exports: [NotificationsService],
})
export class NotificationsModule {}
