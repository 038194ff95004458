import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { NotificationFanoutHandler } from './notification-fanout.handler.js';
import { NotificationMailHandler } from './notification-mail.handler.js';

/** Notification jobs. Config, worker options and the database (`Database`) come from the global `WorkerModule`. */
@Module({
  imports: [MailModule],
  providers: [NotificationFanoutHandler, NotificationMailHandler],
})
export class NotificationsModule {}
