import { Module } from '@nestjs/common';
import { NotificationFanoutHandler } from './notification-fanout.handler.js';
import { NotificationMailHandler } from './notification-mail.handler.js';

/** Notification jobs. Config, worker options, the database (`Database`) and the mailers come from the global `WorkerModule`. */
@Module({
  providers: [NotificationFanoutHandler, NotificationMailHandler],
})
export class NotificationsModule {}
