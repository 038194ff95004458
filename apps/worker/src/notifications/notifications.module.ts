import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { FollowUpJobs } from './fanout-queue.js';
import { NotificationFanoutHandler } from './notification-fanout.handler.js';
import { NotificationMailHandler } from './notification-mail.handler.js';

/** Notification jobs. Config, worker options and the database (`Database`) come from the global `WorkerModule`. */
@Module({
  imports: [MailModule],
  providers: [FollowUpJobs, NotificationFanoutHandler, NotificationMailHandler],
})
export class NotificationsModule {}
