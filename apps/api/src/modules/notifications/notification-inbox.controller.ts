import { Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { NotificationInboxService } from './notification-inbox.service.js';
import { InboxAnswer, NotificationReadAnswer, UnreadCountAnswer } from './notification.views.js';

@ApiTags('back office')
@Controller('tenants/:tenantId/notifications')
@DistributorOfTenant()
export class NotificationInboxController {
  constructor(private readonly inbox: NotificationInboxService) {}

  @Get()
  @ApiOperation({ summary: 'Inbox, newest first: { notifications: [{ notification_id, title, message, created_at, read_at }], unread }' })
  @ApiOkResponse({ type: InboxAnswer })
  list(@TenantIdParam() tenantId: string): Promise<InboxAnswer> {
    return this.inbox.inbox(tenantId);
  }

  // Declared before `:notificationId/read` for readability; the paths cannot clash (different depth).
  @Put('read-all')
  @ApiOperation({ summary: 'Mark every notification read' })
  @ApiOkResponse({ type: UnreadCountAnswer })
  readAll(@TenantIdParam() tenantId: string): Promise<UnreadCountAnswer> {
    return this.inbox.markAllRead(tenantId);
  }

  @Put(':notificationId/read')
  @ApiOperation({ summary: 'Mark one notification read' })
  @ApiOkResponse({ type: NotificationReadAnswer })
  read(
    @TenantIdParam() tenantId: string,
    @UuidParam('notificationId', 'Notification not found', 'NOTIFICATION_NOT_FOUND') notificationId: string,
  ): Promise<NotificationReadAnswer> {
    return this.inbox.markRead(tenantId, notificationId);
  }
}
