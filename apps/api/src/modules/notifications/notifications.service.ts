import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import type { SendNotificationDto } from './dto/send-notification.dto.js';
import { NotificationSent } from './events/notification-sent.event.js';

const LIST_LIMIT = 200;

export interface NotificationSummary {
  notification_id: string;
  title: string;
  message: string;
  send_email: boolean;
  created_at: Date;
  fanout_completed_at: Date | null;
  /** Inbox rows written so far. */
  recipients: number;
  /** How many of those are read. */
  read: number;
}

/** Platform notifications from admins to every active distributor (delivered by the worker's fan-out). */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: EventBus,
  ) {}

  async send(adminId: string, dto: SendNotificationDto): Promise<string> {
    const admin = await this.prisma.admin.findUnique({ where: { id: adminId }, select: { id: true } });
    const row = await this.prisma.notification.create({
      data: { title: dto.title, message: dto.message, send_email: dto.send_email ?? false, created_by: admin?.id ?? null },
    });
    this.events.publish(new NotificationSent(row.id));
    return row.id;
  }

  async list(): Promise<NotificationSummary[]> {
    // Broadcasts only: notices the platform sends one distributor (tenant_id set, e.g. "your domain is live") are not admins' sends.
    const rows = await this.prisma.notification.findMany({ where: { tenant_id: null }, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], take: LIST_LIMIT });
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    // Two grouped counts over the inbox (its unique index leads with notification_id), not one per row.
    // One snapshot: the fan-out may still be writing, and `read` must never exceed `recipients`.
    const [all, read] = await this.prisma.$transaction(
      [
        this.prisma.notificationRecipient.groupBy({ by: ['notification_id'], where: { notification_id: { in: ids } }, _count: { _all: true } }),
        this.prisma.notificationRecipient.groupBy({ by: ['notification_id'], where: { notification_id: { in: ids }, read_at: { not: null } }, _count: { _all: true } }),
      ],
      { isolationLevel: 'RepeatableRead' },
    );
    const count = (groups: typeof all, id: string) => groups.find((g) => g.notification_id === id)?._count._all ?? 0;
    return rows.map((r) => ({
      notification_id: r.id,
      title: r.title,
      message: r.message,
      send_email: r.send_email,
      created_at: r.created_at,
      fanout_completed_at: r.fanout_completed_at,
      recipients: count(all, r.id),
      read: count(read, r.id),
    }));
  }
}
