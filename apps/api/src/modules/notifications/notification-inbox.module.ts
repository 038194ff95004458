import { Module } from '@nestjs/common';
import { NotificationInboxController } from './notification-inbox.controller.js';
import { NotificationInboxService } from './notification-inbox.service.js';

/** The distributor side of notifications: their inbox (admins send; the fan-out job fills inboxes). */
@Module({ controllers: [NotificationInboxController], providers: [NotificationInboxService] })
export class NotificationInboxModule {}
