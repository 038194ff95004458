import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentPrincipal } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { SendNotificationDto } from './dto/send-notification.dto.js';
import { NotificationsService } from './notifications.service.js';
import { NotificationSentAnswer, SentNotificationsAnswer } from './notification.views.js';

const NOTIFICATION_SENT = 'Notification sent successfully';

@ApiTags('admin')
@Controller('admin/notifications')
@AdminOnly()
export class AdminNotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'Sent notifications, newest first, with delivery and read counts' })
  @ApiOkResponse({ type: SentNotificationsAnswer })
  async list(): Promise<SentNotificationsAnswer> {
    return { notifications: await this.notifications.list() };
  }

  @Post()
  @ApiOperation({ summary: 'Send a notification to every active distributor (delivered asynchronously)' })
  @ApiCreatedResponse({ type: NotificationSentAnswer })
  async send(@CurrentPrincipal() admin: Principal, @Body() dto: SendNotificationDto): Promise<NotificationSentAnswer> {
    const notificationId = await this.notifications.send(admin.sub, dto);
    return { message: NOTIFICATION_SENT, notification_id: notificationId };
  }
}
