import { Module } from '@nestjs/common';
import { AdminNotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';

/**
 * Admin → distributor notifications: stored here with their fan-out owed (outbox), delivered by the worker
 * (docs/architecture.md "Events and jobs").
 */
@Module({
  controllers: [AdminNotificationsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
